import { isValidBitcoinAddress, isValidStacksAddress, type LatchStorage } from '@latch/core/kit'
import type { WalletAddress } from '../request/methods'
import type { StacksNetworkKind } from '../validation/assertStacksAddress'
import {
  LEGACY_ADDRESSES_KEY,
  LEGACY_WALLET_KEY,
  SESSIONS_KEY,
  type StoredAddress,
  type StoredAddresses,
  toStoredAddresses,
} from './storedAddresses'

// The stored wallet sessions: reading one back checks every address for its network (c32check,
// bech32 and base58check, SHA-256). This module loads with the first connect or silent restore,
// not with the page.

/** Wallet sessions stored at most (anything past this is not kept). */
const MAX_SESSIONS = 10

/** Addresses restored per namespace at most (a wallet gives one or two per namespace). */
const MAX_STORED_ADDRESSES = 10
/** Entries a stored list may hold: a longer one is not this adapter's data and is refused whole. */
const MAX_ENTRIES_READ = 20

/**
 * The networks stored addresses must belong to: those the adapters currently target.
 *
 * @example
 * ```ts
 * const networks: StoredSessionNetworks = { stacks: 'testnet', bip122: 'testnet' }
 * ```
 */
export type StoredSessionNetworks = { stacks: StacksNetworkKind; bip122: 'mainnet' | 'testnet' }

const isBitcoinAddress = (address: string, network: 'mainnet' | 'testnet') =>
  isValidBitcoinAddress(address, network) ||
  (network === 'testnet' && isValidBitcoinAddress(address, 'regtest'))

function isStoredAddress(
  value: unknown,
  namespace: keyof StoredAddresses,
  networks: StoredSessionNetworks,
): value is StoredAddress {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  if (typeof v.address !== 'string' || v.address.length > 120) return false
  const valid =
    namespace === 'stacks'
      ? isValidStacksAddress(v.address, networks.stacks)
      : isBitcoinAddress(v.address, networks.bip122)
  return (
    valid &&
    (v.purpose === 'payment' || v.purpose === 'ordinals' || v.purpose === 'stacks') &&
    (v.addressType === undefined || (typeof v.addressType === 'string' && v.addressType.length <= 32))
  )
}

/** The distinct valid addresses of one stored list, at most {@link MAX_STORED_ADDRESSES}. */
function readList(value: unknown, namespace: keyof StoredAddresses, networks: StoredSessionNetworks) {
  if (!Array.isArray(value)) return []
  const kept: StoredAddress[] = []
  for (const entry of value) {
    if (!isStoredAddress(entry, namespace, networks)) continue
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
 * Forgets every stored session.
 *
 * @param storage - The instance's storage.
 * @example
 * ```ts
 * forgetAllSessions(storage)
 * ```
 */
export function forgetAllSessions(storage: LatchStorage): void {
  writeSessions(storage, new Map())
}

/**
 * Type guard for one stored session: both lists are arrays of at most 20 entries. Their entries are read one by one by
 * {@link readStoredSession}.
 *
 * @example
 * ```ts
 * isStoredAddresses({ stacks: [], bip122: [] }) // true
 * ```
 */
export function isStoredAddresses(value: unknown): value is { stacks: unknown[]; bip122: unknown[] } {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    Array.isArray(v.stacks) &&
    Array.isArray(v.bip122) &&
    v.stacks.length <= MAX_ENTRIES_READ &&
    v.bip122.length <= MAX_ENTRIES_READ
  )
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * The stored sessions by wallet id, read as untrusted: only sensible ids (never an
 * `Object.prototype` name) with a session of the right shape, at most {@link MAX_SESSIONS}.
 */
function readSessions(storage: LatchStorage): Map<string, unknown> {
  return new Map(
    Object.entries(storage.get(SESSIONS_KEY, isObject) ?? {})
      .filter(([id, v]) => id !== '' && id.length <= 200 && !(id in Object.prototype) && isStoredAddresses(v))
      .slice(0, MAX_SESSIONS),
  )
}

function writeSessions(storage: LatchStorage, sessions: Map<string, unknown>): void {
  // what the single-wallet versions stored is replaced by the per-wallet map
  storage.remove(LEGACY_WALLET_KEY)
  storage.remove(LEGACY_ADDRESSES_KEY)
  if (sessions.size === 0) storage.remove(SESSIONS_KEY)
  else storage.set(SESSIONS_KEY, Object.fromEntries([...sessions].slice(-MAX_SESSIONS)))
}

/**
 * Stores one wallet's session (its addresses without keys or paths), keeping the other wallets'.
 *
 * @param storage - The instance's storage.
 * @param walletId - The wallet.
 * @param addresses - Its addresses (from `getAddresses`).
 * @example
 * ```ts
 * rememberSession(storage, 'LeatherProvider', addresses)
 * ```
 */
export function rememberSession(
  storage: LatchStorage,
  walletId: string,
  addresses: readonly WalletAddress[],
): void {
  const sessions = readSessions(storage)
  sessions.delete(walletId)
  sessions.set(walletId, toStoredAddresses(addresses))
  writeSessions(storage, sessions)
}

/**
 * Forgets one wallet's stored session, keeping the other wallets'.
 *
 * @param storage - The instance's storage.
 * @param walletId - The wallet.
 * @example
 * ```ts
 * forgetSession(storage, 'LeatherProvider')
 * ```
 */
export function forgetSession(storage: LatchStorage, walletId: string): void {
  const sessions = readSessions(storage)
  sessions.delete(walletId)
  writeSessions(storage, sessions)
}

/**
 * Reads one wallet's stored addresses back as wallet addresses (without keys). Storage is
 * untrusted: a list longer than 20 entries refuses the session; only addresses valid for the current networks are kept (Stacks: c32check and version;
 * Bitcoin: bech32/bech32m or base58check and prefix), distinct, at most 10 per namespace; a
 * malformed entry is skipped. Nothing is restored when no address is left. A session stored by
 * an earlier single-wallet version is read too.
 *
 * @param storage - The instance's storage.
 * @param walletId - The wallet to restore.
 * @param networks - The networks the adapters target.
 * @returns The addresses, or undefined when nothing valid is stored for the wallet.
 * @example
 * ```ts
 * const addresses = readStoredSession(storage, 'LeatherProvider', { stacks: 'testnet', bip122: 'testnet' })
 * ```
 */
export function readStoredSession(
  storage: LatchStorage,
  walletId: string,
  networks: StoredSessionNetworks,
): WalletAddress[] | undefined {
  const sessions = readSessions(storage)
  const legacy = storage.get(LEGACY_WALLET_KEY, (v): v is string => typeof v === 'string') === walletId
  const entry = sessions.has(walletId)
    ? sessions.get(walletId)
    : legacy
      ? storage.get(LEGACY_ADDRESSES_KEY, isStoredAddresses)
      : undefined
  if (!isStoredAddresses(entry)) return undefined
  const addresses = [
    ...readList(entry.bip122, 'bip122', networks).map((a) => ({ ...a, symbol: 'BTC' as const })),
    ...readList(entry.stacks, 'stacks', networks).map((a) => ({ ...a, symbol: 'STX' as const })),
  ]
  return addresses.length > 0 ? addresses : undefined
}
