import type { PasskeyLoginResponse } from '@latch/embedded-wallet'
import {
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server'
import { apiErrors } from '../errors/apiErrors'
import { requireString } from '../http/bodyFields'
import { sha256Hex } from '../service/randomId'
import type { ServiceContext } from '../service/ServiceContext'
import { createSession } from '../sessions/sessions'
import { addDevice } from '../users/devices'
import { getUser } from '../users/users'
import { checkTopOrigin, passkeyTopOrigins } from './checkTopOrigin'
import { advancePasskeyCounter, findPasskey } from './passkeyRecords'
import { readAuthenticationResponse, readClientData } from './readPasskeyResponse'
import { requirePasskeys } from './requirePasskeys'
import { claimWebauthnChallenge, createWebauthnChallenge } from './webauthnChallenges'

/**
 * Authentication options for a sign-in with any of the RP's passkeys (discoverable credentials),
 * user verification required.
 *
 * @param context - The service.
 * @returns `PublicKeyCredentialRequestOptionsJSON`.
 * @example
 * ```ts
 * const options = await passkeySignInOptions(context)
 * ```
 */
export async function passkeySignInOptions(
  context: ServiceContext,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { rpId } = requirePasskeys(context)
  const challenge = await createWebauthnChallenge(context, 'signIn', null, null)
  return generateAuthenticationOptions({
    rpID: rpId,
    challenge: Buffer.from(challenge, 'base64url'),
    userVerification: 'required',
  })
}

/**
 * Verifies a sign-in assertion: a single-use challenge of this service, an allowed app page around
 * the frame (`topOrigin` of a cross-origin ceremony) (a replayed assertion is
 * refused), a stored credential, its signature, the RP id, one of the origins, user verification,
 * and a signature counter that grows (unless the authenticator keeps none: both zero). Then, in one
 * transaction, the counter moves (compare-and-swap), the body's device is registered and a session
 * opens, remembering the passkey. A passkey proves possession and user verification, so it needs
 * no device link.
 *
 * @param context - The service.
 * @param body - `PasskeyVerifyRequest`.
 * @returns The session, the passkey's id and its PRF box when it has one.
 * @example
 * ```ts
 * const { session, prfBox } = await verifyPasskeySignIn(context, body)
 * ```
 */
export async function verifyPasskeySignIn(
  context: ServiceContext,
  body: Record<string, unknown>,
): Promise<PasskeyLoginResponse> {
  const { rpId, origins } = requirePasskeys(context)
  const response = readAuthenticationResponse(body.response)
  const deviceId = requireString(body, 'deviceId', 200)
  const clientData = readClientData(response.response.clientDataJSON)
  const topOrigins = passkeyTopOrigins(context)
  checkTopOrigin(clientData, topOrigins)
  const claimed = await claimWebauthnChallenge(context, clientData.challenge, ['signIn'])
  const passkey = await findPasskey(context, response.id)
  let newCounter: number
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: claimed.challenge,
      expectedOrigin: origins,
      expectedRPID: rpId,
      expectedTopOrigin: topOrigins,
      // the counter is checked below, with its own error
      credential: { id: passkey.id, publicKey: passkey.publicKey, counter: 0 },
      requireUserVerification: true,
    })
    if (!verified.verified) throw apiErrors.passkeyInvalid()
    newCounter = verified.authenticationInfo.newCounter
  } catch {
    throw apiErrors.passkeyInvalid()
  }
  if ((passkey.counter > 0 || newCounter > 0) && newCounter <= passkey.counter)
    throw apiErrors.passkeyCounter()
  const session = await context.store.transaction(async (tx) => {
    await advancePasskeyCounter(context, passkey.id, passkey.counter, newCounter, tx)
    await addDevice(context, passkey.userId, deviceId, tx)
    const token = await createSession(context, passkey.userId, deviceId, tx)
    await tx.run('UPDATE sessions SET passkey_id = ? WHERE token_hash = ?', [passkey.id, sha256Hex(token)])
    return { token, user: await getUser(context, passkey.userId, tx) }
  })
  const answer: PasskeyLoginResponse = { session, passkeyId: passkey.id }
  if (passkey.prfBox !== undefined) answer.prfBox = passkey.prfBox
  return answer
}
