import { ValidationError } from '../errors/errors'

/** Message for a pairing session topic that is missing, unknown or expired. */
export const INVALID_SESSION_TOPIC = 'Session topic is not an active session'
/** Message for a proposal id that is not a number. */
export const INVALID_PROPOSAL_ID = 'Proposal id must be a number'

/**
 * The part of a pairing-protocol session record the topic check reads: `expiry` in seconds since
 * the epoch (the protocol's unit).
 *
 * @example
 * ```ts
 * const record: ExpiringRecord = { expiry: Math.floor(Date.now() / 1000) + 3600 }
 * ```
 */
export type ExpiringRecord = { expiry: number }

/**
 * True when a record's `expiry` (seconds) is at or before `now` (milliseconds).
 *
 * @param expirySeconds - Expiry in seconds since the epoch.
 * @param now - Current time in milliseconds.
 * @returns Whether it has expired.
 * @example
 * ```ts
 * isExpired(1, Date.now()) // true
 * ```
 */
export function isExpired(expirySeconds: number, now: number): boolean {
  return !Number.isFinite(expirySeconds) || expirySeconds * 1000 <= now
}

/**
 * Checks a session topic (SPEC §5): a non-empty string naming an existing, unexpired session.
 *
 * @param topic - The topic received.
 * @param sessions - Known sessions by topic.
 * @param now - Current time in milliseconds.
 * @returns The session record.
 * @throws {ValidationError} code `INVALID_SESSION_TOPIC`, with the reason in `details`.
 * @example
 * ```ts
 * const session = assertSessionTopic(topic, client.sessions, Date.now())
 * ```
 */
export function assertSessionTopic<T extends ExpiringRecord>(
  topic: unknown,
  sessions: ReadonlyMap<string, T> | Readonly<Record<string, T>>,
  now: number,
): T {
  const fail = (details: string) =>
    new ValidationError(INVALID_SESSION_TOPIC, { code: 'INVALID_SESSION_TOPIC', details })
  if (typeof topic !== 'string' || topic === '')
    throw fail(`topic must be a non-empty string, got ${typeof topic}`)
  const record =
    sessions instanceof Map
      ? sessions.get(topic)
      : Object.hasOwn(sessions, topic)
        ? (sessions as Readonly<Record<string, T>>)[topic]
        : undefined
  if (record === undefined) throw fail(`no session with topic "${topic}"`)
  if (isExpired(record.expiry, now)) throw fail(`session "${topic}" expired`)
  return record
}

/**
 * Checks a proposal id (SPEC §5): it must be a number (a finite integer, as the protocol issues).
 *
 * @param id - The id received.
 * @returns The id.
 * @throws {ValidationError} code `INVALID_PROPOSAL_ID`.
 * @example
 * ```ts
 * assertProposalId(1700000000000123) // 1700000000000123
 * ```
 */
export function assertProposalId(id: unknown): number {
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) {
    throw new ValidationError(INVALID_PROPOSAL_ID, {
      code: 'INVALID_PROPOSAL_ID',
      details: `got ${String(id)}`,
    })
  }
  return id
}
