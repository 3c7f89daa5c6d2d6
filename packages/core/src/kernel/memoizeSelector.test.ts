import { describe, expect, it } from 'vitest'
import { createLatch } from '../instance/createLatch'
import { createMemoryAdapter, testNetworks } from '../testing/memoryAdapter'
import { memoizeSelector } from './memoizeSelector'

describe('memoizeSelector', () => {
  it('keeps a derived value while its parts are unchanged, and derives it again once one changed', () => {
    const evm = createMemoryAdapter({ namespace: 'eip155' })
    const latch = createLatch({ adapters: [evm.adapter], networks: [testNetworks.ethereum] })
    let runs = 0
    const selectFlags = memoizeSelector(
      (s: ReturnType<typeof latch.getState>) => [s.options.remoteFeatures] as const,
      (features) => {
        runs++
        return Object.keys(features)
      },
    )
    const first = selectFlags(latch.getState())
    latch.events.track('MODAL_OPEN')
    expect(selectFlags(latch.getState())).toBe(first)
    latch.chains.setOnline(false)
    expect(selectFlags(latch.getState())).toBe(first)
    expect(runs).toBe(1)
    latch.options.setRemoteFeatures({ multiWallet: false })
    expect(selectFlags(latch.getState())).toEqual(['multiWallet'])
    expect(runs).toBe(2)
  })
})
