import type { SiwxNonceRecord, SiwxSessionRecord, SiwxStore } from './types'

/**
 * An in-memory {@link SiwxStore} for tests and single-process development: lost on restart and not
 * shared between processes. Taking a nonce is atomic (one synchronous step).
 *
 * @returns The store.
 * @example
 * ```ts
 * const handler = createSiwxHandler({ ...options, store: createMemorySiwxStore() })
 * ```
 */
export function createMemorySiwxStore(): SiwxStore {
  const nonces = new Map<string, { record: SiwxNonceRecord; used: boolean }>()
  const sessions = new Map<string, SiwxSessionRecord>()
  return {
    async putNonce(record) {
      nonces.set(record.nonce, { record: structuredClone(record), used: false })
    },
    async takeNonce(nonce) {
      const entry = nonces.get(nonce)
      if (!entry) return { status: 'unknown' }
      if (entry.used) return { status: 'used' }
      entry.used = true
      return { status: 'taken', record: structuredClone(entry.record) }
    },
    async putSession(record) {
      sessions.set(record.id, structuredClone(record))
    },
    async getSession(id) {
      const record = sessions.get(id)
      return record && structuredClone(record)
    },
    async deleteSession(id) {
      sessions.delete(id)
    },
    async sweep(now) {
      for (const [nonce, entry] of nonces) if (entry.record.expiresAt < now) nonces.delete(nonce)
      for (const [id, record] of sessions) if (record.expiresAt < now) sessions.delete(id)
    },
  }
}
