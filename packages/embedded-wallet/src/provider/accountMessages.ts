/**
 * Messages of the embedded wallet's account calls (devices, recovery kit, export). Defined once;
 * loaded with those calls, not in the app page's first load.
 *
 * @example
 * ```ts
 * if (error.shortMessage === ACCOUNT_MESSAGES.invalidDevices) showRetry()
 * ```
 */
export const ACCOUNT_MESSAGES = {
  /** The auth service's device list is not of the expected shape. */
  invalidDevices: 'The sign-in service answered an invalid list of devices',
  /** `revokeDevice` with an id that cannot be a device id. */
  invalidDeviceId: 'This is not a device id',
  /** The auth service's passkey list is not of the expected shape. */
  invalidPasskeys: 'The sign-in service answered an invalid list of passkeys',
  /** `removePasskey` with an id that cannot be a passkey id. */
  invalidPasskeyId: 'This is not a passkey id',
  /** The key frame's answer to a passkey login is not a session. */
  invalidPasskeySession: 'The wallet frame answered an invalid passkey sign-in',
} as const
