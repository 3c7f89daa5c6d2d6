import type { AddressPurpose, WalletAddress } from '../request/methods'

/**
 * Storage key of the connected wallets' sessions: wallet id → its {@link StoredAddresses}.
 *
 * @example
 * ```ts
 * storage.get(SESSIONS_KEY, (v): v is Record<string, unknown> => typeof v === 'object' && v !== null)
 * ```
 */
export const SESSIONS_KEY = 'stacks.sessions'
/**
 * Storage key of the one remembered wallet id of earlier versions (read once, then replaced by
 * {@link SESSIONS_KEY}).
 *
 * @example
 * ```ts
 * storage.get(LEGACY_WALLET_KEY, (v): v is string => typeof v === 'string')
 * ```
 */
export const LEGACY_WALLET_KEY = 'stacks.wallet'
/**
 * Storage key of that wallet's addresses in earlier versions.
 *
 * @example
 * ```ts
 * storage.remove(LEGACY_ADDRESSES_KEY)
 * ```
 */
export const LEGACY_ADDRESSES_KEY = 'stacks.addresses'
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
