import type { SqlExecutor } from '../db/SqlStore'
import { apiErrors } from '../errors/apiErrors'
import { sha256Hex } from '../service/randomId'
import type { ServiceContext } from '../service/ServiceContext'

/** How long an email sign-in may stay pending. */
export const LOGIN_TTL_MS = 60 * 60_000

/**
 * A pending email sign-in: waiting for the device link (`'device'`) or for the code (`'code'`).
 *
 * @example
 * ```ts
 * const login: PendingLogin = { id: 'l1', email: 'a@example.com', deviceId: 'd1', status: 'code', linkSentAt: null }
 * ```
 */
export type PendingLogin = {
  id: string
  email: string
  deviceId: string
  status: 'device' | 'code'
  /** When the current device link was sent (status `'device'`). */
  linkSentAt: number | null
}

type LoginRow = {
  id: string
  email: string
  device_id: string
  status: 'device' | 'code'
  link_expires_at: number | null
}

/**
 * Stores a new pending sign-in; with `linkToken` it waits for that device link first.
 *
 * @param context - The service.
 * @param login - Id, email, device and, for an unknown device, the link token.
 * @example
 * ```ts
 * await createLogin(context, { id, email, deviceId })
 * ```
 */
export async function createLogin(
  context: ServiceContext,
  login: { id: string; email: string; deviceId: string; linkToken?: string },
): Promise<void> {
  const now = context.now()
  const withLink = login.linkToken !== undefined
  await context.store.run(
    'INSERT INTO logins (id, email, device_id, status, link_hash, link_expires_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [
      login.id,
      login.email,
      login.deviceId,
      withLink ? 'device' : 'code',
      withLink ? sha256Hex(login.linkToken ?? '') : null,
      withLink ? now + context.otp.ttlMs : null,
      now + LOGIN_TTL_MS,
    ],
  )
}

/**
 * The pending sign-in `id`, or 404 LOGIN_NOT_FOUND when unknown or expired.
 *
 * @param context - The service.
 * @param id - The login id.
 * @returns The login.
 * @example
 * ```ts
 * const login = await getLogin(context, body.loginId)
 * ```
 */
export async function getLogin(context: ServiceContext, id: string): Promise<PendingLogin> {
  const row = await context.store.get<LoginRow>('SELECT * FROM logins WHERE id = ? AND expires_at > ?', [
    id,
    context.now(),
  ])
  if (!row) throw apiErrors.loginNotFound()
  return {
    id: row.id,
    email: row.email,
    deviceId: row.device_id,
    status: row.status,
    linkSentAt: row.link_expires_at === null ? null : row.link_expires_at - context.otp.ttlMs,
  }
}

/**
 * Replaces the device link of a login still waiting for it (the previous link stops working),
 * unless the current one is younger than the resend cooldown: that check and the change are one
 * atomic UPDATE, so two instances cannot both resend.
 *
 * @param context - The service.
 * @param id - The login id.
 * @param linkToken - The new link token.
 * @param sql - Where to run it (a transaction); default the store.
 * @returns Whether the link was replaced (false: still in the cooldown, or no longer waiting).
 * @example
 * ```ts
 * if (!(await replaceLink(context, login.id, randomToken()))) throw apiErrors.resendLinkBusy()
 * ```
 */
export async function replaceLink(
  context: ServiceContext,
  id: string,
  linkToken: string,
  sql: SqlExecutor = context.store,
): Promise<boolean> {
  const now = context.now()
  const { ttlMs, resendCooldownMs } = context.otp
  const changed = await sql.run(
    `UPDATE logins SET link_hash = ?, link_expires_at = ?
     WHERE id = ? AND status = 'device' AND (link_expires_at IS NULL OR link_expires_at - ? + ? <= ?)`,
    [sha256Hex(linkToken), now + ttlMs, id, ttlMs, resendCooldownMs, now],
  )
  return changed > 0
}

/**
 * Whether `linkToken` is a device link that can still approve (unknown, used and expired links
 * cannot). Reads only: opening the link's page must not approve.
 *
 * @param context - The service.
 * @param linkToken - The token from the mailed link.
 * @returns True for a live link.
 * @example
 * ```ts
 * if (!(await isLiveDeviceLink(context, query.get('token') ?? ''))) return { status: 400, html: deviceLinkInvalidPage() }
 * ```
 */
export async function isLiveDeviceLink(context: ServiceContext, linkToken: string): Promise<boolean> {
  const now = context.now()
  const row = await context.store.get<{ id: string }>(
    "SELECT id FROM logins WHERE link_hash = ? AND status = 'device' AND link_expires_at > ? AND expires_at > ?",
    [sha256Hex(linkToken), now, now],
  )
  return row !== undefined
}

/**
 * Approves the device of the login whose link token is `linkToken` (one use, within its lifetime:
 * one atomic UPDATE, so of two concurrent approvals, on any instances, one wins).
 *
 * @param context - The service.
 * @param linkToken - The token from the mailed link.
 * @returns The approved login, or undefined for an unknown, used or expired link.
 * @example
 * ```ts
 * const login = await approveDevice(context, body.token)
 * ```
 */
export async function approveDevice(
  context: ServiceContext,
  linkToken: string,
): Promise<PendingLogin | undefined> {
  const now = context.now()
  const row = await context.store.get<LoginRow>(
    `UPDATE logins SET status = 'code', link_hash = NULL
     WHERE link_hash = ? AND status = 'device' AND link_expires_at > ? AND expires_at > ?
     RETURNING id, email, device_id, status, link_expires_at`,
    [sha256Hex(linkToken), now, now],
  )
  if (!row) return undefined
  return { id: row.id, email: row.email, deviceId: row.device_id, status: 'code', linkSentAt: null }
}

/**
 * Forgets a login (it succeeded).
 *
 * @param context - The service.
 * @param id - The login id.
 * @param sql - Where to write (a transaction); default the store.
 * @returns Whether it was still there (a device revoke drops the device's pending logins).
 * @example
 * ```ts
 * if (!(await deleteLogin(context, login.id, tx))) throw apiErrors.loginNotFound()
 * ```
 */
export async function deleteLogin(
  context: ServiceContext,
  id: string,
  sql: SqlExecutor = context.store,
): Promise<boolean> {
  return (await sql.run('DELETE FROM logins WHERE id = ?', [id])) === 1
}
