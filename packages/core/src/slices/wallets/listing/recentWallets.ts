import { isBoundedString } from '../../../http/validators'
import { RECENT_WALLETS_MAX } from '../../../shared/constants/firstLoadConstants'
import type { LatchStorage } from '../../../shared/storage/types'
import { UNTRUSTED_LIMITS } from '../../../shared/validation/untrustedLimits'
import { readWalletListing } from './readWalletListing'
import type { WalletListing } from './types'

/** Storage key of the recent wallets list. */
export const RECENT_WALLETS_KEY = 'recentWallets'
/** Storage key of the chosen wallet id. */
export const CHOSEN_WALLET_KEY = 'chosenWalletId'

const isChosenWalletId = (value: unknown): value is string =>
  isBoundedString(value, UNTRUSTED_LIMITS.idLength) && value !== ''

/**
 * The stored recent wallets as untrusted data: malformed entries skipped, de-duplicated by id,
 * at most 2, links and images kept only when safe.
 */
function readRecent(storage: LatchStorage): WalletListing[] {
  const stored = storage.get(RECENT_WALLETS_KEY, Array.isArray) ?? []
  const wallets: WalletListing[] = []
  for (const entry of stored.slice(0, UNTRUSTED_LIMITS.listItems)) {
    const wallet = readWalletListing(entry)
    if (!wallet || wallets.some((w) => w.id === wallet.id)) continue
    wallets.push(wallet)
    if (wallets.length === RECENT_WALLETS_MAX) break
  }
  return wallets
}

/**
 * Recent wallets and the chosen wallet id, kept in the instance's storage (SPEC §3, §5).
 *
 * @example
 * ```ts
 * const recent = createRecentWallets({ storage, persist: true })
 * recent.add(metamask)
 * recent.list() // [metamask]
 * ```
 */
export interface RecentWallets {
  /** Stored recent wallets, most recent first, de-duplicated by id, at most 2 (malformed entries skipped). */
  list(): WalletListing[]
  /** Put a wallet first, de-duplicated by id, capped at 2. Returns the new list. */
  add(wallet: WalletListing): WalletListing[]
  /** Remember the chosen wallet id (only when persistence is on). */
  setChosenWalletId(id: string | undefined): void
  /** The remembered chosen wallet id. */
  getChosenWalletId(): string | undefined
}

/**
 * Makes the recent-wallets store.
 *
 * @param parameters - `storage` (prefixed, versioned) and `persist` (remember the chosen wallet id).
 * @returns The store.
 * @example
 * ```ts
 * const recent = createRecentWallets({ storage: createStorage(createMemoryStore()), persist: true })
 * ```
 */
export function createRecentWallets(parameters: { storage: LatchStorage; persist: boolean }): RecentWallets {
  const { storage, persist } = parameters
  return {
    list: () => readRecent(storage),
    add(wallet) {
      const { installed: _installed, image_url, ...rest } = wallet
      const stored: WalletListing = {
        ...rest,
        ...(image_url?.startsWith('blob:') || image_url === undefined ? {} : { image_url }),
      }
      // What is stored is read back as untrusted, so it is held to the same rules now.
      const safe = readWalletListing(stored)
      if (!safe) return this.list()
      const next = [safe, ...this.list().filter((entry) => entry.id !== safe.id)].slice(0, RECENT_WALLETS_MAX)
      storage.set(RECENT_WALLETS_KEY, next)
      return next
    },
    setChosenWalletId(id) {
      if (!persist) return
      if (id === undefined) storage.remove(CHOSEN_WALLET_KEY)
      else storage.set(CHOSEN_WALLET_KEY, id)
    },
    getChosenWalletId: () => (persist ? storage.get(CHOSEN_WALLET_KEY, isChosenWalletId) : undefined),
  }
}
