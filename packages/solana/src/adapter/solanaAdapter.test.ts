import type { ChainAdapter } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { createSolanaAdapter } from './createSolanaAdapter'
import { solanaAdapter } from './solanaAdapter'

const CAPABILITIES = ['send', 'estimateFee', 'accountData', 'siwx'] as const

const capabilities = (adapter: ChainAdapter) => ({
  ...Object.fromEntries(CAPABILITIES.map((key) => [key, adapter[key] !== undefined])),
  nfts: adapter.accountData?.getNfts !== undefined,
})

describe('solanaAdapter (its code loads with init)', () => {
  it('declares before loading exactly the capabilities of the adapter it loads (core reads them at once)', () => {
    expect(capabilities(solanaAdapter())).toEqual(capabilities(createSolanaAdapter()))
  })
})
