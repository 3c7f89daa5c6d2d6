import { describe, expect, it, vi } from 'vitest'
import type { ChainNamespace } from '../../shared/networks/types'
import { createReaction } from '../createReaction'
import { afterDisconnect, type DisconnectedArguments } from './afterDisconnect'

function setup(after: Partial<Record<ChainNamespace, string>>) {
  const state = { connections: { activeConnectorIds: after } }
  const disconnected = createReaction<DisconnectedArguments>()
  const order: string[] = []
  const siwx = {
    reset: vi.fn(() => order.push('reset')),
    refresh: vi.fn(async () => {
      order.push('refresh')
    }),
  }
  const walletChanged = { run: vi.fn((ns: ChainNamespace) => order.push(`walletChanged ${ns}`)) }
  const stop = afterDisconnect(state, { disconnected, siwx, walletChanged })
  const run = async (before: Partial<Record<ChainNamespace, string>>) => {
    const work: Promise<unknown>[] = []
    disconnected.run(before, (w) => work.push(w))
    await Promise.all(work)
  }
  return { run, stop, order, siwx, walletChanged }
}

describe('after disconnect', () => {
  it('resets and refreshes the sign-in flags, then runs "wallet changed" where another wallet became active', async () => {
    const { run, order } = setup({ eip155: 'io.rabby', solana: 'phantom' })
    await run({ eip155: 'io.metamask', solana: 'phantom' })
    expect(order).toEqual(['reset', 'refresh', 'walletChanged eip155'])
  })

  it('a namespace left with no wallet, or with the same one, does not run "wallet changed"', async () => {
    const { run, walletChanged } = setup({ solana: 'phantom' })
    await run({ eip155: 'io.metamask', solana: 'phantom' })
    expect(walletChanged.run).not.toHaveBeenCalled()
  })

  it('the disconnect waits for the sign-in refresh, and a stopped reaction does nothing', async () => {
    const { run, stop, siwx } = setup({})
    let refreshed = false
    siwx.refresh.mockImplementationOnce(async () => {
      await Promise.resolve()
      refreshed = true
    })
    await run({})
    expect(refreshed).toBe(true)
    stop()
    await run({})
    expect(siwx.reset).toHaveBeenCalledTimes(1)
  })
})
