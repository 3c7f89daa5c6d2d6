import { ApiError, ValidationError } from '@latch/core/kit'
import { API_PATHS } from '../protocol/api'
import type { FrameMethod, FrameMethods } from '../protocol/frame'
import { ACCOUNT_MESSAGES } from './accountMessages'
import type { AuthClient } from './createAuthClient'
import { DEVICE_ID_MAX_LENGTH, readDevices } from './readDevices'
import type { EmbeddedWalletAccount } from './types'

/**
 * What {@link createWalletAccount} takes from the provider: the session token, the key frame with
 * this user's wallet loaded, the auth client, and the local sign-out.
 *
 * @example
 * ```ts
 * const deps: WalletAccountDeps = { requireToken, frameCall, client, signOut }
 * ```
 */
export type WalletAccountDeps = {
  /** The session token; throws `NOT_SIGNED_IN` without one. */
  requireToken(): string
  /** Calls the key frame once this user's wallet is loaded in it. */
  frameCall<M extends FrameMethod>(
    method: M,
    params: FrameMethods[M]['params'],
  ): Promise<FrameMethods[M]['result']>
  client: AuthClient
  /** Forgets the session on this page (token, loaded wallet). */
  signOut(): Promise<void>
}

/**
 * The embedded wallet's account calls (loaded on first use, outside the app page's first load):
 * the recovery kit, the export and a device revocation are key-frame calls (the frame shows the
 * visitor what they need, over the page); the device list and signing out everywhere are
 * auth-service calls with the session token, their answers shape-checked.
 *
 * @param deps - Token, frame, auth client and local sign-out.
 * @returns The {@link EmbeddedWalletAccount} methods.
 * @throws {ApiError} code `INVALID_RESPONSE` from `listDevices` when the service's list is malformed.
 * @throws {ValidationError} code `INVALID_STRING` from `revokeDevice` for an id no device can have.
 * @example
 * ```ts
 * const account = createWalletAccount({ requireToken, frameCall, client, signOut })
 * const devices = await account.listDevices()
 * ```
 */
export function createWalletAccount(deps: WalletAccountDeps): EmbeddedWalletAccount {
  return {
    async newRecoveryKit() {
      await deps.frameCall('newRecoveryKit', {})
    },
    async exportWallet() {
      await deps.frameCall('exportWallet', {})
    },
    async revokeDevice(deviceId) {
      if (typeof deviceId !== 'string' || deviceId === '' || deviceId.length > DEVICE_ID_MAX_LENGTH)
        throw new ValidationError(ACCOUNT_MESSAGES.invalidDeviceId, {
          code: 'INVALID_STRING',
          details: 'deviceId',
        })
      await deps.frameCall('revokeDevice', { deviceId })
    },
    async listDevices() {
      const answer = await deps.client.call<unknown>({
        path: API_PATHS.devices,
        method: 'GET',
        token: deps.requireToken(),
      })
      const devices = readDevices(answer)
      if (!devices)
        throw new ApiError(ACCOUNT_MESSAGES.invalidDevices, {
          code: 'INVALID_RESPONSE',
          details: `GET ${API_PATHS.devices}`,
        })
      return devices
    },
    async signOutEverywhere() {
      await deps.client.call({ path: API_PATHS.signOutEverywhere, token: deps.requireToken() })
      await deps.signOut()
    },
  }
}
