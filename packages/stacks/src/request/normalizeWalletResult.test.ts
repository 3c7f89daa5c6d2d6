import { describe, expect, it } from 'vitest'
import { normalizeWalletResult } from './normalizeWalletResult'
import { unwrapWalletResponse } from './unwrapWalletResponse'

describe('wallet results are normalised', () => {
  it('unwraps JSON-RPC and sats-connect envelopes and throws their errors', () => {
    expect(unwrapWalletResponse({ jsonrpc: '2.0', id: '1', result: { txid: 'a' } })).toEqual({ txid: 'a' })
    expect(unwrapWalletResponse({ status: 'success', result: 1 })).toBe(1)
    expect(unwrapWalletResponse({ txid: 'bare' })).toEqual({ txid: 'bare' })
    expect(() => unwrapWalletResponse({ jsonrpc: '2.0', id: '1', error: { code: -32000 } })).toThrow(
      expect.objectContaining({ code: -32000 }),
    )
    expect(() => unwrapWalletResponse({ status: 'error', error: { code: 4001 } })).toThrow(
      expect.objectContaining({ code: 4001 }),
    )
  })

  it('txid comes from txid or txId, without 0x', () => {
    expect(normalizeWalletResult('stx_transferStx', { txId: '0xabc', transaction: '00' })).toEqual({
      txid: 'abc',
      transaction: '00',
    })
    expect(normalizeWalletResult('sendTransfer', { txid: 'def' })).toEqual({ txid: 'def' })
    expect(() => normalizeWalletResult('sendTransfer', {})).toThrow(expect.objectContaining({ code: -31000 }))
  })

  it("Leather's hex PSBT comes back as base64", () => {
    expect(normalizeWalletResult('signPsbt', { hex: '70736274ff' })).toEqual({ psbt: 'cHNidP8=' })
    expect(normalizeWalletResult('signPsbt', { psbt: 'cHNidP8=', txid: 'ab' })).toEqual({
      psbt: 'cHNidP8=',
      txid: 'ab',
    })
  })

  it('getAddresses: Leather and Xverse lists become one shape with payment first', () => {
    const leather = normalizeWalletResult('getAddresses', {
      addresses: [
        { symbol: 'BTC', type: 'p2tr', address: 'tb1p' },
        { symbol: 'STX', address: 'ST1' },
        { symbol: 'BTC', type: 'p2wpkh', address: 'tb1q', publicKey: '02', derivationPath: "m/84'" },
      ],
    })
    expect(leather.addresses.map((a) => [a.address, a.purpose])).toEqual([
      ['tb1q', 'payment'],
      ['tb1p', 'ordinals'],
      ['ST1', 'stacks'],
    ])
    const xverse = normalizeWalletResult('getAddresses', {
      addresses: [
        { address: 'ST1', purpose: 'stacks', addressType: 'stacks' },
        { address: '2N', purpose: 'payment', addressType: 'p2sh' },
      ],
    })
    expect(xverse.addresses.map((a) => [a.address, a.symbol])).toEqual([
      ['2N', 'BTC'],
      ['ST1', 'STX'],
    ])
  })

  it('a message signature that is not 65 bytes is refused', () => {
    expect(() =>
      normalizeWalletResult('stx_signMessage', { signature: '00'.repeat(64), publicKey: '02' }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_BYTE_LENGTH' }))
  })
})
