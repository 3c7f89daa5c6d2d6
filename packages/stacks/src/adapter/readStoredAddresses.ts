import { isValidStacksAddress, type LatchStorage } from '@latch/core/kit'
import type { WalletAddress } from '../request/methods'
import { ADDRESSES_KEY, type StoredAddress, type StoredAddresses } from './storedAddresses'

// Reading stored addresses back checks every Stacks address (c32check, SHA-256): this module loads
// with the first silent restore, not with the page.

/** Addresses restored per namespace at most (a wallet gives one or two per namespace). */
const MAX_STORED_ADDRESSES = 10
/** Entries of a stored list read at most. */
const MAX_ENTRIES_READ = 1_000
/** A Bitcoin address by shape: bech32/bech32m (bc1, tb1, bcrt1) or base58 (1, 3, m, n, 2). */
const BITCOIN_SHAPE =
  /^(?:(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{6,87}|(?:BC|TB|BCRT)1[02-9AC-HJ-NP-Z]{6,87}|[13mn2][1-9A-HJ-NP-Za-km-z]{25,34})$/

const isStacksAddress = (address: string) =>
  isValidStacksAddress(address, 'mainnet') || isValidStacksAddress(address, 'testnet')

function isStoredAddress(value: unknown, namespace: keyof StoredAddresses): value is StoredAddress {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  if (typeof v.address !== 'string') return false
  const wellFormed = namespace === 'stacks' ? isStacksAddress(v.address) : BITCOIN_SHAPE.test(v.address)
  return (
    wellFormed &&
    (v.purpose === 'payment' || v.purpose === 'ordinals' || v.purpose === 'stacks') &&
    (v.addressType === undefined || (typeof v.addressType === 'string' && v.addressType.length <= 32))
  )
}

/** The distinct well-formed addresses of one stored list, at most {@link MAX_STORED_ADDRESSES}. */
function readList(value: unknown, namespace: keyof StoredAddresses): StoredAddress[] {
  if (!Array.isArray(value)) return []
  const kept: StoredAddress[] = []
  for (const entry of value.slice(0, MAX_ENTRIES_READ)) {
    if (!isStoredAddress(entry, namespace)) continue
    if (kept.some((a) => a.address === entry.address && a.purpose === entry.purpose)) continue
    kept.push(
      entry.addressType === undefined
        ? { address: entry.address, purpose: entry.purpose }
        : { address: entry.address, purpose: entry.purpose, addressType: entry.addressType },
    )
    if (kept.length === MAX_STORED_ADDRESSES) break
  }
  return kept
}

/**
 * Type guard for the stored object: both lists are arrays. Their entries are read one by one by
 * {@link readStoredAddresses}.
 *
 * @example
 * ```ts
 * storage.get(ADDRESSES_KEY, isStoredAddresses)
 * ```
 */
export function isStoredAddresses(value: unknown): value is { stacks: unknown[]; bip122: unknown[] } {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return Array.isArray(v.stacks) && Array.isArray(v.bip122)
}

/**
 * Reads stored addresses back as wallet addresses (without keys). Storage is untrusted: only
 * well-formed addresses are kept (Stacks: c32check of either network; Bitcoin: a bech32 or base58
 * address by shape), distinct, at most 10 per namespace; a malformed entry is skipped. Nothing is
 * restored when no address is left.
 *
 * @example
 * ```ts
 * const addresses = readStoredAddresses(storage)
 * ```
 */
export function readStoredAddresses(storage: LatchStorage): WalletAddress[] | undefined {
  const stored = storage.get(ADDRESSES_KEY, isStoredAddresses)
  if (!stored) return undefined
  const addresses = [
    ...readList(stored.bip122, 'bip122').map((a) => ({ ...a, symbol: 'BTC' as const })),
    ...readList(stored.stacks, 'stacks').map((a) => ({ ...a, symbol: 'STX' as const })),
  ]
  return addresses.length > 0 ? addresses : undefined
}
