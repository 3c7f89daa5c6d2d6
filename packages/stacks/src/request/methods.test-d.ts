import type {
  AmountInput,
  StacksMethod,
  StacksMethodParams,
  StacksMethodResult,
  TxResult,
} from '@latch/stacks'
import {
  normalizeWalletResult,
  type PrepareContext,
  prepareStacksParams,
  prepareWalletParams,
} from '@latch/stacks/validation'
import { describe, expectTypeOf, it } from 'vitest'

declare const context: PrepareContext

describe('Stacks and Bitcoin method types', () => {
  it('StacksMethodParams and StacksMethodResult follow the method name', () => {
    expectTypeOf<StacksMethodParams<'stx_transferStx'>['amount']>().toEqualTypeOf<AmountInput>()
    expectTypeOf<AmountInput>().toEqualTypeOf<bigint | string>()
    expectTypeOf<StacksMethodResult<'stx_transferStx'>>().toEqualTypeOf<TxResult>()
    expectTypeOf<StacksMethodResult<'sendTransfer'>>().toEqualTypeOf<{ txid: string }>()
    expectTypeOf<StacksMethodResult<'signMessage'>>().toEqualTypeOf<{ signature: string; address: string }>()
    // @ts-expect-error not a method of the Stacks/Bitcoin wallets
    expectTypeOf<StacksMethodParams<'eth_sendTransaction'>>().toBeNever()
    expectTypeOf<'stx_transferStx'>().toMatchTypeOf<StacksMethod>()
  })

  it('normalizeWalletResult returns the result type of the method it was given', () => {
    expectTypeOf(normalizeWalletResult('stx_transferStx', {})).toEqualTypeOf<TxResult>()
    expectTypeOf(normalizeWalletResult('signPsbt', {})).toEqualTypeOf<{ psbt: string; txid?: string }>()
    // @ts-expect-error an unknown method has no result type
    normalizeWalletResult('stx_unknown', {})
  })

  it('prepareWalletParams and prepareStacksParams check the params against the method', () => {
    prepareWalletParams('stx_transferStx', { recipient: 'SP...', amount: 1n }, context)
    // @ts-expect-error stx_transferStx needs the recipient
    prepareWalletParams('stx_transferStx', { amount: 1n }, context)
    // @ts-expect-error an amount is base units (bigint) or a decimal string, never a float
    prepareWalletParams('stx_transferStx', { recipient: 'SP...', amount: 1.5 }, context)
    expectTypeOf(
      prepareStacksParams('stx_transferStx', { recipient: 'SP...', amount: '10' }, 'mainnet'),
    ).resolves.toEqualTypeOf<Record<string, unknown>>()
    // @ts-expect-error prepareStacksParams takes the Stacks methods only, not Bitcoin's
    prepareStacksParams('signPsbt', { psbt: '' }, 'mainnet')
  })
})
