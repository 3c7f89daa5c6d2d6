/**
 * The HTTP API of the Latch auth service (`startAuthService` in `@latch/auth-server`),
 * spoken by the app-side provider (`createEmbeddedWallet`) and the key frame. JSON in and out;
 * signed-in calls carry `Authorization: Bearer <token>`. Errors answer 4xx/5xx with
 * {@link ApiErrorBody}.
 *
 * @example
 * ```ts
 * const res = await fetch(`${authUrl}${API_PATHS.emailStart}`, { method: 'POST', body: JSON.stringify({ email, deviceId }) })
 * const body: EmailStartResponse = await res.json()
 * ```
 */
export const API_PATHS = {
  /** POST {@link EmailStartRequest} → {@link EmailStartResponse}. */
  emailStart: '/v1/email/start',
  /** POST {@link LoginRef} → `{}`; a fresh code for the pending login (rate-limited). */
  emailResend: '/v1/email/resend',
  /** POST {@link EmailVerifyRequest} → {@link SessionResponse}. */
  emailVerify: '/v1/email/verify',
  /** POST {@link LoginRef} → {@link DeviceStatusResponse}; polled while waiting for the device link. */
  deviceStatus: '/v1/device/status',
  /**
   * GET `?token=` from the emailed link: a page that asks the user to approve the device, and
   * approves nothing by itself (a mail scanner may fetch the link). Its button POSTs
   * {@link DeviceApproveRequest} here → {@link DeviceApproveResponse}, which approves.
   */
  deviceApprove: '/v1/device/approve',
  /** GET (signed in) → {@link UserResponse}. */
  user: '/v1/user',
  /** POST (signed in) {@link AccountTypeRequest} → {@link UserResponse}. */
  accountType: '/v1/user/account-type',
  /**
   * POST (signed in) → {@link WalletChallengeResponse}: a single-use challenge, bound to this session
   * and expiring, that the key frame signs to prove it holds the keys of the addresses it registers.
   */
  walletChallenge: '/v1/wallet/challenge',
  /**
   * POST (signed in) {@link WalletRegisterRequest} → {@link UserResponse}; the key frame registers its
   * public addresses with signatures over a challenge (see {@link WalletRegisterRequest}).
   */
  wallet: '/v1/wallet',
  /** POST (signed in) {@link EmailChangeRequest} → {@link EmailChangeResponse}; a code goes to the current address. */
  emailChange: '/v1/email/change',
  /** POST (signed in) {@link EmailChangeOtpRequest} → `{}`; a code then goes to the new address. */
  emailChangePrimary: '/v1/email/change/primary',
  /** POST (signed in) {@link EmailChangeOtpRequest} → `{}`; the change is then confirmed. */
  emailChangeSecondary: '/v1/email/change/secondary',
  /** POST (signed in) {@link EmailChangeRef} → {@link EmailChangeResponse}, a fresh code for the current step. */
  emailChangeResend: '/v1/email/change/resend',
  /** POST (signed in) → `{}`; ends the session. */
  signOut: '/v1/signout',
  /** POST {@link SocialStartRequest} → {@link SocialStartResponse}; `:provider` is a SocialProvider. */
  socialStart: '/v1/social/:provider/start',
  /** GET: the OAuth redirect page (`redirect_uri`); posts {@link SocialResultMessage} to the opener. */
  socialCallback: '/v1/social/callback',
  /** POST {@link SocialFinishRequest} → {@link SessionResponse}. */
  socialFinish: '/v1/social/finish',
  /** GET → {@link DevMailboxResponse}; only when the service runs with the dev mailbox. */
  devMailbox: '/v1/dev/mailbox',
} as const

/**
 * Error body of every failed call. `code` is one of {@link API_ERROR_CODES}. A refused one-time
 * code (`OTP_INVALID`, `OTP_ATTEMPTS`) also says how many wrong codes the code still allows
 * (`attemptsLeft`, 0 when a new code is needed).
 *
 * @example
 * ```ts
 * const body: ApiErrorBody = { error: { code: 'OTP_INVALID', message: 'Invalid code. 2 attempts left.', attemptsLeft: 2 } }
 * ```
 */
export type ApiErrorBody = { error: { code: string; message: string; attemptsLeft?: number } }

/**
 * Error codes the service answers with (the message is human-readable; the code is stable).
 *
 * @example
 * ```ts
 * if (body.error.code === API_ERROR_CODES.otpAttempts) showResend()
 * ```
 */
export const API_ERROR_CODES = {
  invalidEmail: 'INVALID_EMAIL',
  invalidRequest: 'INVALID_REQUEST',
  rateLimited: 'RATE_LIMITED',
  otpInvalid: 'OTP_INVALID',
  otpExpired: 'OTP_EXPIRED',
  /** Too many wrong codes: this code is dead, ask for a new one. */
  otpAttempts: 'OTP_ATTEMPTS',
  loginNotFound: 'LOGIN_NOT_FOUND',
  deviceNotApproved: 'DEVICE_NOT_APPROVED',
  unauthorized: 'UNAUTHORIZED',
  socialUnknownProvider: 'SOCIAL_UNKNOWN_PROVIDER',
  socialInvalid: 'SOCIAL_INVALID',
  notFound: 'NOT_FOUND',
  /** The email address belongs to another account (email change, 409). */
  emailTaken: 'EMAIL_TAKEN',
  /** The account already has different wallet addresses registered, or another account has these (409). */
  walletConflict: 'WALLET_CONFLICT',
  /** The wallet proof is missing or malformed, or a signature does not verify for its address (400). */
  walletProofInvalid: 'WALLET_PROOF_INVALID',
  /** The wallet challenge is unknown, already used, or another session's (400). */
  walletChallengeInvalid: 'WALLET_CHALLENGE_INVALID',
  /** The wallet challenge has expired: ask for a new one (400). */
  walletChallengeExpired: 'WALLET_CHALLENGE_EXPIRED',
  /** The device-approval link is unknown, already used or expired (400). */
  deviceLinkInvalid: 'DEVICE_LINK_INVALID',
  /** The service failed (500), or a mail could not be sent (502). */
  internal: 'INTERNAL_ERROR',
} as const

/**
 * Body of {@link API_PATHS.emailStart}. `deviceId` is a random id the app keeps per browser; an
 * existing account seen from an unknown device must approve it by link first.
 *
 * @example
 * ```ts
 * const body: EmailStartRequest = { email: 'a@example.com', deviceId: 'd-1' }
 * ```
 */
export type EmailStartRequest = { email: string; deviceId: string }

/**
 * Answer of {@link API_PATHS.emailStart}: what comes next, and the id of this login.
 *
 * @example
 * ```ts
 * const next: EmailStartResponse = { action: 'VERIFY_OTP', loginId: 'l-1' }
 * ```
 */
export type EmailStartResponse = { action: 'VERIFY_OTP' | 'VERIFY_DEVICE'; loginId: string }

/**
 * A pending email login.
 *
 * @example
 * ```ts
 * const ref: LoginRef = { loginId: 'l-1' }
 * ```
 */
export type LoginRef = { loginId: string }

/**
 * Answer of {@link API_PATHS.deviceStatus}: once approved, a code has been sent (VERIFY_OTP follows).
 *
 * @example
 * ```ts
 * const status: DeviceStatusResponse = { approved: true }
 * ```
 */
export type DeviceStatusResponse = { approved: boolean }

/**
 * Body of the POST to {@link API_PATHS.deviceApprove}: the token of the emailed link.
 *
 * @example
 * ```ts
 * const body: DeviceApproveRequest = { token: new URL(link).searchParams.get('token') ?? '' }
 * ```
 */
export type DeviceApproveRequest = { token: string }

/**
 * Answer of the POST to {@link API_PATHS.deviceApprove}: the device is approved; `codeSent` says
 * whether the sign-in code could be mailed right away (else the app asks for a new one).
 *
 * @example
 * ```ts
 * const answer: DeviceApproveResponse = { approved: true, codeSent: true }
 * ```
 */
export type DeviceApproveResponse = { approved: true; codeSent: boolean }

/**
 * Body of {@link API_PATHS.emailVerify}.
 *
 * @example
 * ```ts
 * const body: EmailVerifyRequest = { loginId: 'l-1', otp: '123456' }
 * ```
 */
export type EmailVerifyRequest = { loginId: string; otp: string }

/**
 * The signed-in user as the service knows it. `wallet` holds the public addresses the key frame
 * registered (absent until it did).
 *
 * @example
 * ```ts
 * const user: ApiUser = { id: 'u-1', email: 'a@example.com', preferredAccountType: 'eoa' }
 * ```
 */
export type ApiUser = {
  id: string
  email?: string
  username?: string
  socialProvider?: string
  preferredAccountType: 'eoa' | 'smartAccount'
  wallet?: { evm: string; solana: string }
}

/**
 * A new session: its bearer token and the user.
 *
 * @example
 * ```ts
 * const session: SessionResponse = { token: 't', user }
 * ```
 */
export type SessionResponse = { token: string; user: ApiUser }

/**
 * Answer of {@link API_PATHS.user}.
 *
 * @example
 * ```ts
 * const { user }: UserResponse = await res.json()
 * ```
 */
export type UserResponse = { user: ApiUser }

/**
 * Body of {@link API_PATHS.accountType}.
 *
 * @example
 * ```ts
 * const body: AccountTypeRequest = { type: 'smartAccount' }
 * ```
 */
export type AccountTypeRequest = { type: 'eoa' | 'smartAccount' }

/**
 * Answer of {@link API_PATHS.walletChallenge}: the challenge (43 base64url characters) and when it
 * expires (ms since the epoch). It can be used once, by the session that asked for it.
 *
 * @example
 * ```ts
 * const { challenge }: WalletChallengeResponse = await res.json()
 * ```
 */
export type WalletChallengeResponse = { challenge: string; expiresAt: number }

/**
 * Body of {@link API_PATHS.wallet}: the public addresses derived in the key frame, the challenge,
 * and the proof that the frame holds both keys: `evmSignature` is the EIP-191 `personal_sign` and
 * `solanaSignature` the base58 ed25519 signature, by each address, of the same text
 * `walletProofMessage({ service, userId, challenge, evm, solana })` (in `protocol/walletProof.ts`),
 * which names the service's origin, the user id, both addresses and the challenge. The service
 * binds the addresses only when both signatures verify.
 *
 * @example
 * ```ts
 * const body: WalletRegisterRequest = { evm: '0xAbC…', solana: 'Hx…', challenge, evmSignature: '0x…', solanaSignature: '5Jt…' }
 * ```
 */
export type WalletRegisterRequest = {
  evm: string
  solana: string
  challenge: string
  evmSignature: string
  solanaSignature: string
}

/**
 * Body of {@link API_PATHS.emailChange}.
 *
 * @example
 * ```ts
 * const body: EmailChangeRequest = { email: 'new@example.com' }
 * ```
 */
export type EmailChangeRequest = { email: string }

/**
 * Answer of {@link API_PATHS.emailChange} and of the resend.
 *
 * @example
 * ```ts
 * const { changeId }: EmailChangeResponse = await res.json()
 * ```
 */
export type EmailChangeResponse = { changeId: string }

/**
 * A pending email change.
 *
 * @example
 * ```ts
 * const ref: EmailChangeRef = { changeId: 'c-1' }
 * ```
 */
export type EmailChangeRef = { changeId: string }

/**
 * Body of the two email-change code steps.
 *
 * @example
 * ```ts
 * const body: EmailChangeOtpRequest = { changeId: 'c-1', otp: '123456' }
 * ```
 */
export type EmailChangeOtpRequest = { changeId: string; otp: string }

/**
 * Body of {@link API_PATHS.socialStart}: the app page's origin, where the redirect page posts the
 * result (must be one of the service's allowed origins).
 *
 * @example
 * ```ts
 * const body: SocialStartRequest = { origin: window.location.origin }
 * ```
 */
export type SocialStartRequest = { origin: string }

/**
 * Answer of {@link API_PATHS.socialStart}: the provider's authorisation URL (with state and the
 * PKCE challenge), the state, and the origin the result message will come from (the service's).
 *
 * @example
 * ```ts
 * const start: SocialStartResponse = { uri: 'http://127.0.0.1:9/authorize?...', state: 's', origin: 'http://127.0.0.1:7' }
 * ```
 */
export type SocialStartResponse = { uri: string; state: string; origin: string }

/**
 * What the redirect page posts to `window.opener` (target origin: the app's), on success a
 * one-time `code` to trade at {@link API_PATHS.socialFinish}, else an `error`.
 *
 * @example
 * ```ts
 * const message: SocialResultMessage = { type: 'latch-social-result', state: 's', code: 'c' }
 * ```
 */
export type SocialResultMessage = {
  type: 'latch-social-result'
  state: string
  code?: string
  error?: string
}

/**
 * Body of {@link API_PATHS.socialFinish}.
 *
 * @example
 * ```ts
 * const body: SocialFinishRequest = { state: 's', code: 'c' }
 * ```
 */
export type SocialFinishRequest = { state: string; code: string }

/**
 * One message in the dev mailbox.
 *
 * @example
 * ```ts
 * const mail: DevMail = { id: 1, to: 'a@example.com', subject: 'Your Latch code', text: '…', code: '123456', sentAt: 0 }
 * ```
 */
export type DevMail = {
  id: number
  to: string
  subject: string
  text: string
  /** The one-time code in the mail, when it carries one. */
  code?: string
  /** The link in the mail (device approval), when it carries one. */
  link?: string
  sentAt: number
}

/**
 * Answer of {@link API_PATHS.devMailbox}, newest last.
 *
 * @example
 * ```ts
 * const { messages }: DevMailboxResponse = await res.json()
 * ```
 */
export type DevMailboxResponse = { messages: DevMail[] }

/**
 * Answer of GET `ACCOUNT_API_PATHS.walletShares` (accountApi.ts): the split id and the auth share (text of
 * `writeShare`, at most 200 characters).
 *
 * @example
 * ```ts
 * const { setId, authShare }: WalletSharesResponse = await res.json()
 * ```
 */
export type WalletSharesResponse = { setId: string; authShare: string }

/**
 * Body of PUT `ACCOUNT_API_PATHS.walletShares` (accountApi.ts): a new split's id (16 hex characters), its auth share,
 * the device share sealed under the recovery share (`sealText(…, 'device-share')`, at most 400
 * characters, which the service cannot open), the recovery check (`recoveryCheck`, 43 base64url
 * characters; the service keeps only its SHA-256), and the split it replaces (`null` for the
 * first). The service never receives the device share or the recovery share.
 *
 * @example
 * ```ts
 * const body: WalletSharesRequest = { setId, authShare, deviceShareBox, recoveryCheck, previousSetId: null }
 * ```
 */
export type WalletSharesRequest = {
  setId: string
  authShare: string
  deviceShareBox: string
  recoveryCheck: string
  previousSetId: string | null
}

/**
 * Body of `ACCOUNT_API_PATHS.walletRecover` (accountApi.ts): the split the kit belongs to and its recovery check.
 *
 * @example
 * ```ts
 * const body: WalletRecoverRequest = { setId, recoveryCheck: recoveryCheck(kit.share) }
 * ```
 */
export type WalletRecoverRequest = { setId: string; recoveryCheck: string }

/**
 * Answer of `ACCOUNT_API_PATHS.walletRecover` (accountApi.ts): the auth share and the sealed device share.
 *
 * @example
 * ```ts
 * const { authShare, deviceShareBox }: WalletRecoverResponse = await res.json()
 * ```
 */
export type WalletRecoverResponse = { setId: string; authShare: string; deviceShareBox: string }

/**
 * One device of the account (a browser that signed in): `current` is the one asking.
 *
 * @example
 * ```ts
 * const device: ApiDevice = { id: 'd-1', createdAt: 1764374400000, lastSeenAt: 1764374400000, current: true }
 * ```
 */
export type ApiDevice = { id: string; createdAt: number; lastSeenAt: number; current: boolean }

/**
 * Answer of `ACCOUNT_API_PATHS.devices` (accountApi.ts).
 *
 * @example
 * ```ts
 * const { devices }: DevicesResponse = await res.json()
 * ```
 */
export type DevicesResponse = { devices: ApiDevice[] }

/**
 * Body of `ACCOUNT_API_PATHS.deviceRevoke` (accountApi.ts): the device, and the new split made without it (its
 * `previousSetId` must be the stored split).
 *
 * @example
 * ```ts
 * const body: DeviceRevokeRequest = { deviceId: 'd-2', shares }
 * ```
 */
export type DeviceRevokeRequest = { deviceId: string; shares: WalletSharesRequest }

/**
 * Answer of `ACCOUNT_API_PATHS.passkeyRegisterOptions` and `passkeyLoginOptions` (accountApi.ts):
 * the WebAuthn options as JSON (`PublicKeyCredentialCreationOptionsJSON` or
 * `PublicKeyCredentialRequestOptionsJSON`), to hand to the browser's ceremony.
 *
 * @example
 * ```ts
 * const { options }: PasskeyOptionsResponse = await res.json()
 * ```
 */
export type PasskeyOptionsResponse = { options: Record<string, unknown> }

/**
 * Body of `ACCOUNT_API_PATHS.passkeyRegisterVerify` and `passkeyLoginVerify` (accountApi.ts): the
 * browser's credential as JSON (`RegistrationResponseJSON` or `AuthenticationResponseJSON`; its
 * `clientExtensionResults` are not read: a PRF output never leaves the key frame) and the
 * browser's device id (for a session the call opens; adding a passkey opens none and needs none).
 *
 * @example
 * ```ts
 * const body: PasskeyVerifyRequest = { response: credentialJson, deviceId }
 * ```
 */
export type PasskeyVerifyRequest = { response: Record<string, unknown>; deviceId?: string }

/**
 * One passkey of the account. `prf`: it holds a PRF box for the wallet's current split (so it
 * recovers the wallet on a new device without the kit); a box of an older split is stale and
 * counts as none.
 *
 * @example
 * ```ts
 * const passkey: ApiPasskey = { id: 'q3…', createdAt: 1764374400000, lastUsedAt: null, prf: true }
 * ```
 */
export type ApiPasskey = { id: string; createdAt: number; lastUsedAt: number | null; prf: boolean }

/**
 * Answer of `ACCOUNT_API_PATHS.passkeyRegisterVerify` (accountApi.ts): the stored passkey and, for
 * a sign-up, the new account's session.
 *
 * @example
 * ```ts
 * const { passkey, session }: PasskeyRegisterResponse = await res.json()
 * ```
 */
export type PasskeyRegisterResponse = { passkey: ApiPasskey; session?: SessionResponse }

/**
 * Answer of `ACCOUNT_API_PATHS.passkeyLoginVerify` (accountApi.ts): the session, the passkey used
 * and, when it has one for the wallet's current split, its PRF box (the recovery share sealed under
 * the passkey's PRF output, `sealText(…, 'passkey')`) with the split it belongs to. A box of an
 * older split is stale and never answered.
 *
 * @example
 * ```ts
 * const { session, prfBox }: PasskeyLoginResponse = await res.json()
 * ```
 */
export type PasskeyLoginResponse = {
  session: SessionResponse
  passkeyId: string
  prfBox?: { setId: string; box: string }
}

/**
 * Answer of `ACCOUNT_API_PATHS.passkeys` (accountApi.ts).
 *
 * @example
 * ```ts
 * const { passkeys }: PasskeysResponse = await res.json()
 * ```
 */
export type PasskeysResponse = { passkeys: ApiPasskey[] }

/**
 * Body of `ACCOUNT_API_PATHS.passkeyRemove` (accountApi.ts).
 *
 * @example
 * ```ts
 * const body: PasskeyRemoveRequest = { passkeyId: 'q3…' }
 * ```
 */
export type PasskeyRemoveRequest = { passkeyId: string }

/**
 * Body of `ACCOUNT_API_PATHS.passkeyPrfBox` (accountApi.ts): the recovery share of split `setId`
 * sealed under a passkey's PRF output (`sealText(…, 'passkey')`, at most 400 characters), that
 * share's recovery check (`recoveryCheck`, which the service compares with the stored split's, so
 * a box is only ever stored for the current recovery share; it never sees the share), and the
 * passkey it is for (default: the one that made the session; an added passkey is named).
 *
 * @example
 * ```ts
 * const body: PasskeyPrfBoxRequest = { setId, box, recoveryCheck: recoveryCheck(code), passkeyId }
 * ```
 */
export type PasskeyPrfBoxRequest = { setId: string; box: string; recoveryCheck: string; passkeyId?: string }
