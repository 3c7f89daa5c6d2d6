import { ValidationError } from '@latch/core'
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { isEvmAddress, toChecksumAddress } from './checksumAddress'

describe('EIP-55 addresses', () => {
  it('checksums like viem for lowercase input', () => {
    for (const a of [
      '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      '0xdac17f958d2ee523a2206206994597c13d831ec7',
      '0x0000000000000000000000000000000000000000',
    ]) {
      expect(toChecksumAddress(a)).toBe(getAddress(a))
    }
  })

  it('rejects a mixed-case address with a wrong checksum and non-addresses', () => {
    expect(() => toChecksumAddress('0xF39fd6e51aad88F6F4ce6aB8827279cffFb92266')).toThrow(ValidationError)
    expect(() => toChecksumAddress('0x1234')).toThrow(ValidationError)
    expect(isEvmAddress('0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266')).toBe(true)
    expect(isEvmAddress('f39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe(false)
  })
})
