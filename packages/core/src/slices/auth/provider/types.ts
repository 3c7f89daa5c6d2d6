import type { AccountInfo } from '../../../adapters/types'
import type { SocialProvider } from '../../../kernel/router/views'
import type { CaipNetworkId } from '../../../shared/networks/types'

/**
 * Namespaces the auth connector serves (SPEC §9): eip155 and solana.
 *
 * @example
 * ```ts
 * const ns: AuthNamespace = 'solana'
 * ```
 */
export type AuthNamespace = 'eip155' | 'solana'

/**
 * Account type of an embedded wallet (SPEC §6).
 *
 * @example
 * ```ts
 * const type: AuthAccountType = 'smartAccount'
 * ```
 */
export type AuthAccountType = 'eoa' | 'smartAccount'

/**
 * What the auth service asks for after an email was submitted: a one-time code, or approval of this
 * new device by a link sent to the address first.
 *
 * @example
 * ```ts
 * const { action } = await provider.connectEmail({ email })
 * if (action === 'VERIFY_DEVICE') await provider.connectDevice()
 * ```
 */
export type EmailLoginAction = 'VERIFY_OTP' | 'VERIFY_DEVICE'

/**
 * The signed-in user of the embedded wallet, with one account list per namespace.
 *
 * @example
 * ```ts
 * const user: AuthUser = { email: 'a@example.com', accounts: { eip155: [{ address: '0xabc', type: 'eoa' }] } }
 * ```
 */
export type AuthUser = {
  email?: string
  username?: string
  socialProvider?: SocialProvider
  preferredAccountType?: AuthAccountType
  /** For a smart account: whether it is deployed (its EIP-7702 delegation is on chain). */
  smartAccountDeployed?: boolean
  /** Accounts per namespace, the active one first. */
  accounts: Partial<Record<AuthNamespace, AccountInfo[]>>
}

/**
 * The start of a social login: the provider's authorisation URL to load in the popup, the `state`
 * value the result message must carry, and the origin the result message must come from.
 *
 * @example
 * ```ts
 * const start: SocialLoginStart = { uri: 'https://auth.example/authorize?...', state: 'f3a9', origin: 'https://auth.example' }
 * ```
 */
export type SocialLoginStart = { uri: string; state: string; origin: string }

/**
 * A request to the embedded wallet, EIP-1193 or Solana style.
 *
 * @example
 * ```ts
 * const request: AuthRequest = { namespace: 'eip155', method: 'personal_sign', params: ['0x68', '0xabc'] }
 * ```
 */
export type AuthRequest = {
  namespace: AuthNamespace
  method: string
  params?: unknown
  /** Network the request is for, when the wallet needs it. */
  caipNetworkId?: CaipNetworkId
}

/**
 * How a passkey login starts: `signUp` makes a new account with a new passkey, `signIn` uses a
 * passkey the visitor already has.
 *
 * @example
 * ```ts
 * await latch.auth.connectPasskey('signUp' satisfies PasskeyLoginMode)
 * ```
 */
export type PasskeyLoginMode = 'signIn' | 'signUp'

/**
 * The contract an embedded-wallet service implements behind the `ID_AUTH` connector: email login
 * (code or new-device approval), social and Farcaster login, the user, email change (two codes,
 * then confirmation), account type, sign-out and wallet requests. `request` receives only requests
 * the RPC safety rules let through (SPEC §6); `getCapabilities` and `getAssets` answer
 * `wallet_getCapabilities` and `wallet_getAssets`.
 *
 * @example
 * ```ts
 * const latch = createLatch({ adapters: [], networks: [mainnet], auth: { provider: myAuthProvider } })
 * await latch.auth.connectEmail('a@example.com')
 * ```
 */
export interface AuthProvider {
  /** Send a code (or a device-approval link) to `email`. */
  connectEmail(params: { email: string }): Promise<{ action: EmailLoginAction }>
  /** Resolves once the user approved this device from the link sent by email. */
  connectDevice(): Promise<void>
  /** Check the code sent to the email; signs the user in. */
  connectOtp(params: { otp: string }): Promise<void>
  /** Send a fresh code to the email of the pending login. */
  resendOtp(): Promise<void>
  /** Start a social login: the authorisation URL and the state the result must carry. */
  getSocialRedirectUri(params: { provider: SocialProvider }): Promise<SocialLoginStart>
  /** Finish a social login with the result message the redirect page posted. */
  connectSocial(params: { provider: SocialProvider; result: unknown }): Promise<void>
  /** Start a Farcaster login: the URI to show as a QR code or link. */
  getFarcasterUri(): Promise<{ uri: string }>
  /** Resolves once the Farcaster login started by {@link AuthProvider.getFarcasterUri} completed. */
  connectFarcaster(): Promise<void>
  /**
   * Passkey login, where the service offers it: the service runs the WebAuthn ceremony (the
   * embedded wallet's key frame asks the visitor in its own prompt) and signs the visitor in.
   * `signUp` makes a new account with a new passkey; `signIn` uses a passkey the visitor has.
   */
  connectPasskey?(params: { mode: PasskeyLoginMode }): Promise<void>
  /** The signed-in user, or `null` when nobody is signed in. */
  getUser(): Promise<AuthUser | null>
  /** Start changing the email: a code goes to the current address. */
  updateEmail(params: { email: string }): Promise<void>
  /** Check the code sent to the current address; a code then goes to the new one. */
  updateEmailPrimaryOtp(params: { otp: string }): Promise<void>
  /** Check the code sent to the new address; the change is then confirmed by the service. */
  updateEmailSecondaryOtp(params: { otp: string }): Promise<void>
  /**
   * Remember the preferred account type. A wallet whose EVM account is a smart account on chain
   * (EIP-7702) clears that delegation when switched back to `eoa`, before it answers.
   */
  setPreferredAccountType(params: { type: AuthAccountType }): Promise<void>
  /** Sign out (both namespaces). */
  signOut(): Promise<void>
  /** A wallet request that the safety rules let through. */
  request(request: AuthRequest): Promise<unknown>
  /** The answer to `wallet_getCapabilities` (EIP-5792), per hex chain id. */
  getCapabilities(params: { address: string }): Promise<unknown>
  /** The answer to `wallet_getAssets` (EIP-7811). */
  getAssets(params: unknown): Promise<unknown>
  /**
   * On `caipNetworkId`, the signed-in EVM account as a smart account, for the approval to show
   * what else approving does: the contract its address delegates to, whether that delegation is
   * still to be made (with this request), and whether the app's paymaster pays the gas.
   * `undefined` (or no method) when the account is not a smart account there.
   */
  describeSmartAccount?(params: { caipNetworkId: CaipNetworkId }): Promise<AuthSmartAccount | undefined>
  /**
   * Calls `listener` when the signed-in user changed other than through a call of Latch's, such as
   * the smart account's delegation landing on chain with its first operation (`smartAccountDeployed`);
   * Latch then reads {@link AuthProvider.getUser} again. Answers the unsubscribe.
   */
  watchUser?(listener: () => void): () => void
}

/**
 * The signed-in EVM account as a smart account (see `AuthProvider.describeSmartAccount`).
 *
 * @example
 * ```ts
 * const smart: AuthSmartAccount = { implementation: '0x882d…Daeb', delegated: false, sponsored: true }
 * ```
 */
export type AuthSmartAccount = {
  /** The account implementation the address delegates to (EIP-7702). */
  implementation: string
  /** Whether the delegation is on chain already; if not, approving a request also makes it. */
  delegated: boolean
  /** Whether the app's paymaster pays the gas (ERC-7677). */
  sponsored: boolean
}
