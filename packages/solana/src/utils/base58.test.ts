import { Keypair, PublicKey } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58, isSolanaAddress } from './base58'

describe('base58 for Solana addresses and signatures', () => {
  it('encodes and decodes exactly as @solana/web3.js does, leading zero bytes included', () => {
    for (let i = 0; i < 50; i++) {
      const key = Keypair.generate().publicKey
      expect(encodeBase58(key.toBytes())).toBe(key.toBase58())
      expect(decodeBase58(key.toBase58())).toEqual(Uint8Array.from(key.toBytes()))
    }
    const system = new PublicKey(new Uint8Array(32))
    expect(encodeBase58(new Uint8Array(32))).toBe(system.toBase58())
    expect(decodeBase58('1112')).toEqual(Uint8Array.from([0, 0, 0, 1]))
  })

  it('accepts only 32-byte base58 keys as addresses and rejects bad characters with a ValidationError', () => {
    expect(isSolanaAddress(Keypair.generate().publicKey.toBase58())).toBe(true)
    expect(isSolanaAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
    expect(isSolanaAddress('1111')).toBe(false)
    expect(() => decodeBase58('0OIl')).toThrow(
      expect.objectContaining({ name: 'ValidationError', code: 'INVALID_BASE58' }),
    )
  })
})
