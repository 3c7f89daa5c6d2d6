import { describe, expect, it } from 'vitest'
import { isEvmAddress } from './evmAddress'
import { isEvmAddressShape } from './isEvmAddressShape'

const LOWER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** CHECKSUMMED with the case of its first letter flipped: the shape, not the checksum. */
const WRONG_CHECKSUM = '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('isEvmAddressShape: 20 bytes of hex after 0x', () => {
  it('accepts an address in any letter case, with or without a valid EIP-55 checksum', () => {
    for (const value of [LOWER, LOWER.replace(/[a-f]/g, (c) => c.toUpperCase()), CHECKSUMMED, WRONG_CHECKSUM])
      expect(isEvmAddressShape(value)).toBe(true)
  })

  it('refuses other lengths, prefixes, alphabets and types', () => {
    for (const value of [
      LOWER.slice(0, -1),
      `${LOWER}0`,
      LOWER.slice(2),
      `0X${LOWER.slice(2)}`,
      `0x${'g'.repeat(40)}`,
      `${LOWER}\n`,
      '0xabc',
      '',
      undefined,
      null,
      42,
      { address: LOWER },
    ])
      expect(isEvmAddressShape(value)).toBe(false)
  })

  it('is a shape check: the checksum check (isEvmAddress) is the stricter one', () => {
    expect(isEvmAddressShape(WRONG_CHECKSUM)).toBe(true)
    expect(isEvmAddress(WRONG_CHECKSUM)).toBe(false)
    expect(isEvmAddress(CHECKSUMMED)).toBe(true)
  })
})
