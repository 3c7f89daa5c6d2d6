import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createEvmSiwxVerifier } from '@latch/evm'
import { createMemorySiwxStore, createSiwxHandler, type SiwxHandler, toNodeHandler } from '@latch/siwx-server'
import { createSolanaSiwxVerifier } from '@latch/solana'
import { createBitcoinSiwx, createStacksSiwx } from '@latch/stacks'
import type { DemoConfig } from './demoConfig'
import { demoNetworks } from './src/demoNetworks'

/** Session life of the demo's server sign-in when the world is not given one (1 hour). */
export const DEMO_SIWX_SESSION_TTL_MS = 60 * 60 * 1000

/**
 * The server sign-in kit as the demo server runs it: the kit's handler and the two Node handlers
 * the server mounts (the kit under `DEMO_SIWX_PATH`, the protected `DEMO_ME_PATH`).
 *
 * @example
 * ```ts
 * const siwx = createDemoSiwx({ origin: 'http://127.0.0.1:5173', config })
 * server.mount(DEMO_SIWX_PATH, siwx.kit)
 * ```
 */
export type DemoSiwx = {
  handler: SiwxHandler
  kit: (req: IncomingMessage, res: ServerResponse) => void
  me: (req: IncomingMessage, res: ServerResponse) => void
}

/**
 * The server sign-in kit for the page served at `origin`: an in-memory store, a fresh random
 * secret per run, verifiers of all four families (EVM over the local dev chains, the local Solana
 * node, Stacks, Bitcoin) and the session life `sessionTtlMs`.
 *
 * @param options - The page's origin, the demo config (its networks) and the session life.
 * @returns The handler and the Node handlers to mount.
 * @example
 * ```ts
 * const siwx = createDemoSiwx({ origin: new URL(server.url).origin, config, sessionTtlMs: 15_000 })
 * ```
 */
export function createDemoSiwx(options: {
  origin: string
  config: DemoConfig
  sessionTtlMs?: number
}): DemoSiwx {
  const networks = demoNetworks(options.config)
  const evm = networks.filter((n) => n.chainNamespace === 'eip155')
  const localnet = networks.find((n) => n.chainNamespace === 'solana')
  const handler = createSiwxHandler({
    domain: new URL(options.origin).host,
    uri: options.origin,
    secret: randomBytes(32),
    store: createMemorySiwxStore(),
    verifiers: [
      createEvmSiwxVerifier({ networks: evm }),
      createSolanaSiwxVerifier(localnet ? { localnet } : {}),
      createStacksSiwx(),
      createBitcoinSiwx(),
    ],
    statement: 'Sign in to the Latch demo.',
    sessionTtlMs: options.sessionTtlMs ?? DEMO_SIWX_SESSION_TTL_MS,
  })
  const me = toNodeHandler(async (request) => {
    const session = await handler.getSession(request)
    if (!session) return Response.json({ error: { code: 'UNAUTHORIZED' } }, { status: 401 })
    return Response.json({
      accounts: session.sessions.map((s) => ({ chainId: s.data.chainId, address: s.data.accountAddress })),
      expiresAt: session.expiresAt,
    })
  })
  return { handler, kit: toNodeHandler(handler), me }
}
