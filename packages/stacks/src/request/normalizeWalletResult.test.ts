import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { normalizeWalletResult } from './normalizeWalletResult'
import { unwrapWalletResponse } from './unwrapWalletResponse'

// Real addresses (BIP-173 / BIP-350 vectors, a Bitcoin wiki P2SH example, a Stacks testnet address).
const TB1Q = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
const TB1P = 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c'
const P2SH = '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc'
const ST = 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG'
const TXID = 'ab'.repeat(32)
const PUBKEY = `02${'11'.repeat(32)}`

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
    expect(normalizeWalletResult('stx_transferStx', { txId: `0x${TXID}`, transaction: '00' })).toEqual({
      txid: TXID,
      transaction: '00',
    })
    expect(normalizeWalletResult('sendTransfer', { txid: TXID })).toEqual({ txid: TXID })
    expect(() => normalizeWalletResult('sendTransfer', {})).toThrow(expect.objectContaining({ code: -31000 }))
  })

  it("Leather's hex PSBT comes back as base64", () => {
    expect(normalizeWalletResult('signPsbt', { hex: '70736274ff' })).toEqual({ psbt: 'cHNidP8=' })
    expect(normalizeWalletResult('signPsbt', { psbt: 'cHNidP8=', txid: TXID })).toEqual({
      psbt: 'cHNidP8=',
      txid: TXID,
    })
  })

  it('getAddresses: Leather and Xverse lists become one shape with payment first', () => {
    const leather = normalizeWalletResult('getAddresses', {
      addresses: [
        { symbol: 'BTC', type: 'p2tr', address: TB1P },
        { symbol: 'STX', address: ST },
        { symbol: 'BTC', type: 'p2wpkh', address: TB1Q, publicKey: '02', derivationPath: "m/84'" },
      ],
    })
    expect(leather.addresses.map((a) => [a.address, a.purpose])).toEqual([
      [TB1Q, 'payment'],
      [TB1P, 'ordinals'],
      [ST, 'stacks'],
    ])
    const xverse = normalizeWalletResult('getAddresses', {
      addresses: [
        { address: ST, purpose: 'stacks', addressType: 'stacks' },
        { address: P2SH, purpose: 'payment', addressType: 'p2sh' },
      ],
    })
    expect(xverse.addresses.map((a) => [a.address, a.symbol])).toEqual([
      [P2SH, 'BTC'],
      [ST, 'STX'],
    ])
  })

  it('getAddresses: an address that is not a valid Stacks or Bitcoin address (bad checksum, garbage) is dropped', () => {
    const typo = (address: string) => `${address.slice(0, -1)}${address.endsWith('0') ? '1' : '0'}`
    const result = normalizeWalletResult('getAddresses', {
      addresses: [
        { symbol: 'STX', address: typo(ST) },
        { symbol: 'BTC', type: 'p2wpkh', address: typo(TB1Q) },
        { symbol: 'BTC', type: 'p2sh', address: '2N' },
        { symbol: 'BTC', type: 'p2wpkh', address: TB1Q },
      ],
    })
    expect(result.addresses.map((a) => a.address)).toEqual([TB1Q])
  })

  it('getAddresses: the list is capped (20 entries read, over-long type drops the entry, over-long key or path is left out)', () => {
    const garbage = Array.from({ length: 20 }, () => ({ address: 'x' }))
    expect(normalizeWalletResult('getAddresses', { addresses: [...garbage, { address: ST }] })).toEqual({
      addresses: [],
    })
    const result = normalizeWalletResult('getAddresses', {
      addresses: [
        { address: TB1Q, addressType: 'p'.repeat(33) },
        { address: ST, publicKey: `02${'ab'.repeat(65)}`, derivationPath: `m/${'1/'.repeat(60)}` },
        { address: TB1P, addressType: 'p2tr', publicKey: 'ab'.repeat(32), derivationPath: "m/86'/1'/0'/0/0" },
      ],
    })
    expect(result.addresses).toEqual([
      {
        address: TB1P,
        purpose: 'ordinals',
        symbol: 'BTC',
        addressType: 'p2tr',
        publicKey: 'ab'.repeat(32),
        derivationPath: "m/86'/1'/0'/0/0",
      },
      { address: ST, purpose: 'stacks', symbol: 'STX' },
    ])
  })

  it('a Bitcoin message signature that is not base64, or longer than any BIP-322 proof Latch verifies, is refused', () => {
    const address = TB1Q
    expect(normalizeWalletResult('signMessage', { signature: 'AUHd', address })).toEqual({
      signature: 'AUHd',
      address,
    })
    for (const signature of ['not base64!', 'A'.repeat(12_004)]) {
      expect(() => normalizeWalletResult('signMessage', { signature, address })).toThrow(
        expect.objectContaining({ name: 'UnknownWalletError' }),
      )
    }
  })

  it('a message signature that is not 65 bytes is refused', () => {
    expect(() =>
      normalizeWalletResult('stx_signMessage', { signature: '00'.repeat(64), publicKey: '02' }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_BYTE_LENGTH' }))
  })

  it('a txid that is not 32 bytes of hex (Stacks 0x + 64 hex, Bitcoin 64 hex) is refused, in every method that returns one', () => {
    const bad = [
      'abc',
      `0x${TXID}00`,
      'zz'.repeat(32),
      `${TXID}\n`,
      '<img src=x onerror=alert(1)>',
      'ab'.repeat(100_000),
      7,
    ]
    const results = [
      ['stx_transferStx', {}],
      ['stx_callContract', {}],
      ['stx_deployContract', {}],
      ['sendTransfer', {}],
      ['stx_signTransaction', { transaction: '00' }],
      ['signPsbt', { psbt: 'cHNidP8=' }],
    ] as const
    for (const [method, rest] of results) {
      for (const txid of bad) {
        expect(() => normalizeWalletResult(method, { ...rest, txid })).toThrow(
          expect.objectContaining({ name: 'UnknownWalletError', code: -31000 }),
        )
      }
    }
  })

  it('property: any 32-byte hex txid (with or without 0x) is kept, anything else of another length is refused', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.boolean(), (bytes, prefixed) => {
        const hex = Buffer.from(bytes).toString('hex')
        expect(normalizeWalletResult('sendTransfer', { txid: prefixed ? `0x${hex}` : hex })).toEqual({
          txid: hex,
        })
      }),
    )
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200 }).filter((s) => !/^(0x)?[0-9a-fA-F]{64}$/.test(s) && s.length > 0),
        (txid) => {
          expect(() => normalizeWalletResult('sendTransfer', { txid })).toThrow(
            expect.objectContaining({ name: 'UnknownWalletError' }),
          )
        },
      ),
    )
  })

  it('a signed transaction that is not hex, a PSBT that is not base64 or over-long, or a public key that is not a hex key is refused', () => {
    const huge = '00'.repeat(2_500_001)
    for (const transaction of ['not hex', huge]) {
      expect(() => normalizeWalletResult('stx_signTransaction', { transaction })).toThrow(
        expect.objectContaining({ name: 'UnknownWalletError' }),
      )
      expect(() => normalizeWalletResult('stx_transferStx', { txid: TXID, transaction })).toThrow(
        expect.objectContaining({ name: 'UnknownWalletError' }),
      )
    }
    for (const psbt of ['not base64!', 'A'.repeat(6_700_004)]) {
      expect(() => normalizeWalletResult('signPsbt', { psbt })).toThrow(
        expect.objectContaining({ name: 'UnknownWalletError' }),
      )
    }
    for (const publicKey of ['xyz', '02'.repeat(200)]) {
      expect(() =>
        normalizeWalletResult('stx_signMessage', { signature: '00'.repeat(65), publicKey }),
      ).toThrow(expect.objectContaining({ name: 'UnknownWalletError' }))
    }
    expect(
      normalizeWalletResult('stx_signMessage', { signature: '00'.repeat(65), publicKey: PUBKEY }),
    ).toEqual({
      signature: '00'.repeat(65),
      publicKey: PUBKEY,
    })
  })
})
