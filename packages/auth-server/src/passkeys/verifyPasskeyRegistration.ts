import { randomUUID } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import type { PasskeyRegisterResponse } from '@latch/embedded-wallet'
import {
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { apiErrors } from '../errors/apiErrors'
import { requireString } from '../http/bodyFields'
import { sha256Hex } from '../service/randomId'
import type { ServiceContext } from '../service/ServiceContext'
import { authenticateLiveDevice, createSession } from '../sessions/sessions'
import { addDevice } from '../users/devices'
import { getUser } from '../users/users'
import { checkTopOrigin, passkeyTopOrigins } from './checkTopOrigin'
import { insertPasskey, listPasskeys } from './passkeyRecords'
import { readClientData, readRegistrationResponse } from './readPasskeyResponse'
import { requirePasskeys } from './requirePasskeys'
import { claimWebauthnChallenge, createWebauthnChallenge } from './webauthnChallenges'

/**
 * Registration options: with a bearer session, to add a passkey to that account (its passkeys
 * excluded); without one, to sign up a new account (a fresh user id, no email). Discoverable
 * credential and user verification required; `none` attestation.
 *
 * @param context - The service.
 * @param headers - The request headers (a bearer session or none).
 * @returns `PublicKeyCredentialCreationOptionsJSON`.
 * @example
 * ```ts
 * const options = await passkeyRegistrationOptions(context, request.headers)
 * ```
 */
export async function passkeyRegistrationOptions(
  context: ServiceContext,
  headers: IncomingHttpHeaders,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { rpId, rpName } = requirePasskeys(context)
  const signedIn = headers.authorization !== undefined
  const session = signedIn ? await authenticateLiveDevice(context, headers) : undefined
  const userId = session?.userId ?? randomUUID()
  const user = session === undefined ? undefined : await getUser(context, session.userId)
  const challenge = await createWebauthnChallenge(
    context,
    session === undefined ? 'signUp' : 'add',
    userId,
    session?.sessionHash ?? null,
  )
  const existing = session === undefined ? [] : await listPasskeys(context, session.userId)
  return generateRegistrationOptions({
    rpName,
    rpID: rpId,
    userName: user?.email ?? user?.username ?? 'Latch wallet',
    userID: new TextEncoder().encode(userId),
    challenge: Buffer.from(challenge, 'base64url'),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: [-7, -257],
  })
}

/**
 * Verifies a registration (a single-use challenge of this service, the RP id, one of the origins,
 * an allowed app page around the frame,
 * user verification) and stores the passkey: added to the signed-in account that asked for the
 * challenge, or, for a sign-up, on a new account without email, with the body's device and a
 * session — all in one transaction (`deviceId` is read only for a sign-up).
 *
 * @param context - The service.
 * @param headers - The request headers.
 * @param body - `PasskeyVerifyRequest`.
 * @returns The passkey, and the session of a sign-up.
 * @example
 * ```ts
 * const { passkey, session } = await verifyPasskeyRegistration(context, request.headers, body)
 * ```
 */
export async function verifyPasskeyRegistration(
  context: ServiceContext,
  headers: IncomingHttpHeaders,
  body: Record<string, unknown>,
): Promise<PasskeyRegisterResponse> {
  const { rpId, origins } = requirePasskeys(context)
  const response = readRegistrationResponse(body.response)
  const clientData = readClientData(response.response.clientDataJSON)
  checkTopOrigin(clientData, passkeyTopOrigins(context))
  const claimed = await claimWebauthnChallenge(context, clientData.challenge, ['signUp', 'add'])
  if (claimed.purpose === 'add') {
    const session = await authenticateLiveDevice(context, headers)
    if (session.sessionHash !== claimed.sessionHash) throw apiErrors.passkeyChallenge()
  }
  const userId = claimed.userId
  if (userId === null) throw apiErrors.passkeyChallenge()
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: claimed.challenge,
      expectedOrigin: origins,
      expectedRPID: rpId,
      requireUserVerification: true,
    })
  } catch {
    throw apiErrors.passkeyInvalid()
  }
  if (!verified.verified) throw apiErrors.passkeyInvalid()
  const { credential } = verified.registrationInfo
  const record = { id: credential.id, userId, publicKey: credential.publicKey, counter: credential.counter }
  const transports = response.response.transports ?? []
  if (claimed.purpose === 'add') return { passkey: await insertPasskey(context, { ...record, transports }) }
  const deviceId = requireString(body, 'deviceId', 200)
  return context.store.transaction(async (tx) => {
    await tx.run('INSERT INTO users (id, created_at) VALUES (?, ?)', [userId, context.now()])
    const passkey = await insertPasskey(context, { ...record, transports }, tx)
    await addDevice(context, userId, deviceId, tx)
    const token = await createSession(context, userId, deviceId, tx)
    await tx.run('UPDATE sessions SET passkey_id = ? WHERE token_hash = ?', [passkey.id, sha256Hex(token)])
    return { passkey, session: { token, user: await getUser(context, userId, tx) } }
  })
}
