/**
 * Every view of the modal: the SPEC §2 list followed by the views the connect, send, email and
 * Stacks/Bitcoin picker flows and the no-wallet help need. React renders the current one; core decides which.
 *
 * @example
 * ```ts
 * latch.router.push('AllWallets')
 * ```
 */
export const ROUTER_VIEWS = [
  // SPEC §2
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnectBasic',
  'SwitchNetwork',
  'SwitchActiveChain',
  'DataCapture',
  'SIWXSignMessage',
  'ApproveTransaction',
  'EmailLogin',
  'ConnectingFarcaster',
  'ConnectingWalletConnect',
  'ProfileWallets',
  'UpdateEmailWallet',
  // flows
  /** Connecting to a chosen installed/announced wallet (router data `wallet`). */
  'ConnectingExternal',
  /** The network picker. */
  'Networks',
  /** Send: amount and receiver. */
  'WalletSend',
  /** Send: choose the token. */
  'WalletSendSelectToken',
  /** Send: review before signing. */
  'WalletSendPreview',
  /** Email login: one-time code. */
  'EmailVerifyOtp',
  /** Email login: approve this device by email. */
  'EmailVerifyDevice',
  /** Social login popup in progress (router data `socialProvider`). */
  'ConnectingSocial',
  /** Email change: code sent to the current address. */
  'UpdateEmailPrimaryOtp',
  /** Email change: code sent to the new address. */
  'UpdateEmailSecondaryOtp',
  /** Stacks/Bitcoin wallet picker (installed wallets marked). */
  'WalletPicker',
  /** Help for a visitor with no wallet: what a wallet is and what connecting does (from Connect's "?"). */
  'WhatIsAWallet',
  /** Install links of the wallets that serve the app's chain families, for the visitor's platform. */
  'GetWallet',
] as const

/**
 * A modal view name, one of {@link ROUTER_VIEWS}.
 *
 * @example
 * ```ts
 * const view: RouterView = 'SwitchActiveChain'
 * ```
 */
export type RouterView = (typeof ROUTER_VIEWS)[number]

/**
 * True when `value` names a modal view.
 *
 * @param value - Any value.
 * @returns Whether it is a {@link RouterView}.
 * @example
 * ```ts
 * isRouterView('Account') // true
 * ```
 */
export function isRouterView(value: unknown): value is RouterView {
  return typeof value === 'string' && (ROUTER_VIEWS as readonly string[]).includes(value)
}
