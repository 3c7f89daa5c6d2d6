import { ApiError, ValidationError } from '@latch/core/kit'
import { ACCOUNT_API_PATHS } from '../protocol/accountApi'
import type { SessionResponse } from '../protocol/api'
import type { FrameMethod, FrameMethods } from '../protocol/frame'
import { ACCOUNT_MESSAGES } from './accountMessages'
import type { AuthClient } from './createAuthClient'
import type { SessionStore } from './createSessionStore'
import { DEVICE_ID_MAX_LENGTH, readDevices } from './readDevices'
import { isPasskeyId, readPasskeys } from './readPasskeys'
import type { EmbeddedWalletAccount, KeyFrameChannel } from './types'

/**
 * The embedded wallet's account calls (loaded on first use, outside the app page's first load):
 * the recovery kit, the export and a device revocation are key-frame calls (the frame shows the
 * visitor what they need, over the page); the device list and signing out everywhere are
 * auth-service calls with the session token, their answers shape-checked.
 *
 * Its arguments are positional (not an options object) because the app page's first load holds
 * the call: the provider hands in what it already has.
 *
 * @param frameCall - Calls the key frame once this user's wallet is loaded in it.
 * @param client - The auth service's client.
 * @param requireToken - The session token; throws `NOT_SIGNED_IN` without one.
 * @param signOut - Forgets the session on this page (token, loaded wallet).
 * @param openChannel - The key frame's channel (a passkey login calls it with no wallet loaded).
 * @param startSession - Starts the session a passkey login answered, as after an email code.
 * @param session - This page's session store (its device id).
 * @returns The {@link EmbeddedWalletAccount} methods.
 * @throws {ApiError} code `INVALID_RESPONSE` from `listDevices` when the service's list is malformed.
 * @throws {ValidationError} code `INVALID_STRING` from `revokeDevice` or `removePasskey` for an id no device or passkey can have.
 * @throws {ApiError} code `INVALID_RESPONSE` from `listPasskeys` or `connectPasskey` when the answer is malformed.
 * @example
 * ```ts
 * const account = createWalletAccount(frameCall, client, requireToken, signOut)
 * const devices = await account.listDevices()
 * ```
 */
export function createWalletAccount(
  frameCall: <M extends FrameMethod>(
    method: M,
    params: FrameMethods[M]['params'],
  ) => Promise<FrameMethods[M]['result']>,
  client: AuthClient,
  requireToken: () => string,
  signOut: () => Promise<void>,
  openChannel: () => KeyFrameChannel,
  startSession: (response: SessionResponse) => Promise<void>,
  session: Pick<SessionStore, 'getDeviceId'>,
): EmbeddedWalletAccount {
  return {
    async connectPasskey({ mode }) {
      const frame = openChannel()
      await frame.ready
      const answer = await frame.call(mode === 'signUp' ? 'passkeySignUp' : 'passkeySignIn', {
        deviceId: session.getDeviceId(),
      })
      const { token, user } = Object(answer) as Partial<SessionResponse>
      if (typeof token !== 'string' || token === '' || typeof Object(user).id !== 'string')
        throw new ApiError(ACCOUNT_MESSAGES.invalidPasskeySession, {
          code: 'INVALID_RESPONSE',
          details: 'passkey sign-in',
        })
      await startSession({ token, user: user as SessionResponse['user'] })
    },
    async addPasskey() {
      await frameCall('addPasskey', {})
    },
    async listPasskeys() {
      const passkeys = readPasskeys(
        await client.call<unknown>({
          path: ACCOUNT_API_PATHS.passkeys,
          method: 'GET',
          token: requireToken(),
        }),
      )
      if (!passkeys)
        throw new ApiError(ACCOUNT_MESSAGES.invalidPasskeys, {
          code: 'INVALID_RESPONSE',
          details: `GET ${ACCOUNT_API_PATHS.passkeys}`,
        })
      return passkeys
    },
    async removePasskey(passkeyId) {
      if (!isPasskeyId(passkeyId))
        throw new ValidationError(ACCOUNT_MESSAGES.invalidPasskeyId, {
          code: 'INVALID_STRING',
          details: 'passkeyId',
        })
      await client.call({ path: ACCOUNT_API_PATHS.passkeyRemove, body: { passkeyId }, token: requireToken() })
    },
    async newRecoveryKit() {
      await frameCall('newRecoveryKit', {})
    },
    async exportWallet() {
      await frameCall('exportWallet', {})
    },
    async revokeDevice(deviceId) {
      if (typeof deviceId !== 'string' || deviceId === '' || deviceId.length > DEVICE_ID_MAX_LENGTH)
        throw new ValidationError(ACCOUNT_MESSAGES.invalidDeviceId, {
          code: 'INVALID_STRING',
          details: 'deviceId',
        })
      await frameCall('revokeDevice', { deviceId })
    },
    async listDevices() {
      const answer = await client.call<unknown>({
        path: ACCOUNT_API_PATHS.devices,
        method: 'GET',
        token: requireToken(),
      })
      const devices = readDevices(answer)
      if (!devices)
        throw new ApiError(ACCOUNT_MESSAGES.invalidDevices, {
          code: 'INVALID_RESPONSE',
          details: `GET ${ACCOUNT_API_PATHS.devices}`,
        })
      return devices
    },
    async signOutEverywhere() {
      await client.call({ path: ACCOUNT_API_PATHS.signOutEverywhere, token: requireToken() })
      await signOut()
    },
  }
}
