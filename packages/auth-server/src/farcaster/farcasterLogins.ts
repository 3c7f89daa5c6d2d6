import { sha256Hex } from '../service/randomId'
import type { ServiceContext } from '../service/ServiceContext'

/**
 * A started Sign In With Farcaster: its relay channel, the nonce the signed message must carry,
 * the SIWF domain (the app page's host) and the browser's device id.
 *
 * @example
 * ```ts
 * const login: FarcasterLogin = { channelToken: 'c', nonce: '9f2c…', domain: '127.0.0.1:5173', deviceId: 'd-1' }
 * ```
 */
export type FarcasterLogin = { channelToken: string; nonce: string; domain: string; deviceId: string | null }

type FarcasterRow = { channel_token: string; nonce: string; domain: string; device_id: string | null }

const toLogin = (row: FarcasterRow): FarcasterLogin => ({
  channelToken: row.channel_token,
  nonce: row.nonce,
  domain: row.domain,
  deviceId: row.device_id,
})

/**
 * Stores a started sign-in under the hash of its id, valid for the policy's `loginTtlMs`.
 *
 * @param context - The service (Farcaster login on).
 * @param loginId - The id handed to the browser (its bearer).
 * @param login - Channel, nonce, domain, device.
 * @example
 * ```ts
 * await startFarcasterLogin(context, loginId, { channelToken, nonce, domain, deviceId })
 * ```
 */
export async function startFarcasterLogin(
  context: ServiceContext,
  loginId: string,
  login: FarcasterLogin,
): Promise<void> {
  await context.store.run(
    'INSERT INTO farcaster_logins (id_hash, channel_token, nonce, domain, device_id, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    [
      sha256Hex(loginId),
      login.channelToken,
      login.nonce,
      login.domain,
      login.deviceId,
      context.now() + (context.farcaster?.loginTtlMs ?? 0),
    ],
  )
}

/**
 * The pending sign-in of `loginId`, if it is known and not expired.
 *
 * @param context - The service.
 * @param loginId - The id the browser polls with.
 * @returns The sign-in, or undefined.
 * @example
 * ```ts
 * const login = await findFarcasterLogin(context, body.loginId)
 * ```
 */
export async function findFarcasterLogin(
  context: ServiceContext,
  loginId: string,
): Promise<FarcasterLogin | undefined> {
  const row = await context.store.get<FarcasterRow>(
    'SELECT channel_token, nonce, domain, device_id FROM farcaster_logins WHERE id_hash = ? AND expires_at > ?',
    [sha256Hex(loginId), context.now()],
  )
  return row && toLogin(row)
}

/**
 * Takes the sign-in of `loginId` for its one verification: answers it once and deletes it (one
 * atomic DELETE: of two instances finishing it, one gets it), so its nonce verifies at most once.
 *
 * @param context - The service.
 * @param loginId - The id the browser polls with.
 * @returns The sign-in, or undefined for an unknown, used or expired one.
 * @example
 * ```ts
 * const login = await takeFarcasterLogin(context, body.loginId)
 * ```
 */
export async function takeFarcasterLogin(
  context: ServiceContext,
  loginId: string,
): Promise<FarcasterLogin | undefined> {
  const row = await context.store.get<FarcasterRow>(
    'DELETE FROM farcaster_logins WHERE id_hash = ? AND expires_at > ? RETURNING channel_token, nonce, domain, device_id',
    [sha256Hex(loginId), context.now()],
  )
  return row && toLogin(row)
}
