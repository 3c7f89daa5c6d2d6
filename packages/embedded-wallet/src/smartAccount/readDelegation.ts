import type { Address } from 'viem'

/**
 * What an account's code says of its EIP-7702 delegation: none (no code), to the configured
 * implementation, or to something else (`target`: the other contract; `undefined` for code that
 * is not a delegation at all, a contract account).
 *
 * @example
 * ```ts
 * const state: Delegation = { kind: 'other', target: '0xdead…' }
 * ```
 */
export type Delegation =
  | { kind: 'none' }
  | { kind: 'implementation' }
  | { kind: 'other'; target: Address | undefined }

/** EIP-7702's delegation designator: `0xef0100 ‖ address`. */
const DESIGNATOR = /^0xef0100([0-9a-f]{40})$/

/**
 * Reads an account's code (as `eth_getCode` answers it) as its delegation.
 *
 * @param code - The code (`0x`, `null` or `undefined` for none).
 * @param implementation - The configured smart-account implementation.
 * @returns The {@link Delegation}.
 * @example
 * ```ts
 * readDelegation(`0xef0100${implementation.slice(2)}`, implementation) // { kind: 'implementation' }
 * ```
 */
export function readDelegation(code: unknown, implementation: Address): Delegation {
  if (code === undefined || code === null || code === '0x' || code === '') return { kind: 'none' }
  const match = typeof code === 'string' ? DESIGNATOR.exec(code.toLowerCase()) : null
  if (match === null) return { kind: 'other', target: undefined }
  const target = `0x${match[1]}` as Address
  return target === implementation.toLowerCase() ? { kind: 'implementation' } : { kind: 'other', target }
}
