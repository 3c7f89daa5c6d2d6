import { FRAME_ERROR_CODES, type FrameSession } from '../protocol/frame'
import type { PasskeyAuth } from './createPasskeyAuthClient'
import { FRAME_ERROR_MESSAGES, FrameError } from './FrameError'
import type { FramePrompts } from './FramePrompts'
import type { PasskeyCeremonies } from './PasskeyCeremonies'

/**
 * What the frame needs for passkeys: the visitor's prompts, the browser's ceremonies and the
 * service's passkey routes.
 *
 * @example
 * ```ts
 * const deps: PasskeyDeps = { prompts, ceremonies: createBrowserPasskeyCeremonies(), passkeyAuth }
 * ```
 */
export type PasskeyDeps = {
  prompts: FramePrompts | undefined
  ceremonies: PasskeyCeremonies
  passkeyAuth: PasskeyAuth
}

/**
 * What a passkey login leaves in the frame for the `connect` that follows with its token: the
 * PRF output (when the authenticator gave one) and the passkey's PRF box (a sign-in). It stays in
 * the frame's memory and is used once.
 *
 * @example
 * ```ts
 * const pending: PendingPasskey = { token, mode: 'signIn', prfOutput, prfBox }
 * ```
 */
export type PendingPasskey = {
  token: string
  mode: 'signUp' | 'signIn'
  prfOutput: Uint8Array | undefined
  prfBox: { setId: string; box: string } | undefined
}

const cancelled = () =>
  new FrameError(FRAME_ERROR_MESSAGES.passkeyCancelled, { code: FRAME_ERROR_CODES.passkeyCancelled })

/** Shows the passkey prompt and resolves once the visitor clicked "Continue" (else `PASSKEY_CANCELLED`). */
async function askVisitor(
  prompts: FramePrompts | undefined,
  mode: 'signUp' | 'signIn' | 'add',
): Promise<void> {
  if (prompts === undefined)
    throw new FrameError(FRAME_ERROR_MESSAGES.promptsUnavailable, {
      code: FRAME_ERROR_CODES.passkeyCancelled,
    })
  if (!(await prompts.askPasskey(mode))) throw cancelled()
}

/**
 * Signs up or in with a passkey, in the frame: the options from the service first, then the
 * visitor's click on "Continue with a passkey", then the browser's ceremony (with PRF) right in
 * that click, then the service's verification. Answers the session for the page and, apart, what
 * the next `connect` needs (the PRF output never goes to the page or the service).
 *
 * @param deps - Prompts, ceremonies and the service's passkey client.
 * @param mode - `'signUp'` (a new passkey, a new account) or `'signIn'`.
 * @param deviceId - The page's device id, for the session.
 * @returns The session and the pending PRF material.
 * @throws {FrameError} `PASSKEY_CANCELLED`, `PASSKEY_REFUSED`, or `INTERNAL` (service unreachable).
 * @example
 * ```ts
 * const { session, pending } = await runPasskeyLogin(deps, 'signIn', deviceId)
 * ```
 */
export async function runPasskeyLogin(
  deps: PasskeyDeps,
  mode: 'signUp' | 'signIn',
  deviceId: string,
): Promise<{ session: FrameSession; pending: PendingPasskey }> {
  const { passkeyAuth, ceremonies } = deps
  if (mode === 'signUp') {
    const options = await passkeyAuth.registrationOptions(undefined)
    await askVisitor(deps.prompts, mode)
    const { response, prfOutput } = await ceremonies.create(options)
    const { session } = await passkeyAuth.registrationVerify(undefined, { response, deviceId })
    if (session === undefined)
      throw new FrameError(FRAME_ERROR_MESSAGES.authInvalidResponse, { code: FRAME_ERROR_CODES.internal })
    return { session, pending: { token: session.token, mode, prfOutput, prfBox: undefined } }
  }
  const options = await passkeyAuth.signInOptions()
  await askVisitor(deps.prompts, mode)
  const { response, prfOutput } = await ceremonies.get(options)
  const login = await passkeyAuth.signInVerify({ response, deviceId })
  return {
    session: login.session,
    pending: { token: login.session.token, mode, prfOutput, prfBox: login.prfBox },
  }
}

/**
 * Adds a passkey to the signed-in account of `token`, in the frame (prompt, click, ceremony,
 * verification).
 *
 * @param deps - Prompts, ceremonies and the service's passkey client.
 * @param token - The session.
 * @returns The new passkey's id and its PRF output (when the authenticator gave one at creation),
 *   which stays in the frame: the caller seals the current recovery share under it.
 * @throws {FrameError} `PASSKEY_CANCELLED`, `PASSKEY_REFUSED`, `UNAUTHORIZED` or `INTERNAL`.
 * @example
 * ```ts
 * const { passkeyId, prfOutput } = await addPasskeyInFrame(deps, session.token)
 * ```
 */
export async function addPasskeyInFrame(
  deps: PasskeyDeps,
  token: string,
): Promise<{ passkeyId: string; prfOutput: Uint8Array | undefined }> {
  const options = await deps.passkeyAuth.registrationOptions(token)
  await askVisitor(deps.prompts, 'add')
  const { response, prfOutput } = await deps.ceremonies.create(options)
  const { passkeyId } = await deps.passkeyAuth.registrationVerify(token, { response })
  return { passkeyId, prfOutput }
}
