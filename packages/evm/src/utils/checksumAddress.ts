import { ValidationError } from '@latch/core'
import { keccak_256 } from '@noble/hashes/sha3.js'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * True when `value` is a 20-byte hex address (any letter case).
 *
 * @param value - Anything.
 * @returns Whether it looks like an EVM address.
 * @example
 * ```ts
 * isEvmAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // true
 * ```
 */
export function isEvmAddress(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && ADDRESS.test(value)
}

/**
 * Returns the EIP-55 checksummed form of an address. A mixed-case input must already carry a valid
 * checksum (a typo in a checksummed address is caught, never silently "fixed").
 *
 * @param address - A 20-byte hex address.
 * @returns The checksummed address.
 * @throws {ValidationError} when it is not an address or its mixed-case checksum is wrong.
 * @example
 * ```ts
 * toChecksumAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 * ```
 */
export function toChecksumAddress(address: string): `0x${string}` {
  if (!ADDRESS.test(address)) {
    throw new ValidationError(`Invalid EVM address "${address}"`, { code: 'INVALID_ADDRESS' })
  }
  const lower = address.slice(2).toLowerCase()
  const hash = keccak_256(new TextEncoder().encode(lower))
  let out = '0x'
  for (let i = 0; i < 40; i++) {
    const nibble = ((hash[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0x0f
    const char = lower[i]!
    out += nibble >= 8 ? char.toUpperCase() : char
  }
  const body = address.slice(2)
  const mixed = body !== body.toLowerCase() && body !== body.toUpperCase()
  if (mixed && out !== address) {
    throw new ValidationError(`Invalid EVM address checksum "${address}"`, {
      code: 'INVALID_ADDRESS_CHECKSUM',
    })
  }
  return out as `0x${string}`
}
