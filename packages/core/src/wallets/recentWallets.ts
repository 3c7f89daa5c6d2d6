import { isArrayOf, isRecord, isString } from '../api/validators'
import { CONSTANTS } from '../constants/constants'
import type { LatchStorage } from '../storage/types'
import type { WalletListing } from './types'

/** Storage key of the recent wallets list. */
export const RECENT_WALLETS_KEY = 'recentWallets'
/** Storage key of the chosen wallet id. */
export const CHOSEN_WALLET_KEY = 'chosenWalletId'

function isStoredWallet(value: unknown): value is WalletListing {
  return isRecord(value) && isString(value.id) && isString(value.name) && isArrayOf(value.chains, isString)
}

function isStoredWallets(value: unknown): value is WalletListing[] {
  return isArrayOf(value, isStoredWallet)
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
  /** Stored recent wallets, most recent first (at most 2). */
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
    list: () => (storage.get(RECENT_WALLETS_KEY, isStoredWallets) ?? []).slice(0, CONSTANTS.recentWalletsMax),
    add(wallet) {
      const { installed: _installed, image_url, ...rest } = wallet
      const stored: WalletListing = {
        ...rest,
        ...(image_url?.startsWith('blob:') || image_url === undefined ? {} : { image_url }),
      }
      const next = [stored, ...this.list().filter((entry) => entry.id !== wallet.id)].slice(
        0,
        CONSTANTS.recentWalletsMax,
      )
      storage.set(RECENT_WALLETS_KEY, next)
      return next
    },
    setChosenWalletId(id) {
      if (!persist) return
      if (id === undefined) storage.remove(CHOSEN_WALLET_KEY)
      else storage.set(CHOSEN_WALLET_KEY, id)
    },
    getChosenWalletId: () => (persist ? storage.get(CHOSEN_WALLET_KEY, isString) : undefined),
  }
}
