import { createLatch, createMemoryStore, type Latch } from '@latch/core'
import { testNetworks } from '@latch/core/testing'
import { type ApiServer, startApiServer } from '@latch/testing/api'
import { afterEach, beforeEach } from 'vitest'

/**
 * Starts a fresh local API server for each test of the calling file and gives an instance with no
 * adapters pointed at it, with or without a projectId.
 *
 * @returns `server()` for the running server and `latchWith(projectId?)`.
 * @example
 * ```ts
 * const { server, latchWith } = apiServerPerTest()
 * await latchWith('proj').swap.getSwapTokens('eip155:1')
 * expect(server().requests).toHaveLength(1)
 * ```
 */
export function apiServerPerTest(): { server: () => ApiServer; latchWith: (projectId?: string) => Latch } {
  let running: ApiServer | undefined
  beforeEach(async () => {
    running = await startApiServer()
  })
  afterEach(async () => {
    await running?.close()
  })
  const server = () => {
    if (!running) throw new Error('the API server starts in beforeEach')
    return running
  }
  const latchWith = (projectId?: string) =>
    createLatch({
      adapters: [],
      networks: [testNetworks.ethereum],
      storage: createMemoryStore(),
      apiUrl: server().url,
      ...(projectId ? { projectId } : {}),
    })
  return { server, latchWith }
}
