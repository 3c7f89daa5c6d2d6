import { CONSTANTS } from '@latch/core'
import { describe, expect, it } from 'vitest'
import {
  assertClarityInt,
  assertClarityString,
  assertClarityUint,
  assertFixedBytes,
  assertMemo,
  assertUint64,
} from './limits'

describe('Stacks limits (SPEC §5, §9)', () => {
  it('memo: 34 bytes pass, 35 bytes fail, counted in UTF-8 bytes not characters', () => {
    expect(() => assertMemo('a'.repeat(34))).not.toThrow()
    expect(() => assertMemo('a'.repeat(35))).toThrow(expect.objectContaining({ code: 'MEMO_TOO_LONG' }))
    expect(() => assertMemo('é'.repeat(17))).not.toThrow()
    expect(() => assertMemo(`${'é'.repeat(17)}a`)).toThrow(expect.objectContaining({ code: 'MEMO_TOO_LONG' }))
    expect(CONSTANTS.stacksMemoMaxBytes).toBe(34)
  })

  it('transfer and post-condition amounts: 0 and 2^64-1 pass as exact decimal strings; -1 and 2^64 fail', () => {
    expect(assertUint64(0n)).toBe('0')
    expect(assertUint64(2n ** 64n - 1n)).toBe('18446744073709551615')
    expect(assertUint64('18446744073709551615')).toBe('18446744073709551615')
    expect(() => assertUint64(2n ** 64n)).toThrow(expect.objectContaining({ code: 'AMOUNT_OUT_OF_RANGE' }))
    expect(() => assertUint64(-1n)).toThrow(expect.objectContaining({ code: 'AMOUNT_OUT_OF_RANGE' }))
  })

  it('amounts are never floats: numbers and decimal fractions are refused', () => {
    expect(() => assertUint64(1.5 as unknown as bigint)).toThrow(
      expect.objectContaining({ code: 'INVALID_AMOUNT' }),
    )
    expect(() => assertUint64('1.5')).toThrow(expect.objectContaining({ code: 'INVALID_AMOUNT' }))
  })

  it('Clarity int is signed 128-bit and uint unsigned 128-bit, boundaries included', () => {
    expect(assertClarityInt(-(2n ** 127n))).toBe(-(2n ** 127n))
    expect(assertClarityInt(2n ** 127n - 1n)).toBe(2n ** 127n - 1n)
    expect(() => assertClarityInt(2n ** 127n)).toThrow(expect.objectContaining({ code: 'INT_OUT_OF_RANGE' }))
    expect(() => assertClarityInt(-(2n ** 127n) - 1n)).toThrow(
      expect.objectContaining({ code: 'INT_OUT_OF_RANGE' }),
    )
    expect(assertClarityUint(2n ** 128n - 1n)).toBe(2n ** 128n - 1n)
    expect(() => assertClarityUint(2n ** 128n)).toThrow(
      expect.objectContaining({ code: 'UINT_OUT_OF_RANGE' }),
    )
    expect(() => assertClarityUint(-1n)).toThrow(expect.objectContaining({ code: 'UINT_OUT_OF_RANGE' }))
  })

  it('Clarity strings are at most 128 bytes; ascii strings must be ASCII', () => {
    expect(() => assertClarityString('x'.repeat(128), 'ascii')).not.toThrow()
    expect(() => assertClarityString('x'.repeat(129), 'ascii')).toThrow(
      expect.objectContaining({ code: 'STRING_TOO_LONG' }),
    )
    expect(() => assertClarityString('é'.repeat(65), 'utf8')).toThrow(
      expect.objectContaining({ code: 'STRING_TOO_LONG' }),
    )
    expect(() => assertClarityString('é', 'ascii')).toThrow(
      expect.objectContaining({ code: 'INVALID_STRING' }),
    )
  })

  it('signature is 65 bytes, coinbase 32, VRF proof 80: one byte less or more fails', () => {
    for (const [kind, n] of [
      ['signature', 65],
      ['coinbase', 32],
      ['vrfProof', 80],
    ] as const) {
      expect(assertFixedBytes(kind, '00'.repeat(n))).toHaveLength(n)
      expect(() => assertFixedBytes(kind, '00'.repeat(n - 1))).toThrow(
        expect.objectContaining({ code: 'INVALID_BYTE_LENGTH' }),
      )
      expect(() => assertFixedBytes(kind, new Uint8Array(n + 1))).toThrow(
        expect.objectContaining({ code: 'INVALID_BYTE_LENGTH' }),
      )
    }
    expect(() => assertFixedBytes('signature', 'zz')).toThrow(
      expect.objectContaining({ code: 'INVALID_BYTE_LENGTH' }),
    )
  })
})
