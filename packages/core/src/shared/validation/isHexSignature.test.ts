import { describe, expect, it } from 'vitest'
import { HEX_SIGNATURE_MAX_CHARS, isHexSignature } from './isHexSignature'

describe('isHexSignature: the signature an EVM wallet answered', () => {
  it("accepts 0x hex of whole bytes: an EOA's 65 bytes and a longer EIP-1271 one, in any letter case", () => {
    expect(isHexSignature(`0x${'11'.repeat(65)}`)).toBe(true)
    expect(isHexSignature(`0x${'aB'.repeat(65)}`)).toBe(true)
    expect(isHexSignature(`0x${'ab'.repeat(1_000)}`)).toBe(true)
  })

  it('refuses an empty signature, half a byte, a missing 0x, other characters and other types', () => {
    for (const value of [
      '0x',
      '',
      `0x${'1'.repeat(131)}`,
      '11'.repeat(65),
      `0X${'11'.repeat(65)}`,
      `0x${'zz'.repeat(65)}`,
      `0x${'11'.repeat(65)}\n`,
      undefined,
      null,
      65,
      { signature: `0x${'11'.repeat(65)}` },
    ])
      expect(isHexSignature(value)).toBe(false)
  })

  it(`accepts at most ${HEX_SIGNATURE_MAX_CHARS} characters`, () => {
    const longest = `0x${'ab'.repeat((HEX_SIGNATURE_MAX_CHARS - 2) / 2)}`
    expect(longest).toHaveLength(HEX_SIGNATURE_MAX_CHARS)
    expect(isHexSignature(longest)).toBe(true)
    expect(isHexSignature(`${longest}ab`)).toBe(false)
  })
})
