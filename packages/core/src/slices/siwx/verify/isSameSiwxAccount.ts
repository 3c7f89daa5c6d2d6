import { isSameAddress } from '../../../shared/validation/isSameAddress'

/**
 * True when two addresses name the same account on a network, by the one rule of
 * {@link isSameAddress}: EVM (and Bitcoin bech32) addresses ignore letter case, Solana, Bitcoin
 * base58 and Stacks addresses compare exactly.
 *
 * @param chainId - The CAIP-2 network id (its namespace decides).
 * @param a - An address.
 * @param b - Another address.
 * @returns Whether they are the same account.
 * @example
 * ```ts
 * isSameSiwxAccount('eip155:1', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // true
 * ```
 */
export function isSameSiwxAccount(chainId: string, a: string, b: string): boolean {
  return isSameAddress(chainId, a, b)
}
