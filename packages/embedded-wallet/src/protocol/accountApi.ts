/**
 * The auth service's paths for the wallet's shares, recovery and devices, kept apart from
 * `API_PATHS` because only the key frame and the lazily loaded account calls use them: the app's
 * first load does not carry them. Same conventions as `API_PATHS` (JSON, `Authorization: Bearer`,
 * errors as `ApiErrorBody`); the shapes are in `api.ts`.
 *
 * @example
 * ```ts
 * const res = await fetch(`${authUrl}${ACCOUNT_API_PATHS.devices}`, { headers: { authorization: `Bearer ${token}` } })
 * ```
 */
export const ACCOUNT_API_PATHS = {
  /**
   * The wallet's auth share (see `shares/walletShares.ts`). GET (signed in) → `WalletSharesResponse` (api.ts)
   * (404 `SHARES_NONE` before the first split; 403 `DEVICE_REVOKED` for a session of a revoked
   * device). PUT (signed in) `WalletSharesRequest` (api.ts) → `{}`: stores a new split, only when
   * `previousSetId` is the split stored now (`null` for the first), else 409 `SHARES_CONFLICT`.
   */
  walletShares: '/v1/wallet/shares',
  /**
   * POST (signed in) `WalletRecoverRequest` (api.ts) → `WalletRecoverResponse` (api.ts): a device without
   * its share proves it holds the recovery kit and gets the auth share and its sealed device share.
   * A wrong check is 403 `RECOVERY_WRONG` with `attemptsLeft`; after 5 wrong ones in an hour the
   * account is locked for the rest of that hour (429 `RECOVERY_LOCKED`), counted in the database.
   */
  walletRecover: '/v1/wallet/recover',
  /** GET (signed in) → `DevicesResponse` (api.ts): the account's devices, newest first. */
  devices: '/v1/devices',
  /**
   * POST (signed in) `DeviceRevokeRequest` (api.ts) → `{}`: in one transaction, revokes the device (its
   * sessions end; it can no longer get the auth share) and stores the new split made without it.
   */
  deviceRevoke: '/v1/devices/revoke',
  /** POST (signed in) → `{}`: ends every session of the account, this one included. */
  signOutEverywhere: '/v1/signout/all',
} as const

/**
 * The error codes of {@link ACCOUNT_API_PATHS}'s routes (besides `API_ERROR_CODES`).
 *
 * @example
 * ```ts
 * if (body.error.code === ACCOUNT_API_ERROR_CODES.recoveryWrong) showAttemptsLeft(body.error.attemptsLeft)
 * ```
 */
export const ACCOUNT_API_ERROR_CODES = {
  /** GET {@link ACCOUNT_API_PATHS.walletShares} before the wallet was split. */
  sharesNone: 'SHARES_NONE',
  /** PUT {@link ACCOUNT_API_PATHS.walletShares} with a `previousSetId` that is not the stored split. */
  sharesConflict: 'SHARES_CONFLICT',
  /** A recovery check that is not the account's (the body carries `attemptsLeft`). */
  recoveryWrong: 'RECOVERY_WRONG',
  /** Too many wrong recovery checks: the account waits for the window to pass. */
  recoveryLocked: 'RECOVERY_LOCKED',
  /** The session's device was revoked: no auth share, no new split. */
  deviceRevoked: 'DEVICE_REVOKED',
} as const
