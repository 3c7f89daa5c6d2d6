import { type ChainAdapter, createLatch, type Latch } from '@latch/core'
import { createStacksAdapters, type StacksChainAdapter, type TxResult } from '@latch/stacks'
import { describe, expectTypeOf, it } from 'vitest'

describe('createStacksAdapters', () => {
  const { stacks, bip122 } = createStacksAdapters()

  it('gives one adapter per namespace, each a ChainAdapter createLatch takes', () => {
    expectTypeOf(stacks).toMatchTypeOf<StacksChainAdapter>()
    expectTypeOf(stacks).toMatchTypeOf<ChainAdapter>()
    expectTypeOf(bip122.namespace).toEqualTypeOf<'stacks' | 'bip122'>()
    expectTypeOf(createLatch({ adapters: [stacks, bip122], networks: [] })).toEqualTypeOf<Latch>()
  })

  it('call<M> takes the params of method M and resolves to its result', () => {
    expectTypeOf(
      stacks.call('stx_transferStx', { recipient: 'SP...', amount: 1n }),
    ).resolves.toEqualTypeOf<TxResult>()
    expectTypeOf(
      bip122.call('sendTransfer', { recipients: [{ address: 'bc1q...', amount: 1n }] }),
    ).resolves.toEqualTypeOf<{
      txid: string
    }>()
    // @ts-expect-error a transfer needs its recipient
    stacks.call('stx_transferStx', { amount: 1n })
    // @ts-expect-error not a Stacks or Bitcoin wallet method
    stacks.call('eth_sendTransaction', {})
  })
})
