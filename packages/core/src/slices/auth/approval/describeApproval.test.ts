import { describe, expect, it } from 'vitest'
import { toBase58 } from '../../../shared/encoding/base58'
import { describeApproval } from './describeApproval'

describe('describeApproval', () => {
  it('decodes personal_sign and solana_signMessage messages to text', () => {
    expect(describeApproval({ method: 'personal_sign', params: ['0x5369676e20696e', '0xabc'] })).toEqual({
      kind: 'signMessage',
      message: 'Sign in',
    })
    const message = toBase58(new TextEncoder().encode('hello solana'))
    expect(describeApproval({ method: 'solana_signMessage', params: { message, pubkey: 'x' } })).toEqual({
      kind: 'signMessage',
      message: 'hello solana',
    })
  })

  it('keeps bytes that are not UTF-8 as given', () => {
    expect(describeApproval({ method: 'personal_sign', params: ['0xff00', '0xabc'] })).toEqual({
      kind: 'signMessage',
      message: '0xff00',
    })
  })

  it('shows typed data parsed and transactions as receiver, hex value and data', () => {
    expect(describeApproval({ method: 'eth_signTypedData_v4', params: ['0xabc', '{"a":1}'] })).toEqual({
      kind: 'signTypedData',
      typedData: { a: 1 },
    })
    expect(
      describeApproval({
        method: 'eth_sendTransaction',
        params: [{ to: '0xdead', value: '0x1', data: '0x' }],
      }),
    ).toEqual({ kind: 'transaction', to: '0xdead', value: '0x1', data: '0x' })
    expect(describeApproval({ method: 'wallet_sendCalls', params: [1] })).toEqual({
      kind: 'other',
      params: [1],
    })
  })
})
