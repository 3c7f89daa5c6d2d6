import { describe, expect, it } from 'vitest'
import { toConnectResult } from './toConnectResult'

const stx = {
  symbol: 'STX',
  address: 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM',
  publicKey: '02aa',
  purpose: 'stacks',
}
const btc = {
  symbol: 'BTC',
  address: 'tb1qexample',
  publicKey: '03bb',
  purpose: 'payment',
  addressType: 'p2wpkh',
}

describe("toConnectResult shapes Latch's answer as @stacks/connect 8 returns it", () => {
  it('stx_getAddresses keeps the STX entry only; getAddresses keeps every entry with its purpose and type', () => {
    expect(toConnectResult('stx_getAddresses', { addresses: [btc, stx] })).toEqual({ addresses: [stx] })
    expect(toConnectResult('getAddresses', { addresses: [btc, stx] })).toEqual({ addresses: [btc, stx] })
  })

  it('reads at most 20 address entries and only the fields @stacks/connect has', () => {
    const many = Array.from({ length: 50 }, () => ({ ...btc, derivationPath: "m/84'/1'/0'/0/0", extra: 'x' }))
    const { addresses } = toConnectResult('getAddresses', { addresses: many }) as { addresses: object[] }
    expect(addresses).toHaveLength(20)
    expect(addresses[0]).toEqual(btc)
  })

  it('a profile update answers { profile } whether the wallet said profile or person', () => {
    expect(toConnectResult('stx_updateProfile', { person: { name: 'A' } })).toEqual({
      profile: { name: 'A' },
    })
    expect(toConnectResult('stx_updateProfile', { profile: { name: 'B' } })).toEqual({
      profile: { name: 'B' },
    })
  })

  it('a transaction result carries txid and transaction, nothing else', () => {
    expect(toConnectResult('stx_transferStx', { txid: 'ab', transaction: '00', extra: 1 })).toEqual({
      txid: 'ab',
      transaction: '00',
    })
  })

  const unreadable: [string, Parameters<typeof toConnectResult>[0], unknown][] = [
    ['no result at all', 'stx_signMessage', null],
    ['a signature that is not a string', 'stx_signMessage', { signature: 5, publicKey: '02aa' }],
    ['an address entry without its public key', 'getAddresses', { addresses: [{ address: stx.address }] }],
    ['no address list', 'getAddresses', { address: stx.address }],
    ['an empty txid', 'sendTransfer', { txid: '' }],
    ['an over-long PSBT', 'signPsbt', { psbt: 'A'.repeat(1_000_001) }],
    ['a signed transaction of another type', 'stx_signTransaction', { transaction: ['00'] }],
  ]
  for (const [what, method, raw] of unreadable) {
    it(`${what} is an unknown wallet error`, () => {
      expect(() => toConnectResult(method, raw)).toThrow(
        expect.objectContaining({ name: 'UnknownWalletError', code: -31000 }),
      )
    })
  }
})
