import type { SiwxMessageData, SiwxSession } from '@latch/core/kit'

/**
 * A nonce the kit issued: the exact sign-in data it was issued for (bound to the app's domain and
 * URI, the network and the account) and when it stops being accepted (epoch ms).
 *
 * @example
 * ```ts
 * const record: SiwxNonceRecord = { nonce, data, expiresAt: Date.now() + 600_000 }
 * ```
 */
export type SiwxNonceRecord = { nonce: string; data: SiwxMessageData; expiresAt: number }

/**
 * What taking a nonce found: `taken` (it was unused and is now used, this caller alone has it),
 * `used` (taken before), or `unknown` (never issued, or swept after it expired).
 *
 * @example
 * ```ts
 * const taken = await store.takeNonce(nonce)
 * if (taken.status !== 'taken') refuse()
 * ```
 */
export type SiwxNonceTake = { status: 'taken'; record: SiwxNonceRecord } | { status: 'used' | 'unknown' }

/**
 * A server-side session: the signed sign-in sessions it holds (one per network and account) and
 * when it ends (epoch ms). Revoking deletes the record, so a token naming it is refused after.
 *
 * @example
 * ```ts
 * const record: SiwxSessionRecord = { id, sessions: [signed], createdAt: now, expiresAt: now + ttl }
 * ```
 */
export type SiwxSessionRecord = {
  id: string
  sessions: SiwxSession[]
  createdAt: number
  expiresAt: number
}

/**
 * Where the sign-in kit keeps nonces and sessions. Every method may be asynchronous (a database
 * over the network). `takeNonce` must be atomic: of two concurrent calls with one nonce, exactly
 * one gets `taken`.
 *
 * @example
 * ```ts
 * const store: SiwxStore = createSqliteSiwxStore({ path: 'siwx.db' })
 * ```
 */
export interface SiwxStore {
  /** Keep a freshly issued nonce. */
  putNonce(record: SiwxNonceRecord): Promise<void>
  /** Mark a nonce used, atomically, and return what it was issued for. */
  takeNonce(nonce: string): Promise<SiwxNonceTake>
  /** Create or replace a session record. */
  putSession(record: SiwxSessionRecord): Promise<void>
  /** A session record by id, or undefined. */
  getSession(id: string): Promise<SiwxSessionRecord | undefined>
  /** Delete a session record (sign-out). */
  deleteSession(id: string): Promise<void>
  /** Delete expired nonces and sessions (their end before `now`, epoch ms). */
  sweep(now: number): Promise<void>
}
