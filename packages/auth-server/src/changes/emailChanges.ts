import type { SqlExecutor } from '../db/SqlStore'
import { apiErrors } from '../errors/apiErrors'
import type { ServiceContext } from '../service/ServiceContext'

/** How long an email change may stay pending. */
export const CHANGE_TTL_MS = 60 * 60_000

/**
 * A pending email change: waiting for the code sent to the current address (`'primary'`), then
 * for the one sent to the new address (`'secondary'`).
 *
 * @example
 * ```ts
 * const change: EmailChange = { id: 'c1', userId: 'u1', newEmail: 'new@example.com', step: 'primary' }
 * ```
 */
export type EmailChange = { id: string; userId: string; newEmail: string; step: 'primary' | 'secondary' }

type ChangeRow = { id: string; user_id: string; new_email: string; step: 'primary' | 'secondary' }

/**
 * Stores a new pending change.
 *
 * @param context - The service.
 * @param change - The change.
 * @example
 * ```ts
 * await createChange(context, { id, userId, newEmail, step: 'primary' })
 * ```
 */
export async function createChange(context: ServiceContext, change: EmailChange): Promise<void> {
  await context.store.run(
    'INSERT INTO email_changes (id, user_id, new_email, step, expires_at) VALUES (?, ?, ?, ?, ?)',
    [change.id, change.userId, change.newEmail, change.step, context.now() + CHANGE_TTL_MS],
  )
}

/**
 * The user's pending change `id`, or 404 NOT_FOUND (unknown, expired, or another user's).
 *
 * @param context - The service.
 * @param userId - The signed-in user.
 * @param id - The change id.
 * @returns The change.
 * @example
 * ```ts
 * const change = await getChange(context, userId, body.changeId)
 * ```
 */
export async function getChange(context: ServiceContext, userId: string, id: string): Promise<EmailChange> {
  const row = await context.store.get<ChangeRow>(
    'SELECT * FROM email_changes WHERE id = ? AND user_id = ? AND expires_at > ?',
    [id, userId, context.now()],
  )
  if (!row) throw apiErrors.emailChangeNotFound()
  return { id: row.id, userId: row.user_id, newEmail: row.new_email, step: row.step }
}

/**
 * Moves a change to its second step (the code to the new address).
 *
 * @param context - The service.
 * @param id - The change id.
 * @param sql - Where to write (a transaction); default the store.
 * @example
 * ```ts
 * await advanceChange(context, change.id)
 * ```
 */
export async function advanceChange(
  context: ServiceContext,
  id: string,
  sql: SqlExecutor = context.store,
): Promise<void> {
  await sql.run("UPDATE email_changes SET step = 'secondary' WHERE id = ?", [id])
}

/**
 * Forgets a change (it is done).
 *
 * @param context - The service.
 * @param id - The change id.
 * @param sql - Where to write (a transaction); default the store.
 * @example
 * ```ts
 * await deleteChange(context, change.id)
 * ```
 */
export async function deleteChange(
  context: ServiceContext,
  id: string,
  sql: SqlExecutor = context.store,
): Promise<void> {
  await sql.run('DELETE FROM email_changes WHERE id = ?', [id])
}
