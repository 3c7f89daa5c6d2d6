import { isSiwxSession, type SiwxMessageData, type SiwxSession } from '@latch/core'

const parseJson = (text: unknown): unknown => {
  if (typeof text !== 'string') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * A nonce's sign-in data read back from a database column (JSON text), shape-checked: a row is
 * untrusted (the database may have been edited), so anything malformed is undefined.
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
  const data = parseJson(text)
  return isSiwxSession({ data, message: '', signature: '' }) ? (data as SiwxMessageData) : undefined
}

/**
 * A session record's signed sessions read back from a database column (JSON text), each
 * shape-checked; a malformed list is undefined (the record counts as absent).
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
  const sessions = parseJson(text)
  return Array.isArray(sessions) && sessions.every(isSiwxSession) ? sessions : undefined
}
