import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../adapters/types'
import { UnknownWalletError } from '../shared/errors/errors'
import { createMemoryAdapter, testConnector, testNetworks } from '../testing/memoryAdapter'
import { createLatch } from './createLatch'

/** What a hostile wallet may throw: a Proxy on which even `instanceof` throws. */
const hostile = () =>
  new Proxy(
    {},
    {
      get: () => {
        throw new TypeError('trap')
      },
      getPrototypeOf: () => {
        throw new TypeError('trap')
      },
    },
  )

describe('a wallet error no Latch code can read still comes out typed', () => {
  it('connect(): an adapter that rejects with a Proxy whose traps throw gives UnknownWalletError', async () => {
    const base = createMemoryAdapter({
      namespace: 'eip155',
      connectors: [testConnector('eip155', 'io.metamask')],
    })
    const adapter: ChainAdapter = {
      ...base.adapter,
      connect: async () => {
        throw hostile()
      },
    }
    const latch = createLatch({ adapters: [adapter], networks: [testNetworks.ethereum] })
    latch.mount()
    await latch.ready()
    await latch.open()
    const error = await latch
      .connect({ namespace: 'eip155', connectorId: 'io.metamask' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnknownWalletError)
    expect(latch.getState().connections.status.eip155).toBe('disconnected')
  })
})
