import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { type EvmWorld, startEvmWorld } from './evmWorld'

/**
 * Starts one dev-chain world for the suite (stopped after it) and unstubs the globals the test
 * wallets stub after each test.
 *
 * @param options - What {@link startEvmWorld} takes (`second: false` for one chain only).
 * @returns The world, once the suite's `beforeAll` has run.
 * @example
 * ```ts
 * const world = evmWorldPerSuite({ second: false })
 * it('…', () => walletFor(world(), 3))
 * ```
 */
export function evmWorldPerSuite(options: Parameters<typeof startEvmWorld>[0] = {}): () => EvmWorld {
  let world: EvmWorld | undefined
  beforeAll(async () => {
    world = await startEvmWorld(options)
  })
  afterAll(async () => {
    await world?.stop()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })
  return () => {
    if (world === undefined) throw new Error('the dev-chain world starts in beforeAll')
    return world
  }
}
