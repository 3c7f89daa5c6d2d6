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
  /**
   * POST → `PasskeyOptionsResponse` (api.ts): WebAuthn registration options with a fresh,
   * single-use, expiring challenge. Signed in: to add a passkey to the account; not signed in: to
   * sign up a new account that has no email. 404 `PASSKEYS_OFF` when the service has no `passkeys`.
   */
  passkeyRegisterOptions: '/v1/passkeys/register/options',
  /**
   * POST `PasskeyVerifyRequest` (api.ts) → `PasskeyRegisterResponse` (api.ts): verifies the
   * attestation (RP ID, origin, user verification) and stores the passkey; a sign-up also answers
   * the new account's session (for the body's `deviceId`). A bad ceremony is 400 `PASSKEY_INVALID`,
   * an unknown or used challenge 400 `PASSKEY_CHALLENGE`.
   */
  passkeyRegisterVerify: '/v1/passkeys/register/verify',
  /** POST → `PasskeyOptionsResponse` (api.ts): WebAuthn authentication options (any of the RP's passkeys). */
  passkeyLoginOptions: '/v1/passkeys/login/options',
  /**
   * POST `PasskeyVerifyRequest` (api.ts) → `PasskeyLoginResponse` (api.ts): verifies the assertion
   * (signature, RP ID, origin, user verification, a counter that grows) and answers a session plus,
   * when the passkey has one, its PRF box. A counter that does not grow is 403 `PASSKEY_COUNTER`,
   * a credential the service does not know 404 `PASSKEY_UNKNOWN`.
   */
  passkeyLoginVerify: '/v1/passkeys/login/verify',
  /** GET (signed in) → `PasskeysResponse` (api.ts): the account's passkeys, newest first. */
  passkeys: '/v1/passkeys',
  /** POST (signed in) `PasskeyRemoveRequest` (api.ts) → `{}`: removes one of the account's passkeys. */
  passkeyRemove: '/v1/passkeys/remove',
  /**
   * PUT (signed in) `PasskeyPrfBoxRequest` (api.ts) → `{}`: stores the recovery share sealed under
   * a passkey's PRF output, for the passkey named (one of the account's) or else the one that made
   * the session (400 `PASSKEY_SESSION` for a session no passkey made, 404 `PASSKEY_UNKNOWN`), only
   * while `setId` is the stored split and `recoveryCheck` its recovery check (409 `PRF_BOX_STALE`).
   */
  passkeyPrfBox: '/v1/passkeys/prf-box',
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
  /** The service was started without `passkeys`. */
  passkeysOff: 'PASSKEYS_OFF',
  /** A WebAuthn challenge that is unknown, already used or expired (a replayed ceremony). */
  passkeyChallenge: 'PASSKEY_CHALLENGE',
  /** A ceremony that does not verify: signature, RP ID, origin, user verification or shape. */
  passkeyInvalid: 'PASSKEY_INVALID',
  /** An assertion whose signature counter did not grow (a cloned authenticator or a replay). */
  passkeyCounter: 'PASSKEY_COUNTER',
  /** A credential the service does not know (removed, or another service's). */
  passkeyUnknown: 'PASSKEY_UNKNOWN',
  /** A credential already registered. */
  passkeyTaken: 'PASSKEY_TAKEN',
  /** A PRF box for a session that no passkey made (and that names no passkey). */
  passkeySession: 'PASSKEY_SESSION',
  /** A PRF box for a split that is not the stored one, or with a recovery check that is not its. */
  prfBoxStale: 'PRF_BOX_STALE',
} as const
