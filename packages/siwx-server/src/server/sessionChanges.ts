import { isSameSiwxAccount, type SiwxSession } from '@latch/core/kit'
import { SIWX_SERVER_LIMITS } from '../limits/siwxServerLimits'
import type { SiwxSessionRecord, SiwxSessionRemoval, SiwxStore } from '../store/types'
import { createSessionId } from './sessionToken'

/**
 * What the session changes of one handler need: its store, its app (domain) and session life.
 *
 * @example
 * ```ts
 * const rules: SessionRules = { store, domain: 'app.example', sessionTtlMs: SIWX_SERVER_LIMITS.sessionTtlMs }
 * ```
 */
export type SessionRules = { store: SiwxStore; domain: string; sessionTtlMs: number }

/**
 * Whether a sign-in is still within its message's Expiration Time at `at` (epoch ms).
 *
 * @param session - The signed sign-in.
 * @param at - The time.
 * @returns True when unexpired.
 * @example
 * ```ts
 * const live = record.sessions.filter((s) => isUnexpired(s, Date.now()))
 * ```
 */
export function isUnexpired(session: SiwxSession, at: number): boolean {
  return session.data.expirationTime === undefined || Date.parse(session.data.expirationTime) > at
}

/**
 * Whether a sign-in is of this network and account.
 *
 * @param session - The signed sign-in.
 * @param chainId - The network (CAIP-2).
 * @param address - The account.
 * @returns True when the same.
 * @example
 * ```ts
 * isSignInOf(session, 'eip155:1', '0xabc…')
 * ```
 */
export function isSignInOf(session: SiwxSession, chainId: string, address: string): boolean {
  return session.data.chainId === chainId && isSameSiwxAccount(chainId, session.data.accountAddress, address)
}

/**
 * Records a verified sign-in, always under a NEW session id (a session id is never reused across a
 * sign-in, so a token planted before it never sees the account signed in). When `provenId` names
 * the requester's own live session of this app, its unexpired sign-ins (other than this account's)
 * move to the new id and it is revoked, in one atomic store step; when that session is gone by
 * then (signed out or moved by a concurrent request), the new session holds this sign-in alone,
 * so a sign-out is never undone. At most `SIWX_SERVER_LIMITS.sessionsPerRecord` sign-ins are kept
 * (the newest); the session ends at the earliest of its first sign-in's session life and every
 * message's Expiration Time.
 *
 * @param rules - See {@link SessionRules}.
 * @param verified - The verified sign-in.
 * @param provenId - The requester's own session (token and record checked), if any.
 * @param at - Now (epoch ms).
 * @returns The new session record.
 * @example
 * ```ts
 * const record = await recordSignIn(rules, verified, (await currentRecord(request))?.id, now())
 * ```
 */
export async function recordSignIn(
  rules: SessionRules,
  verified: SiwxSession,
  provenId: string | undefined,
  at: number,
): Promise<SiwxSessionRecord> {
  const { chainId, accountAddress } = verified.data
  const build = (from?: SiwxSessionRecord): SiwxSessionRecord | undefined => {
    if (from && (from.domain !== rules.domain || from.expiresAt <= at)) return undefined
    const kept = (from?.sessions ?? []).filter(
      (s) => isUnexpired(s, at) && !isSignInOf(s, chainId, accountAddress),
    )
    const sessions = [...kept, verified].slice(-SIWX_SERVER_LIMITS.sessionsPerRecord)
    const ends = sessions.flatMap((s) =>
      s.data.expirationTime === undefined ? [] : [Date.parse(s.data.expirationTime)],
    )
    const life = at + rules.sessionTtlMs
    return {
      id: createSessionId(),
      domain: rules.domain,
      sessions,
      createdAt: from?.createdAt ?? at,
      expiresAt: Math.min(from?.expiresAt ?? life, life, ...ends),
    }
  }
  const moved = provenId === undefined ? undefined : await rules.store.moveSession(provenId, build)
  if (moved) return moved
  const fresh = build() as SiwxSessionRecord
  await rules.store.createSession(fresh)
  return fresh
}

/**
 * Signs out of session `id` in one atomic store step: the whole session, or only the sign-in of
 * `account` (with any expired ones) when given, the session deleted when none remain.
 *
 * @param rules - See {@link SessionRules}.
 * @param id - The requester's session (token and record checked).
 * @param account - The network and account to sign out, or undefined for all.
 * @param at - Now (epoch ms).
 * @returns `kept` when sign-ins remain (keep the cookie), else `deleted` or `missing`.
 * @example
 * ```ts
 * if ((await recordSignOut(rules, id, undefined, now())) !== 'kept') clearCookie()
 * ```
 */
export async function recordSignOut(
  rules: SessionRules,
  id: string,
  account: { chainId: string; address: string } | undefined,
  at: number,
): Promise<SiwxSessionRemoval> {
  if (account === undefined) {
    await rules.store.deleteSession(id)
    return 'deleted'
  }
  return rules.store.removeFromSession(
    id,
    (s) => !isUnexpired(s, at) || isSignInOf(s, account.chainId, account.address),
  )
}
