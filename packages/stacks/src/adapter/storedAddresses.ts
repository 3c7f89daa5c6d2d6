import type { AddressPurpose, WalletAddress } from '../request/methods'

/**
 * Storage key of the remembered wallet id.
 *
 * @example
 * ```ts
 * storage.get(WALLET_KEY, (v): v is string => typeof v === 'string')
 * ```
 */
export const WALLET_KEY = 'stacks.wallet'
/**
 * Storage key of the addresses, per namespace.
 *
 * @example
 * ```ts
 * storage.get(ADDRESSES_KEY, isStoredAddresses)
 * ```
 */
export const ADDRESSES_KEY = 'stacks.addresses'

/**
 * What is persisted of an address: never its public key or derivation path.
 *
 * @example
 * ```ts
 * const a: StoredAddress = { address: 'bc1q...', purpose: 'payment', addressType: 'p2wpkh' }
 * ```
 */
export type StoredAddress = { address: string; purpose: AddressPurpose; addressType?: string }

/**
 * Persisted addresses per namespace: the Stacks list and the Bitcoin list (payment first).
 *
 * @example
 * ```ts
 * const stored: StoredAddresses = { stacks: [], bip122: [] }
 * ```
 */
export type StoredAddresses = { stacks: StoredAddress[]; bip122: StoredAddress[] }

/**
 * Splits a wallet's addresses per namespace and strips what must not be persisted.
 *
 * @param addresses - From `getAddresses` (already sorted, payment first).
 * @returns The lists to store.
 * @example
 * ```ts
 * storage.set(ADDRESSES_KEY, toStoredAddresses(addresses))
 * ```
 */
export function toStoredAddresses(addresses: readonly WalletAddress[]): StoredAddresses {
  const strip = (a: WalletAddress): StoredAddress =>
    a.addressType === undefined
      ? { address: a.address, purpose: a.purpose }
      : { address: a.address, purpose: a.purpose, addressType: a.addressType }
  return {
    stacks: addresses.filter((a) => a.symbol === 'STX').map(strip),
    bip122: addresses.filter((a) => a.symbol === 'BTC').map(strip),
  }
}
