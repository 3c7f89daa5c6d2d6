import { isSiwxSession, type SiwxMessageData, type SiwxSession } from '@latch/core/kit'
import { SIWX_SERVER_LIMITS } from '../limits/siwxServerLimits'

// The kit never writes more: a nonce's data comes from one request body, a record holds at most
// `sessionsPerRecord` sessions of one body each. A larger column was not written by the kit.
const NONCE_DATA_CHARS = SIWX_SERVER_LIMITS.bodyBytes
const SESSIONS_CHARS = SIWX_SERVER_LIMITS.bodyBytes * SIWX_SERVER_LIMITS.sessionsPerRecord

const parseJson = (text: unknown, maxChars: number): unknown => {
  if (typeof text !== 'string' || text.length > maxChars) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * A nonce's sign-in data read back from a database column (JSON text), shape- and size-checked: a
 * row is untrusted (the database may have been edited), so anything malformed or larger than the
 * kit writes is undefined.
 *
 * @param text - The column's value.
 * @returns The data, or undefined.
 * @example
 * ```ts
 * const data = readStoredNonceData(row.data)
 * if (!data) return { status: 'unknown' }
 * ```
 */
export function readStoredNonceData(text: unknown): SiwxMessageData | undefined {
  const data = parseJson(text, NONCE_DATA_CHARS)
  return isSiwxSession({ data, message: '', signature: '' }) ? (data as SiwxMessageData) : undefined
}

/**
 * A session record's signed sessions read back from a database column (JSON text), each
 * shape-checked, at most `SIWX_SERVER_LIMITS.sessionsPerRecord`; a malformed or oversized list is
 * undefined (the record counts as absent).
 *
 * @param text - The column's value.
 * @returns The sessions, or undefined.
 * @example
 * ```ts
 * const sessions = readStoredSessions(row.sessions)
 * if (!sessions) return undefined
 * ```
 */
export function readStoredSessions(text: unknown): SiwxSession[] | undefined {
  const sessions = parseJson(text, SESSIONS_CHARS)
  return Array.isArray(sessions) &&
    sessions.length <= SIWX_SERVER_LIMITS.sessionsPerRecord &&
    sessions.every(isSiwxSession)
    ? sessions
    : undefined
}
