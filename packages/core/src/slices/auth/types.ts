import type { SocialProvider } from '../../kernel/router/views'
import type { AuthAccountType, AuthProvider, PasskeyLoginMode } from './provider/types'

/**
 * A popup window as far as the social login needs it (a `Window` fits).
 *
 * @example
 * ```ts
 * const popup: SocialPopup | null = window.open('', 'latch-social', 'width=600,height=800')
 * ```
 */
export type SocialPopup = { closed: boolean; close(): void; location: { href: string } }

/**
 * Auth options of `createLatch`: the embedded-wallet service, and for tests or special hosts the
 * popup opener and the window that receives the social login's result message.
 *
 * @example
 * ```ts
 * createLatch({ adapters: [evmAdapter()], networks: [mainnet], auth: { provider } })
 * ```
 */
export type LatchAuthOptions = {
  provider: AuthProvider
  /** Opens the social popup; default `window.open`, looked up at call time. */
  openWindow?: (url: string, target: string, features: string) => SocialPopup | null
  /** Where the result `message` event arrives; default `window`. */
  getMessageTarget?: () => EventTarget | undefined
}

/**
 * Auth state: what the email, OTP, social, Farcaster and email-change views show.
 *
 * @example
 * ```ts
 * const { email, loading, error } = latch.getState().auth
 * ```
 */
export type AuthState = {
  /** The address of the login in progress or signed in. */
  email: string | undefined
  /** The new address of an email change in progress. */
  newEmail: string | undefined
  /** The social login in progress. */
  socialProvider: SocialProvider | undefined
  /** The Farcaster URI to show (QR code or link). */
  farcasterUri: string | undefined
  /** True while a step talks to the service. */
  loading: boolean
  /** True while an email change waits for the service's confirmation (polled every 1 s). */
  awaitingEmailConfirmation: boolean
  /** The last failure's message, for the current view. */
  error: string | undefined
  /** Where the code of the email login in progress went: reopening the modal offers to continue with it. */
  codeSentTo: string | undefined
  /** After a wrong code: how many more the code allows, when the service said. */
  attemptsLeft: number | undefined
  /** The code can no longer be used (no attempts left, or expired): the view offers a new one instead. */
  needsNewCode: boolean
}

/**
 * Auth actions (`latch.auth`).
 *
 * @example
 * ```ts
 * await latch.auth.connectEmail('a@example.com') // EmailVerifyOtp
 * await latch.auth.verifyOtp('123456') // connected, Account
 * ```
 */
export interface AuthActions {
  /** Submit an email: "Invalid email" before anything is sent, else EmailVerifyOtp or EmailVerifyDevice. */
  connectEmail(email: string): Promise<void>
  /** Check the code; on success connects ID_AUTH and shows Account. */
  verifyOtp(otp: string): Promise<void>
  /** Mail a fresh code (the count of wrong codes starts over). */
  resendOtp(): Promise<void>
  /** Back to the code already mailed (`state.auth.codeSentTo`), after the modal was closed during it. */
  continueWithCode(): void
  /** Social login: opens the 600x800 popup at once (call it from the click handler). */
  connectSocial(provider: SocialProvider): Promise<void>
  /** Farcaster login: shows ConnectingFarcaster with the URI, then connects. */
  connectFarcaster(): Promise<void>
  /**
   * Passkey login (`features.passkey`): the auth provider's `connectPasskey` runs the ceremony,
   * then connects and shows Account. Default mode `signIn`; `signUp` makes a new account. Throws
   * "Passkey login is not available" when the provider has no passkey login.
   */
  connectPasskey(mode?: PasskeyLoginMode): Promise<void>
  /** Start changing the email (UpdateEmailPrimaryOtp). */
  updateEmail(newEmail: string): Promise<void>
  /** Code sent to the current address (then UpdateEmailSecondaryOtp). */
  verifyUpdateEmailPrimaryOtp(otp: string): Promise<void>
  /** Code sent to the new address; then polls every 1 s until confirmed and returns to Account. */
  verifyUpdateEmailSecondaryOtp(otp: string): Promise<void>
  /** Set and remember the preferred account type. */
  setPreferredAccountType(type: AuthAccountType): Promise<void>
  /** After a reload restored ID_AUTH: fill the account's user, social provider and account type again. */
  restore(): Promise<void>
  /** Sign out and disconnect the auth connector everywhere. */
  signOut(): Promise<void>
}
