import type { Latch, LatchProviders } from '@latch/core'
import { describe, expectTypeOf, it } from 'vitest'
import type { StandardWallet } from './types'
import './latchProviders'

declare const latch: Latch

describe("@latch/solana fills in core's provider map for solana", () => {
  it("types latch.getProvider('solana') as the Wallet Standard wallet", () => {
    expectTypeOf<LatchProviders['solana']>().toEqualTypeOf<StandardWallet>()
    expectTypeOf(latch.getProvider('solana')).toEqualTypeOf<StandardWallet | undefined>()
    expectTypeOf(latch.getProvider('solana')?.features).toEqualTypeOf<
      StandardWallet['features'] | undefined
    >()
  })
})
