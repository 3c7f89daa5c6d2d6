import { ACCOUNT_API_PATHS } from '@latch/embedded-wallet/frame'
import { apiErrors } from '../errors/apiErrors'
import { requireString } from '../http/bodyFields'
import type { Route } from '../http/Route'
import { listPasskeys, removePasskey, storePrfBox } from '../passkeys/passkeyRecords'
import { requirePasskeys } from '../passkeys/requirePasskeys'
import { passkeyRegistrationOptions, verifyPasskeyRegistration } from '../passkeys/verifyPasskeyRegistration'
import { passkeySignInOptions, verifyPasskeySignIn } from '../passkeys/verifyPasskeySignIn'
import type { ServiceContext } from '../service/ServiceContext'
import { authenticateLiveDevice, authenticateSession } from '../sessions/sessions'

const SET_ID = /^[0-9a-f]{16}$/
const BOX = /^[A-Za-z0-9_-]{1,400}$/
const CHECK = /^[A-Za-z0-9_-]{43}$/
const PASSKEY_ID = /^[A-Za-z0-9_-]{1,1400}$/

/** The passkey that made the session (400 PASSKEY_SESSION when none did). */
async function sessionPasskey(context: ServiceContext, sessionHash: string): Promise<string> {
  const row = await context.store.get<{ passkey_id: string | null }>(
    'SELECT passkey_id FROM sessions WHERE token_hash = ?',
    [sessionHash],
  )
  if (row?.passkey_id == null) throw apiErrors.passkeySession()
  return row.passkey_id
}

/**
 * The passkey routes: registration options and verify (add to the signed-in account, or sign up
 * a new one), sign-in options and verify (a session and the passkey's PRF box), list, remove, and
 * store a passkey's PRF box (the session's passkey, or one it names).
 *
 * @param context - The service.
 * @returns The routes.
 * @example
 * ```ts
 * const routes = [...passkeyRoutes(context)]
 * ```
 */
export function passkeyRoutes(context: ServiceContext): Route[] {
  return [
    {
      method: 'POST',
      path: ACCOUNT_API_PATHS.passkeyRegisterOptions,
      async handle({ headers }) {
        return { json: { options: await passkeyRegistrationOptions(context, headers) } }
      },
    },
    {
      method: 'POST',
      path: ACCOUNT_API_PATHS.passkeyRegisterVerify,
      async handle({ headers, body }) {
        return { json: await verifyPasskeyRegistration(context, headers, body) }
      },
    },
    {
      method: 'POST',
      path: ACCOUNT_API_PATHS.passkeyLoginOptions,
      async handle() {
        return { json: { options: await passkeySignInOptions(context) } }
      },
    },
    {
      method: 'POST',
      path: ACCOUNT_API_PATHS.passkeyLoginVerify,
      async handle({ body }) {
        return { json: await verifyPasskeySignIn(context, body) }
      },
    },
    {
      method: 'GET',
      path: ACCOUNT_API_PATHS.passkeys,
      async handle({ headers }) {
        requirePasskeys(context)
        const { userId } = await authenticateSession(context, headers)
        return { json: { passkeys: await listPasskeys(context, userId) } }
      },
    },
    {
      method: 'POST',
      path: ACCOUNT_API_PATHS.passkeyRemove,
      async handle({ headers, body }) {
        requirePasskeys(context)
        const { userId } = await authenticateLiveDevice(context, headers)
        await removePasskey(context, userId, requireString(body, 'passkeyId', 1400))
        return { json: {} }
      },
    },
    {
      method: 'PUT',
      path: ACCOUNT_API_PATHS.passkeyPrfBox,
      async handle({ headers, body }) {
        requirePasskeys(context)
        const session = await authenticateLiveDevice(context, headers)
        const { setId, box, recoveryCheck, passkeyId } = body
        if (typeof setId !== 'string' || !SET_ID.test(setId))
          throw apiErrors.badPasskeyField('setId', '16 lower-case hex characters')
        if (typeof box !== 'string' || !BOX.test(box))
          throw apiErrors.badPasskeyField('box', 'a sealed box: at most 400 base64url characters')
        if (typeof recoveryCheck !== 'string' || !CHECK.test(recoveryCheck))
          throw apiErrors.badPasskeyField('recoveryCheck', '43 base64url characters')
        if (passkeyId !== undefined && (typeof passkeyId !== 'string' || !PASSKEY_ID.test(passkeyId)))
          throw apiErrors.badPasskeyField('passkeyId', 'a credential id: at most 1400 base64url characters')
        // a passkey added by this session is named; else the box is for the passkey that made it
        const target = passkeyId ?? (await sessionPasskey(context, session.sessionHash))
        await storePrfBox(context, session.userId, target, { setId, box, recoveryCheck })
        return { json: {} }
      },
    },
  ]
}
