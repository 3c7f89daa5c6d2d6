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
 * A server-side session: the app it was minted for (`domain`, the handler's domain: another app
 * sharing the store refuses it), the signed sign-in sessions it holds (one per network and
 * account) and when it ends (epoch ms). Revoking deletes the record, so a token naming it is
 * refused after. Records are never edited in place by a sign-in: it mints a new id and moves the
 * sign-ins over (see {@link SiwxStore.moveSession}).
 *
 * @example
 * ```ts
 * const record: SiwxSessionRecord = { id, domain, sessions: [signed], createdAt: now, expiresAt: now + ttl }
 * ```
 */
export type SiwxSessionRecord = {
  id: string
  domain: string
  sessions: SiwxSession[]
  createdAt: number
  expiresAt: number
}

/**
 * What {@link SiwxStore.removeFromSession} did: `kept` (sign-ins remain), `deleted` (none remained,
 * the record is deleted) or `missing` (no such record: revoked or swept before).
 *
 * @example
 * ```ts
 * const result = await store.removeFromSession(id, (s) => s.data.accountAddress === address)
 * if (result !== 'kept') clearCookie()
 * ```
 */
export type SiwxSessionRemoval = 'kept' | 'deleted' | 'missing'

/**
 * Where the sign-in kit keeps nonces and sessions. Every method may be asynchronous (a database
 * over the network), and every method that changes a session is ONE atomic step (one statement, a
 * locked transaction, or one synchronous block in memory): the kit never reads a record, changes
 * it and writes it back in separate calls, so two instances (or two interleaved requests) cannot
 * lose each other's change, and a revoked (deleted) record can never be written back. `takeNonce`
 * must be atomic too: of two concurrent calls with one nonce, exactly one gets `taken`.
 *
 * The callbacks given to `moveSession` and `removeFromSession` are synchronous and pure: run them
 * inside the atomic step, on the record as it is then.
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
  /** A session record by id, or undefined. */
  getSession(id: string): Promise<SiwxSessionRecord | undefined>
  /** Create a session record under a new id (never replaces one). */
  createSession(record: SiwxSessionRecord): Promise<void>
  /**
   * Atomically: read session `fromId`, and when it still exists and `build(from)` returns a record,
   * delete `fromId` and create that record (under its new id). Resolves to the created record, or
   * undefined with nothing written when `fromId` is gone (signed out, moved by a concurrent sign-in,
   * swept) or `build` declined.
   */
  moveSession(
    fromId: string,
    build: (from: SiwxSessionRecord) => SiwxSessionRecord | undefined,
  ): Promise<SiwxSessionRecord | undefined>
  /**
   * Atomically remove from session `id` the sign-ins `drop` selects, deleting the record when none
   * remain.
   */
  removeFromSession(id: string, drop: (session: SiwxSession) => boolean): Promise<SiwxSessionRemoval>
  /** Delete a session record (sign-out). */
  deleteSession(id: string): Promise<void>
  /** Delete expired nonces and sessions (their end before `now`, epoch ms). */
  sweep(now: number): Promise<void>
}
