import { type ChainAdapter, createLatch, type Latch, withAuthConnector } from '@latch/core'
import { type EvmAdapterOptions, evmAdapter } from '@latch/evm'
import { describe, expectTypeOf, it } from 'vitest'

declare const auth: ChainAdapter

describe('evmAdapter', () => {
  it('is a ChainAdapter that createLatch takes, alone or with the auth connector', () => {
    expectTypeOf(evmAdapter()).toEqualTypeOf<ChainAdapter>()
    expectTypeOf(evmAdapter).parameter(0).toEqualTypeOf<EvmAdapterOptions | undefined>()
    expectTypeOf(createLatch({ adapters: [evmAdapter()], networks: [] })).toEqualTypeOf<Latch>()
    expectTypeOf(withAuthConnector(evmAdapter(), auth)).toEqualTypeOf<ChainAdapter>()
    // @ts-expect-error an unknown option is a typo
    evmAdapter({ legacyInjectd: false })
  })
})
