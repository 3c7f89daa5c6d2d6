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
} as const
