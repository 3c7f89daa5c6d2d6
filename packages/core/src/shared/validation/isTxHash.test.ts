import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isTxHash } from './isTxHash'

const HASH = 'ab'.repeat(32)
const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

describe('isTxHash: a transaction hash a wallet, an RPC or an API answered', () => {
  it('an EVM or Stacks hash (the default) is 0x and 32 bytes of hex, in any letter case', () => {
    expect(isTxHash(`0x${HASH}`)).toBe(true)
    expect(isTxHash(`0x${HASH.toUpperCase()}`)).toBe(true)
    expect(isTxHash(`0x${'aB'.repeat(32)}`, '0x')).toBe(true)
  })

  it('anything else is refused, so it never becomes an explorer link, an activity entry or a "Sent"', () => {
    for (const value of [
      HASH,
      `0X${HASH}`,
      `0x${HASH.slice(2)}`,
      `0x${HASH}ab`,
      `0x${'g'.repeat(64)}`,
      `0x${HASH}\n`,
      ` 0x${HASH}`,
      'javascript:alert(1)',
      '',
      undefined,
      null,
      42,
      { hash: `0x${HASH}` },
    ])
      expect(isTxHash(value)).toBe(false)
  })

  it('a Bitcoin txid (Esplora) has no 0x; a Stacks or Bitcoin wallet may answer either form', () => {
    expect(isTxHash(HASH, 'none')).toBe(true)
    expect(isTxHash(`0x${HASH}`, 'none')).toBe(false)
    expect(isTxHash(HASH, 'optional')).toBe(true)
    expect(isTxHash(`0x${HASH}`, 'optional')).toBe(true)
    for (const prefix of ['none', 'optional'] as const) {
      expect(isTxHash('javascript:alert(1)', prefix)).toBe(false)
      expect(isTxHash(HASH.slice(2), prefix)).toBe(false)
      expect(isTxHash(`0x0x${HASH}`, prefix)).toBe(false)
      expect(isTxHash(42, prefix)).toBe(false)
    }
  })

  it('used as a find or filter callback (its second argument an index), it still requires 0x', () => {
    expect([42, HASH, `0x${HASH}`].find(isTxHash as (value: unknown) => boolean)).toBe(`0x${HASH}`)
    expect([HASH, `0x${HASH}`].filter(isTxHash as (value: unknown) => boolean)).toEqual([`0x${HASH}`])
  })

  it('accepts every 32 bytes and no other length, for each prefix rule', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        const is32 = bytes.length === 32
        expect(isTxHash(`0x${hex(bytes)}`)).toBe(is32)
        expect(isTxHash(hex(bytes), 'none')).toBe(is32)
        expect(isTxHash(`0x${hex(bytes)}`, 'optional')).toBe(is32)
        expect(isTxHash(hex(bytes), 'optional')).toBe(is32)
      }),
    )
  })
})
