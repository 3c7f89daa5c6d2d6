import { apiErrors } from '../errors/apiErrors'
import { sha256Hex } from '../randomId'
import type { ServiceContext } from '../ServiceContext'

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
 * createLogin(context, { id, email, deviceId })
 * ```
 */
export function createLogin(
  context: ServiceContext,
  login: { id: string; email: string; deviceId: string; linkToken?: string },
): void {
  const now = context.now()
  const withLink = login.linkToken !== undefined
  context.db
    .prepare(
      'INSERT INTO logins (id, email, device_id, status, link_hash, link_expires_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      login.id,
      login.email,
      login.deviceId,
      withLink ? 'device' : 'code',
      withLink ? sha256Hex(login.linkToken ?? '') : null,
      withLink ? now + context.otp.ttlMs : null,
      now + LOGIN_TTL_MS,
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
 * const login = getLogin(context, body.loginId)
 * ```
 */
export function getLogin(context: ServiceContext, id: string): PendingLogin {
  const row = context.db
    .prepare<[string, number], LoginRow>('SELECT * FROM logins WHERE id = ? AND expires_at > ?')
    .get(id, context.now())
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
 * Replaces the device link of a login still waiting for it (the previous link stops working).
 *
 * @param context - The service.
 * @param id - The login id.
 * @param linkToken - The new link token.
 * @example
 * ```ts
 * replaceLink(context, login.id, randomToken())
 * ```
 */
export function replaceLink(context: ServiceContext, id: string, linkToken: string): void {
  context.db
    .prepare("UPDATE logins SET link_hash = ?, link_expires_at = ? WHERE id = ? AND status = 'device'")
    .run(sha256Hex(linkToken), context.now() + context.otp.ttlMs, id)
}

/**
 * Approves the device of the login whose link token is `linkToken` (one use, within its lifetime).
 *
 * @param context - The service.
 * @param linkToken - The token from the mailed link.
 * @returns The approved login, or undefined for an unknown, used or expired link.
 * @example
 * ```ts
 * const login = approveDevice(context, query.get('token') ?? '')
 * ```
 */
export function approveDevice(context: ServiceContext, linkToken: string): PendingLogin | undefined {
  const now = context.now()
  const row = context.db
    .prepare<[string, number, number], LoginRow>(
      "SELECT * FROM logins WHERE link_hash = ? AND status = 'device' AND link_expires_at > ? AND expires_at > ?",
    )
    .get(sha256Hex(linkToken), now, now)
  if (!row) return undefined
  context.db.prepare("UPDATE logins SET status = 'code', link_hash = NULL WHERE id = ?").run(row.id)
  return { id: row.id, email: row.email, deviceId: row.device_id, status: 'code', linkSentAt: null }
}

/**
 * Forgets a login (it succeeded).
 *
 * @param context - The service.
 * @param id - The login id.
 * @example
 * ```ts
 * deleteLogin(context, login.id)
 * ```
 */
export function deleteLogin(context: ServiceContext, id: string): void {
  context.db.prepare('DELETE FROM logins WHERE id = ?').run(id)
}
