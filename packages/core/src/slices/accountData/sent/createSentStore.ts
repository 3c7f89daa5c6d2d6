import type { ActivityItem } from '../../../adapters/AccountDataSource'
import type { CaipNetworkId } from '../../../shared/networks/types'
import type { LatchStorage } from '../../../shared/storage/types'
import { isSameAddress } from '../../../shared/validation/isSameAddress'
import { toStoredSend } from './isStoredSend'
import { SENT_LIMITS } from './sentLimits'

/**
 * The storage key of an account's sends on a network: `sent.v1:<network>:<address>`, the address
 * lower-cased where letter case is not part of it (EVM). The `v1` changes when the stored shape does.
 *
 * @param address - The sending account.
 * @param chain - Its network.
 * @returns The key, or `undefined` for an address too long to be one.
 * @example
 * ```ts
 * sentStorageKey('0xAbC…', 'eip155:1') // 'sent.v1:eip155:1:0xabc…'
 * ```
 */
export function sentStorageKey(address: string, chain: CaipNetworkId): string | undefined {
  if (address.length === 0 || address.length > SENT_LIMITS.idLength) return undefined
  const canonical = isSameAddress(chain, address, address.toLowerCase()) ? address.toLowerCase() : address
  return `sent.v1:${chain}:${canonical}`
}

/**
 * The visitor's own sends kept in Latch storage, per account and network, newest first and at
 * most {@link SENT_LIMITS}.perAccount. Storage is untrusted: see {@link createSentStore}.
 *
 * @example
 * ```ts
 * const sends = store.read(address, 'eip155:1')
 * ```
 */
export type SentStore = {
  /**
   * The stored sends of `address` on network `chain` that have a send's shape and sizes, newest first,
   * each once; malformed, foreign or surplus entries are dropped and the key rewritten without them.
   */
  read(address: string, chain: CaipNetworkId): ActivityItem[]
  /** Keep these sends (the newest {@link SENT_LIMITS}.perAccount of them). */
  write(address: string, chain: CaipNetworkId, sends: readonly ActivityItem[]): void
}

/**
 * Creates the {@link SentStore} over the instance's storage (read at each call: `mount()` may
 * adopt the page's `localStorage` after the instance is made).
 *
 * @param getStorage - The instance's storage.
 * @returns The store.
 * @example
 * ```ts
 * const store = createSentStore(() => storage)
 * store.write(address, 'eip155:1', [item])
 * ```
 */
export function createSentStore(getStorage: () => LatchStorage): SentStore {
  return {
    read(address, chain) {
      const key = sentStorageKey(address, chain)
      if (key === undefined) return []
      const stored = getStorage().get(key, (value): value is unknown[] => Array.isArray(value))
      if (stored === undefined) return []
      const seen = new Set<string>()
      const sends: ActivityItem[] = []
      for (const entry of stored.slice(0, SENT_LIMITS.perAccount)) {
        const send = toStoredSend(entry, chain)
        if (!send || seen.has(send.id)) continue
        seen.add(send.id)
        sends.push(send)
      }
      if (sends.length !== stored.length) getStorage().set(key, sends)
      return sends
    },
    write(address, chain, sends) {
      const key = sentStorageKey(address, chain)
      if (key !== undefined) getStorage().set(key, sends.slice(0, SENT_LIMITS.perAccount))
    },
  }
}
