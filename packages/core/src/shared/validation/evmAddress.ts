import { keccak_256 } from '@noble/hashes/sha3.js'
import { MESSAGES } from '../errors/catalogue'
import { ValidationError } from '../errors/errors'
import { INVALID_EVM_ADDRESS } from './invalidEvmAddress'
import { isEvmAddressShape } from './isEvmAddressShape'

/** The EIP-55 form: a hex letter is upper case when the matching nibble of keccak256(lower hex) is 8 or more. */
function checksummed(lowerBody: string): `0x${string}` {
  const hash = keccak_256(new TextEncoder().encode(lowerBody))
  let out = '0x'
  for (let i = 0; i < 40; i++) {
    const nibble = ((hash[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0x0f
    const char = lowerBody[i] ?? ''
    out += nibble >= 8 ? char.toUpperCase() : char
  }
  return out as `0x${string}`
}

/**
 * Returns the EIP-55 checksummed form of an EVM address. All-lowercase and all-uppercase input
 * carries no checksum and is accepted; mixed-case input must already be the checksummed form, so a
 * typo in a checksummed address (one letter's case changed) is caught, never silently "fixed".
 *
 * @param address - A 20-byte hex address with `0x`.
 * @param role - What the address is for (`'receiver'`, `'token'`...), named in the error details.
 * @returns The checksummed address.
 * @throws {ValidationError} "Invalid EVM address" (code `INVALID_ADDRESS`) when it is not 20 hex
 *   bytes, "Invalid checksum" (code `INVALID_CHECKSUM`) when its mixed case does not match EIP-55.
 * @example
 * ```ts
 * toChecksumAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 * toChecksumAddress('0xF39fd6e51aad88F6F4ce6aB8827279cffFb92266') // throws "Invalid checksum"
 * ```
 */
export function toChecksumAddress(address: string, role = 'address'): `0x${string}` {
  if (!isEvmAddressShape(address)) {
    throw new ValidationError(INVALID_EVM_ADDRESS, {
      code: 'INVALID_ADDRESS',
      details: `${role} ${describe(address)} is not 20 bytes of hex after 0x`,
    })
  }
  const body = address.slice(2)
  const expected = checksummed(body.toLowerCase())
  if (isMixedCase(body) && expected !== address) {
    throw new ValidationError(MESSAGES.invalidChecksum, {
      code: 'INVALID_CHECKSUM',
      details: `${role} "${address}" mixes upper and lower case but does not match its EIP-55 checksum (check it for a typo)`,
    })
  }
  return expected
}

/**
 * True when `value` is an EVM address Latch accepts: 20 hex bytes after `0x`, all lowercase, all
 * uppercase, or mixed case with a valid EIP-55 checksum.
 *
 * @param value - Anything.
 * @returns Whether it is a valid EVM address.
 * @example
 * ```ts
 * isEvmAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // true
 * isEvmAddress('0xF39fd6e51aad88F6F4ce6aB8827279cffFb92266') // false: one letter's case is wrong
 * ```
 */
export function isEvmAddress(value: unknown): value is `0x${string}` {
  if (!isEvmAddressShape(value)) return false
  const body = value.slice(2)
  if (!isMixedCase(body)) return true
  return checksummed(body.toLowerCase()) === value
}

/**
 * Reads a value Latch does not trust (a wallet's account list, a sign-in message's address) as an
 * EVM address: its EIP-55 checksummed form when {@link isEvmAddress} accepts it, else `undefined`.
 * One keccak per address, where `isEvmAddress` then `toChecksumAddress` hash a mixed-case address
 * twice (each hash runs cold on a reload's restore: about a millisecond in the page's main thread).
 *
 * @param value - Anything.
 * @returns The checksummed address, or `undefined`.
 * @example
 * ```ts
 * readEvmAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 * readEvmAddress('0xF39fd6e51aad88F6F4ce6aB8827279cffFb92266') // undefined: one letter's case is wrong
 * readEvmAddress('0x1234') // undefined
 * ```
 */
export function readEvmAddress(value: unknown): `0x${string}` | undefined {
  if (!isEvmAddressShape(value)) return undefined
  const body = value.slice(2)
  const expected = checksummed(body.toLowerCase())
  return isMixedCase(body) && expected !== value ? undefined : expected
}

/** Mixed case carries an EIP-55 checksum; all lower or all upper case carries none. */
function isMixedCase(body: string): boolean {
  return body !== body.toLowerCase() && body !== body.toUpperCase()
}

function describe(value: unknown): string {
  if (typeof value !== 'string') return `(a ${typeof value})`
  return JSON.stringify(value.length > 100 ? `${value.slice(0, 100)}…` : value)
}
