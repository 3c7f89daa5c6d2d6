import { type ChainAdapter, createLatch, type Latch, type SendParameters } from '@latch/core'
import { type SolanaAdapter, solanaAdapter } from '@latch/solana'
import { describe, expectTypeOf, it } from 'vitest'

describe('solanaAdapter', () => {
  it('is a ChainAdapter that createLatch takes', () => {
    const solana = solanaAdapter()
    expectTypeOf(solana).toEqualTypeOf<SolanaAdapter>()
    expectTypeOf(solana).toMatchTypeOf<ChainAdapter>()
    expectTypeOf(createLatch({ adapters: [solana], networks: [] })).toEqualTypeOf<Latch>()
  })

  it('the Solana adapter estimates a send fee in lamports as a bigint', () => {
    expectTypeOf(solanaAdapter().estimateFee).parameter(0).toEqualTypeOf<SendParameters>()
    expectTypeOf(solanaAdapter().estimateFee).returns.resolves.toEqualTypeOf<bigint>()
  })
})
