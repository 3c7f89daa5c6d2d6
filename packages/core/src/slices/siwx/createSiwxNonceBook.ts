import type { SiwxSignInRequest } from '../../adapters/signInConnectTypes'
import type { SiwxMessageData } from '../../adapters/siwxTypes'
import { SIWX_LIMITS } from './verify/siwxLimits'
import type { SiwxRefusalReason } from './verify/siwxRefusal'

/**
 * What {@link SiwxNonceBook.take} found for a nonce: the data it was issued with (when it was), and
 * the refusal when it may not be used.
 *
 * @example
 * ```ts
 * const { issued, refusal } = nonces.take(session.data.nonce)
 * ```
 */
export type SiwxNonceTicket = {
  /** The data the nonce was issued with; without an account for a connect-and-sign-in request. */
  issued?: SiwxMessageData | SiwxSignInRequest
  refusal?: Extract<SiwxRefusalReason, 'unknownNonce' | 'usedNonce' | 'expiredNonce'>
}

/**
 * The nonces a sign-in issued, each bound to the exact data of its message (domain, URI, network,
 * account, times...), usable once and within {@link SIWX_LIMITS}.nonceTtlMs.
 *
 * @example
 * ```ts
 * nonces.issue(data)
 * nonces.take(data.nonce) // { issued: data }
 * nonces.take(data.nonce) // { refusal: 'usedNonce' }
 * ```
 */
export type SiwxNonceBook = {
  /**
   * Remember a nonce with the data of the message it was issued for (without an account when the
   * wallet fills it in: a connect-and-sign-in request).
   */
  issue(data: SiwxMessageData | SiwxSignInRequest): void
  /** Use a nonce: it is never valid again, whatever the outcome. */
  take(nonce: string): SiwxNonceTicket
}

/**
 * Creates an in-memory {@link SiwxNonceBook}. Nothing is persisted: a nonce issued before a reload
 * is unknown after it, so a message signed once can never be brought back.
 *
 * @param now - The clock.
 * @returns The book.
 * @example
 * ```ts
 * const nonces = createSiwxNonceBook(() => Date.now())
 * ```
 */
export function createSiwxNonceBook(now: () => number): SiwxNonceBook {
  const pending = new Map<string, { data: SiwxMessageData | SiwxSignInRequest; expiresAt: number }>()
  const used = new Set<string>()
  const forgetOldest = (entries: Map<string, unknown> | Set<string>, limit: number) => {
    for (const key of entries.keys()) {
      if (entries.size <= limit) break
      entries.delete(key)
    }
  }
  return {
    issue(data) {
      const copy = { ...data, ...(data.resources ? { resources: [...data.resources] } : {}) }
      pending.set(data.nonce, { data: copy, expiresAt: now() + SIWX_LIMITS.nonceTtlMs })
      forgetOldest(pending, SIWX_LIMITS.pendingNonces)
    },
    take(nonce) {
      const entry = pending.get(nonce)
      if (!entry) return { refusal: used.has(nonce) ? 'usedNonce' : 'unknownNonce' }
      pending.delete(nonce)
      used.add(nonce)
      forgetOldest(used, SIWX_LIMITS.usedNonces)
      return now() > entry.expiresAt
        ? { issued: entry.data, refusal: 'expiredNonce' }
        : { issued: entry.data }
    },
  }
}
