import { randomBytes } from 'node:crypto'
import { createAppClient, viemConnector } from '@farcaster/auth-client'
import type { SessionResponse } from '@latch/embedded-wallet'
import {
  FARCASTER_API_PATHS,
  type FarcasterStartResponse,
  type FarcasterStatusResponse,
} from '@latch/embedded-wallet/frame'
import { apiErrors } from '../errors/apiErrors'
import { findFarcasterLogin, startFarcasterLogin, takeFarcasterLogin } from '../farcaster/farcasterLogins'
import { openRelayChannel, readRelayChannel } from '../farcaster/farcasterRelay'
import { verifyFarcasterSignIn } from '../farcaster/verifyFarcasterSignIn'
import { requireString } from '../http/bodyFields'
import type { Route } from '../http/Route'
import { randomToken } from '../service/randomId'
import type { ServiceContext } from '../service/ServiceContext'
import { createSession } from '../sessions/sessions'
import { addDevice } from '../users/devices'
import { findOrCreateSocialUser, getUser } from '../users/users'

/**
 * The Sign In With Farcaster routes: start (a relay channel and a single-use nonce for an allowed
 * app origin that is the calling page's own; the SIWF domain is that origin's host) and status
 * (polled: pending, or, once the relay has the Farcaster app's signed message, the verified
 * sign-in's session, once). The pending sign-in lives in the database, so any instance may answer
 * a poll. The account is found by fid as a social account by its subject; like a social sign-in
 * it needs no device approval (the custody signature vouches for the visitor).
 *
 * @param context - The service.
 * @returns The routes (404 `FARCASTER_OFF` when the service has no `farcaster`).
 * @example
 * ```ts
 * const routes = [...farcasterRoutes(context)]
 * ```
 */
export function farcasterRoutes(context: ServiceContext): Route[] {
  const policy = context.farcaster
  const client =
    policy && createAppClient({ relay: policy.relayUrl, ethereum: viemConnector({ rpcUrl: policy.rpcUrl }) })
  const requireClient = () => {
    if (!client) throw apiErrors.farcasterOff()
    return client
  }

  return [
    {
      method: 'POST',
      path: FARCASTER_API_PATHS.farcasterStart,
      async handle({ body, headers }) {
        const relay = requireClient()
        const appOrigin = requireString(body, 'origin')
        if (!context.allowedOrigins.has(appOrigin)) throw apiErrors.originNotListed(appOrigin)
        if (headers.origin !== undefined && headers.origin !== appOrigin)
          throw apiErrors.originNotCaller(appOrigin)
        const deviceId = body.deviceId === undefined ? null : requireString(body, 'deviceId', 200)
        const domain = new URL(appOrigin).host
        // SIWE nonces are alphanumeric
        const nonce = randomBytes(16).toString('hex')
        const channel = await openRelayChannel(relay, { siweUri: appOrigin, domain, nonce })
        const loginId = randomToken(32)
        await startFarcasterLogin(context, loginId, {
          channelToken: channel.channelToken,
          nonce,
          domain,
          deviceId,
        })
        const answer: FarcasterStartResponse = { loginId, uri: channel.url }
        return { json: answer }
      },
    },
    {
      method: 'POST',
      path: FARCASTER_API_PATHS.farcasterStatus,
      async handle({ body }) {
        const relay = requireClient()
        const loginId = requireString(body, 'loginId')
        const pending = await findFarcasterLogin(context, loginId)
        if (!pending) throw apiErrors.farcasterLoginNotFound()
        const seen = await readRelayChannel(relay, pending.channelToken)
        if (seen.state === 'pending') {
          const waiting: FarcasterStatusResponse = { state: 'pending' }
          return { json: waiting }
        }
        // the relay answers a completed channel once; the row is left to expire if it is gone
        if (seen.state === 'gone') throw apiErrors.farcasterChannelGone()
        // one verification per sign-in, on any instance: its nonce is used up here, good or bad
        const login = await takeFarcasterLogin(context, loginId)
        if (!login) throw apiErrors.farcasterLoginNotFound()
        const { fid } = await verifyFarcasterSignIn(relay, login, seen)
        const userId = await findOrCreateSocialUser(context, {
          provider: 'farcaster',
          subject: String(fid),
          ...(seen.username === undefined ? {} : { username: seen.username }),
        })
        const session = await context.store.transaction(async (tx) => {
          if (login.deviceId !== null) await addDevice(context, userId, login.deviceId, tx)
          const opened: SessionResponse = {
            token: await createSession(context, userId, login.deviceId, tx),
            user: await getUser(context, userId, tx),
          }
          return opened
        })
        const answer: FarcasterStatusResponse = { state: 'completed', session }
        return { json: answer }
      },
    },
  ]
}
