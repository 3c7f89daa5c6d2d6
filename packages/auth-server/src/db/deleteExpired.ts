import type { SqlStore } from './SqlStore'

/**
 * How many rows one clean-up removed, by kind.
 *
 * @example
 * ```ts
 * const removed: ExpiredRows = { codes: 1, sessions: 0, walletChallenges: 0, logins: 2, deviceLinks: 0, emailChanges: 0, socialLogins: 0, mailSends: 3, webauthnChallenges: 0, farcasterLogins: 0 }
 * ```
 */
export type ExpiredRows = {
  codes: number
  sessions: number
  walletChallenges: number
  logins: number
  deviceLinks: number
  emailChanges: number
  socialLogins: number
  mailSends: number
  webauthnChallenges: number
  farcasterLogins: number
}

/**
 * Deletes what can no longer be used: expired one-time codes, sessions, pending sign-ins and email
 * changes, social and Farcaster sign-ins, WebAuthn challenges, the hashes of expired device links, wallet challenges one lifetime
 * after they expired (until then using one still says "expired"), and mail sends older than the
 * rate-limit window. Idempotent, so every instance may run it.
 *
 * @param store - The database.
 * @param now - The time in ms.
 * @param keep - How long expired challenges and mail sends stay countable.
 * @returns The rows removed.
 * @example
 * ```ts
 * await deleteExpired(store, Date.now(), { walletChallengeMs: 300_000, mailSendMs: 3_600_000 })
 * ```
 */
export async function deleteExpired(
  store: SqlStore,
  now: number,
  keep: { walletChallengeMs: number; mailSendMs: number },
): Promise<ExpiredRows> {
  return {
    codes: await store.run('DELETE FROM otp_codes WHERE expires_at <= ?', [now]),
    walletChallenges: await store.run('DELETE FROM wallet_challenges WHERE expires_at <= ?', [
      now - keep.walletChallengeMs,
    ]),
    sessions: await store.run('DELETE FROM sessions WHERE expires_at <= ?', [now]),
    logins: await store.run('DELETE FROM logins WHERE expires_at <= ?', [now]),
    deviceLinks: await store.run(
      'UPDATE logins SET link_hash = NULL WHERE link_hash IS NOT NULL AND link_expires_at <= ?',
      [now],
    ),
    emailChanges: await store.run('DELETE FROM email_changes WHERE expires_at <= ?', [now]),
    socialLogins: await store.run('DELETE FROM social_logins WHERE expires_at <= ?', [now]),
    mailSends: await store.run('DELETE FROM mail_sends WHERE sent_at <= ?', [now - keep.mailSendMs]),
    webauthnChallenges: await store.run('DELETE FROM webauthn_challenges WHERE expires_at <= ?', [now]),
    farcasterLogins: await store.run('DELETE FROM farcaster_logins WHERE expires_at <= ?', [now]),
  }
}
