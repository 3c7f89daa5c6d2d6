import { keccak_256 } from '@noble/hashes/sha3.js'
import { bytesToHex } from '../../shared/bytesToHex'

/**
 * The 4-byte selector of a function: the first bytes of keccak256 of its canonical signature.
 *
 * @param signature - E.g. `transfer(address,uint256)` (types only, no names or spaces).
 * @returns The selector as lower-case hex, e.g. `0xa9059cbb`.
 * @example
 * ```ts
 * functionSelector('transfer(address,uint256)') // '0xa9059cbb'
 * ```
 */
export function functionSelector(signature: string): string {
  return `0x${bytesToHex(keccak_256(new TextEncoder().encode(signature)).slice(0, 4))}`
}
