import { SiwxError } from '@latch/core/kit'
import { SIWX_SERVER_MESSAGES } from '../errors/siwxServerMessages'
import type { SiwxNonceRecord, SiwxSessionRecord, SiwxStore } from './types'

/**
 * An in-memory {@link SiwxStore} for tests and single-process development: lost on restart and not
 * shared between processes. Every change (taking a nonce, creating, moving, trimming or deleting a
 * session) is one synchronous step with no `await` inside, so interleaved requests cannot lose one
 * another's change or write a deleted session back.
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
    async getSession(id) {
      const record = sessions.get(id)
      return record && structuredClone(record)
    },
    async createSession(record) {
      if (sessions.has(record.id))
        throw new SiwxError(SIWX_SERVER_MESSAGES.sessionExists, { code: 'SIWX_SESSION_EXISTS' })
      sessions.set(record.id, structuredClone(record))
    },
    async moveSession(fromId, build) {
      const from = sessions.get(fromId)
      const next = from && build(structuredClone(from))
      if (!next) return undefined
      if (sessions.has(next.id))
        throw new SiwxError(SIWX_SERVER_MESSAGES.sessionExists, { code: 'SIWX_SESSION_EXISTS' })
      sessions.delete(fromId)
      sessions.set(next.id, structuredClone(next))
      return structuredClone(next)
    },
    async removeFromSession(id, drop) {
      const record = sessions.get(id)
      if (!record) return 'missing'
      const kept = record.sessions.filter((s) => !drop(structuredClone(s)))
      if (kept.length === 0) {
        sessions.delete(id)
        return 'deleted'
      }
      record.sessions = kept
      return 'kept'
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
