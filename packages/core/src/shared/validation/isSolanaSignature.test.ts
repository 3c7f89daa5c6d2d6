import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { toBase58 } from '../encoding/base58'
import { isSolanaSignature } from './isSolanaSignature'

describe('isSolanaSignature: the signature a Solana wallet or RPC answered', () => {
  it('accepts base58 of exactly 64 bytes, whatever the bytes (leading zero bytes included)', () => {
    expect(isSolanaSignature('1'.repeat(64))).toBe(true)
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 64, maxLength: 64 }), (bytes) => {
        expect(isSolanaSignature(toBase58(bytes))).toBe(true)
      }),
    )
  })

  it('refuses base58 of any other length', () => {
    expect(isSolanaSignature('z'.repeat(88))).toBe(false)
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 80 }).filter((bytes) => bytes.length !== 64),
        (bytes) => {
          expect(isSolanaSignature(toBase58(bytes))).toBe(false)
        },
      ),
    )
  })

  it('refuses characters outside the base58 alphabet and other types', () => {
    const valid = toBase58(new Uint8Array(64).fill(7))
    for (const bad of ['0', 'O', 'I', 'l', '+', ' ', '\n'])
      expect(isSolanaSignature(valid.slice(0, -1) + bad)).toBe(false)
    for (const value of ['', undefined, null, 64, new Uint8Array(64), { signature: valid }])
      expect(isSolanaSignature(value)).toBe(false)
  })
})
