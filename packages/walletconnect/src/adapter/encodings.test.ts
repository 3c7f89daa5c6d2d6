import { describe, expect, it } from 'vitest'
import { erc20TransferData, toBase58, utf8ToHex } from './encodings'

describe('pairing adapter encodings', () => {
  it('base58-encodes bytes with leading zeros as 1s (Solana message encoding)', () => {
    expect(toBase58(new Uint8Array([]))).toBe('')
    expect(toBase58(new Uint8Array([0, 0, 1]))).toBe('112')
    expect(toBase58(new TextEncoder().encode('hello world'))).toBe('StV1DL6CwTryKyV')
  })

  it('hex-encodes UTF-8 text for personal_sign', () => {
    expect(utf8ToHex('hi')).toBe('0x6869')
    expect(utf8ToHex('é')).toBe('0xc3a9')
  })

  it('builds ERC20 transfer calldata with exact base units', () => {
    const data = erc20TransferData('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 10n ** 24n + 1n)
    expect(data).toBe(
      '0xa9059cbb00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8' +
        (10n ** 24n + 1n).toString(16).padStart(64, '0'),
    )
    expect(data).toHaveLength(2 + 8 + 64 + 64)
  })

  it('refuses calldata for a receiver that is not an address or whose mixed case breaks EIP-55', () => {
    expect(() => erc20TransferData('0x70997970c51812dc3A010C7d01b50e0d17dc79C8', 1n)).toThrow(
      expect.objectContaining({ name: 'ValidationError', code: 'INVALID_CHECKSUM' }),
    )
    expect(() => erc20TransferData('0x7099', 1n)).toThrow(
      expect.objectContaining({ code: 'INVALID_ADDRESS' }),
    )
    expect(erc20TransferData('0x70997970c51812dc3a010c7d01b50e0d17dc79c8', 1n)).toHaveLength(2 + 8 + 64 + 64)
  })
})
