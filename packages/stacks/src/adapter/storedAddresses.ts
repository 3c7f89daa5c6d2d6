import type { LatchStorage } from '@latch/core'
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

function isStoredAddress(value: unknown): value is StoredAddress {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.address === 'string' &&
    (v.purpose === 'payment' || v.purpose === 'ordinals' || v.purpose === 'stacks') &&
    (v.addressType === undefined || typeof v.addressType === 'string')
  )
}

/**
 * Type guard for {@link StoredAddresses}, used when reading storage.
 *
 * @example
 * ```ts
 * storage.get(ADDRESSES_KEY, isStoredAddresses)
 * ```
 */
export function isStoredAddresses(value: unknown): value is StoredAddresses {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    Array.isArray(v.stacks) &&
    v.stacks.every(isStoredAddress) &&
    Array.isArray(v.bip122) &&
    v.bip122.every(isStoredAddress)
  )
}

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

/**
 * Reads stored addresses back as wallet addresses (without keys).
 *
 * @example
 * ```ts
 * const addresses = readStoredAddresses(storage)
 * ```
 */
export function readStoredAddresses(storage: LatchStorage): WalletAddress[] | undefined {
  const stored = storage.get(ADDRESSES_KEY, isStoredAddresses)
  if (!stored) return undefined
  return [
    ...stored.bip122.map((a) => ({ ...a, symbol: 'BTC' as const })),
    ...stored.stacks.map((a) => ({ ...a, symbol: 'STX' as const })),
  ]
}
