import { PublicKey } from '@solana/web3.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromBase58, toBase58 } from '../encoding/base58'
import { isSolanaAddress } from './solanaAddress'

const RUNS = 10_000
/** 10,000 cases take a few seconds; a loaded machine must not turn that into a timeout. */
const PROPERTY_TIMEOUT = 60_000

describe('Solana addresses: base58 of exactly 32 bytes', () => {
  it(
    'for random 32-byte keys: the base58 text is what @solana/web3.js writes, decodes back, and is accepted',
    () => {
      fc.assert(
        fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
          const address = toBase58(bytes)
          expect(address).toBe(new PublicKey(bytes).toBase58())
          expect(fromBase58(address)).toEqual(bytes)
          expect(isSolanaAddress(address)).toBe(true)
        }),
        { numRuns: RUNS },
      )
    },
    PROPERTY_TIMEOUT,
  )

  it(
    'for random byte strings of any other length (leading zero bytes included): refused',
    () => {
      const notAKey = fc
        .tuple(fc.nat({ max: 4 }), fc.uint8Array({ maxLength: 64 }))
        .map(([zeros, bytes]) => Uint8Array.of(...new Array<number>(zeros).fill(0), ...bytes))
        .filter((bytes) => bytes.length !== 32)
      fc.assert(
        fc.property(notAKey, (bytes) => {
          const text = toBase58(bytes)
          expect(fromBase58(text)).toEqual(bytes)
          expect(isSolanaAddress(text)).toBe(false)
        }),
        { numRuns: RUNS },
      )
    },
    PROPERTY_TIMEOUT,
  )

  it('refuses text outside the base58 alphabet, EVM addresses and non-strings', () => {
    const key = toBase58(new Uint8Array(32).fill(9))
    for (const bad of [
      `${key.slice(0, 10)}0${key.slice(11)}`,
      `${key.slice(0, 10)}O${key.slice(11)}`,
      `${key.slice(0, 10)}l${key.slice(11)}`,
      ` ${key}`,
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '',
    ]) {
      expect(isSolanaAddress(bad), bad).toBe(false)
    }
    for (const value of [undefined, null, 32, new Uint8Array(32)]) expect(isSolanaAddress(value)).toBe(false)
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
  })
})
