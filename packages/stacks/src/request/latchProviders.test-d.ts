import type { Latch, LatchProviders } from '@latch/core'
import { describe, expectTypeOf, it } from 'vitest'
import './latchProviders'
import type { WbipProvider } from './WbipProvider'

declare const latch: Latch

describe("@latch/stacks fills in core's provider map for stacks and bip122", () => {
  it("types latch.getProvider('stacks') and ('bip122') as the WBIP request provider", () => {
    expectTypeOf<LatchProviders['stacks']>().toEqualTypeOf<WbipProvider>()
    expectTypeOf(latch.getProvider('stacks')).toEqualTypeOf<WbipProvider | undefined>()
    expectTypeOf(latch.getProvider('bip122')).toEqualTypeOf<WbipProvider | undefined>()
    expectTypeOf(latch.getProvider('stacks')?.request('getAddresses')).toEqualTypeOf<
      Promise<unknown> | undefined
    >()
  })
})
