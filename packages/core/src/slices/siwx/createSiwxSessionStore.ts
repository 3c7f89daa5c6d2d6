import type { SiwxSession } from '../../adapters/siwxTypes'
import type { LatchStorage } from '../../shared/storage/types'
import { isSiwxSession } from './verify/isSiwxSession'
import { parseRfc3339DateTime } from './verify/parseRfc3339DateTime'
import { SIWX_LIMITS } from './verify/siwxLimits'

/**
 * Sign-in sessions kept under one storage key, read defensively: see
 * {@link createSiwxSessionStore}.
 *
 * @example
 * ```ts
 * const { sessions, dirty } = store.read()
 * ```
 */
export type SiwxSessionStore = {
  /**
   * The newest `SIWX_LIMITS.storedSessions` stored entries that have a session's shape and size
   * and have not expired, oldest first; `dirty` when storage held anything else (to be rewritten).
   * The sessions are not verified: verify each before serving it.
   */
  read(): { sessions: SiwxSession[]; dirty: boolean }
  /** Keep these sessions (the newest `SIWX_LIMITS.storedSessions` of them). */
  write(sessions: readonly SiwxSession[]): void
}

/**
 * Creates the {@link SiwxSessionStore} of the default sign-in. Storage is untrusted: whatever is
 * read back is shape-checked and capped here, and verified by the caller before it is served.
 *
 * @param storage - Latch storage.
 * @param key - The storage key.
 * @param now - The clock.
 * @returns The store.
 * @example
 * ```ts
 * const store = createSiwxSessionStore(storage, 'siwx.sessions', Date.now)
 * ```
 */
export function createSiwxSessionStore(
  storage: LatchStorage,
  key: string,
  now: () => number,
): SiwxSessionStore {
  const isLive = (session: SiwxSession) => {
    if (session.data.expirationTime === undefined) return true
    const expiresAt = parseRfc3339DateTime(session.data.expirationTime)
    return expiresAt !== undefined && expiresAt > now()
  }
  return {
    read() {
      const stored = storage.get(key, (value): value is unknown[] => Array.isArray(value))
      if (stored === undefined) return { sessions: [], dirty: false }
      const sessions = stored
        .slice(-SIWX_LIMITS.storedSessions)
        .filter((value): value is SiwxSession => isSiwxSession(value) && isLive(value))
      return { sessions, dirty: sessions.length !== stored.length }
    },
    write(sessions) {
      storage.set(key, sessions.slice(-SIWX_LIMITS.storedSessions))
    },
  }
}
