import { describe, expect, it } from 'vitest'
import { toBase58 } from '../../../shared/encoding/base58'
import { describeApproval } from './describeApproval'
import { describePermissionRequest } from './describePermissionApproval'
import { TYPED_DATA_MAX_FIELDS } from './describeTypedData'

const word = (hex: string) => hex.replace(/^0x/, '').toLowerCase().padStart(64, '0')
const RECEIVER = '0x000000000000000000000000000000000000dEaD'
const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3'

describe('describeApproval', () => {
  it('a message signature is titled as one and decodes printable hex and base58 messages to text', () => {
    expect(describeApproval({ method: 'personal_sign', params: ['0x5369676e20696e', '0xabc'] })).toEqual({
      kind: 'signMessage',
      title: 'Sign Message',
      message: 'Sign in',
      encoding: 'text',
    })
    const message = toBase58(new TextEncoder().encode('hello solana'))
    expect(describeApproval({ method: 'solana_signMessage', params: { message, pubkey: 'x' } })).toEqual({
      kind: 'signMessage',
      title: 'Sign Message',
      message: 'hello solana',
      encoding: 'text',
    })
    // line breaks and tabs are text
    expect(describeApproval({ method: 'personal_sign', params: ['0x610a0962', '0xabc'] })).toMatchObject({
      message: 'a\n\tb',
      encoding: 'text',
    })
  })

  it('keeps bytes that are not printable UTF-8 as the hex given (a hash, control characters)', () => {
    expect(describeApproval({ method: 'personal_sign', params: ['0xff00', '0xabc'] })).toMatchObject({
      kind: 'signMessage',
      message: '0xff00',
      encoding: 'hex',
    })
    // valid UTF-8, but NUL and ESC: not something a person reads
    expect(describeApproval({ method: 'personal_sign', params: ['0x00611b', '0xabc'] })).toMatchObject({
      message: '0x00611b',
      encoding: 'hex',
    })
    const raw = toBase58(Uint8Array.from([0, 1, 2, 255]))
    expect(describeApproval({ method: 'solana_signMessage', params: { message: raw } })).toMatchObject({
      message: raw,
      encoding: 'base58',
    })
  })

  it('reads EIP-712 typed data into its domain, primary type and message fields', () => {
    const typedData = {
      types: { EIP712Domain: [], Mail: [] },
      domain: {
        name: 'Ether Mail',
        version: '1',
        chainId: 1,
        verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
      },
      primaryType: 'Mail',
      message: {
        from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
        to: [{ name: 'Bob' }],
        contents: 'Hello, Bob!',
        paid: true,
      },
    }
    expect(
      describeApproval({ method: 'eth_signTypedData_v4', params: ['0xabc', JSON.stringify(typedData)] }),
    ).toEqual({
      kind: 'signTypedData',
      title: 'Sign Typed Data',
      primaryType: 'Mail',
      domain: [
        { label: 'App', value: 'Ether Mail' },
        { label: 'Version', value: '1' },
        { label: 'Chain ID', value: '1' },
        { label: 'Contract', value: typedData.domain.verifyingContract },
      ],
      fields: [
        { label: 'from.name', value: 'Cow' },
        { label: 'from.wallet', value: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
        { label: 'to[0].name', value: 'Bob' },
        { label: 'contents', value: 'Hello, Bob!' },
        { label: 'paid', value: 'true' },
      ],
      truncated: false,
      typedData,
    })
  })

  it('caps what it lists of hostile typed data: field count, value length', () => {
    const message = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`f${i}`, 'x'.repeat(10_000)]))
    const summary = describeApproval({ method: 'eth_signTypedData_v4', params: ['0xabc', { message }] })
    if (summary.kind !== 'signTypedData') throw new Error(summary.kind)
    expect(summary.fields).toHaveLength(TYPED_DATA_MAX_FIELDS)
    expect(summary.truncated).toBe(true)
    expect(summary.fields[0]?.value.length).toBeLessThanOrEqual(257)
    expect(summary.domain).toEqual([])
    // not typed data at all: nothing to list, still titled as a typed-data signature
    expect(describeApproval({ method: 'eth_signTypedData_v4', params: ['0xabc', 'not json'] })).toMatchObject(
      {
        kind: 'signTypedData',
        domain: [],
        fields: [],
      },
    )
  })

  it('a transaction: receiver, hex value, the most its fee can be, and its call in words once read', () => {
    expect(
      describeApproval({
        method: 'eth_sendTransaction',
        params: [{ to: RECEIVER, value: '0x1', data: '0x', gas: '0x5208', maxFeePerGas: '0x3b9aca00' }],
      }),
    ).toEqual({
      kind: 'transaction',
      title: 'Approve Transaction',
      to: RECEIVER,
      value: '0x1',
      data: '0x',
      fee: `0x${(21_000n * 1_000_000_000n).toString(16)}`,
      call: undefined,
    })
    // the call in words is read by the clear-signing chunk and joins the pending entry; the summary carries it
    const transfer = `0xa9059cbb${word(RECEIVER)}${word(5_000_000n.toString(16))}`
    const call = {
      kind: 'call',
      intent: 'Send',
      fields: [{ label: 'To', value: RECEIVER }],
      flags: [],
      selector: '0xa9059cbb',
      signature: 'transfer(address,uint256)',
    } as const
    expect(
      describeApproval({
        method: 'eth_sendTransaction',
        params: [{ to: TOKEN, value: '0x0', data: transfer }],
        call,
      }),
    ).toMatchObject({ to: TOKEN, fee: undefined, data: transfer, call })
    expect(
      describeApproval({
        method: 'eth_sendTransaction',
        params: [{ to: TOKEN, data: transfer, gasPrice: '0x2', gas: '0x3' }],
      }),
    ).toMatchObject({ fee: '0x6', call: undefined })
  })

  it('transactions it does not decode (Solana, call batches) are still titled as transactions, with their params', () => {
    for (const method of ['solana_signTransaction', 'solana_signAndSendTransaction', 'wallet_sendCalls'])
      expect(describeApproval({ method, params: { transaction: 'AQID' } })).toEqual({
        kind: 'other',
        title: 'Approve Transaction',
        params: { transaction: 'AQID' },
      })
  })

  it('anything else is an approval request with its params', () => {
    expect(describeApproval({ method: 'wallet_grantPermissions', params: [1] })).toEqual({
      kind: 'other',
      title: 'Approve Request',
      params: [1],
    })
  })

  it('an ERC-7715 grant, once read, reads as who gets which permission, its limits (whole base units), expiry and reason; a grant revoke as its context', () => {
    const to = '0x1111111111111111111111111111111111111111'
    const params = [
      {
        chainId: '0x1',
        to,
        permission: {
          type: 'erc20-token-periodic',
          isAdjustmentAllowed: true,
          data: { tokenAddress: to, periodAmount: '0xf4240', justification: 'Rent' },
        },
        rules: [{ type: 'expiry', data: { timestamp: 1767225600 } }],
      },
    ]
    // the words are read when the request's code loads (the approval controller), then shown
    // what the view shows: the words read when the request's code loads, else core's summary
    const words = (method: string, p: unknown) =>
      describePermissionRequest(method, p) ?? describeApproval({ method, params: p })
    expect(words('wallet_grantPermissions', params)).toEqual({
      kind: 'grantPermissions',
      title: 'Approve Request',
      permissions: [
        {
          to,
          from: undefined,
          chainId: '1',
          type: 'erc20-token-periodic',
          adjustable: true,
          limits: [
            { label: 'tokenAddress', value: to },
            { label: 'periodAmount', value: '1000000' },
          ],
          expiry: 1767225600,
          justification: 'Rent',
        },
      ],
    })
    expect(words('wallet_revokePermissions', [{ permissionContext: '0xab' }])).toEqual({
      kind: 'revokePermissions',
      title: 'Approve Request',
      context: '0xab',
    })
    // not ERC-7715's shape (another `to`, an EIP-2255 revoke): shown as given
    expect(words('wallet_grantPermissions', [{ ...params[0], to: 'nobody' }])).toMatchObject({
      kind: 'other',
    })
    expect(words('wallet_revokePermissions', [{ eth_accounts: {} }])).toMatchObject({
      kind: 'other',
    })
  })
})
