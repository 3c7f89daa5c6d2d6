import type { enAccount } from './en/account'
import type { enApproval } from './en/approval'
import type { enConnecting } from './en/connecting'
import type { enCoreMessages } from './en/coreMessages'
import type { enEmail } from './en/email'
import type { enPermissions } from './en/permissions'
import type { enProfile } from './en/profile'
import type { enSend } from './en/send'
import type { enSendErrors } from './en/sendErrors'
import type { enSiwx } from './en/siwx'
import type { enSocial } from './en/social'

/**
 * The English that ships with the runtime: what the first view a visitor sees needs (the modal's
 * frame: every view's header title, alerts, toasts, Close and Back; Connect with its wallet list,
 * email, social and passkey logins; common words), keyed by view (`connect.*`, `title.*`, …). The
 * core messages that the frame or Connect can show are in `en/coreMessages.ts`, loaded with another
 * locale or the app's overrides (an English page shows them as thrown). Every other view's words
 * load with that view (`en/*.ts`: approval, account, profile, send, sign-in, email, social, and
 * `en/connecting.ts` for All Wallets, connecting and its failures, WalletConnect, networks and the
 * no-wallet help), and so do the
 * core messages only a lazily loaded view shows (`en/sendErrors.ts`: the Send views' errors).
 * {@link englishCatalogue} is the union, the source of truth for the keys ({@link MessageKey}) and
 * the reference every other locale is checked against. The values of `errors.*`, `alerts.*`,
 * `send.error.*`, `amount.error.*`, `auth.error.*`, `approve.title.*` (and `embedded.error.*`, the
 * reference embedded wallet's) are core's strings verbatim (SPEC §5 and §8): thrown errors keep
 * those exact English `message`s whatever the locale, and `keyOfEnglish` finds their keys in the
 * English a translator has (this runtime's, and the parts handed over so far).
 *
 * Templates use the ICU MessageFormat subset of {@link formatMessage}: `{name}`,
 * `{count, plural, one {# item} other {# items}}`, `{kind, select, a {…} other {…}}`, `{n, number}`.
 *
 * @example
 * ```ts
 * en['connect.allWallets'] // 'All Wallets'
 * ```
 */
export const en = {
  // view titles (the modal header)
  'title.connect': 'Connect Wallet',
  'title.account': 'Account',
  'title.allWallets': 'All Wallets',
  'title.walletConnect': 'WalletConnect',
  'title.switchNetwork': 'Switch Network',
  'title.switchChain': 'Switch Chain',
  'title.dataCapture': 'Add Your Email',
  'title.signIn': 'Sign In',
  'title.approveTransaction': 'Approve Transaction',
  'title.emailLogin': 'Email Login',
  'title.farcaster': 'Farcaster',
  'title.profileWallets': 'Wallets',
  'title.updateEmail': 'Edit Email',
  'title.connecting': 'Connecting',
  'title.networks': 'Choose Network',
  'title.send': 'Send',
  'title.selectToken': 'Select Token',
  'title.reviewSend': 'Review Send',
  'title.confirmEmail': 'Confirm Email',
  'title.registerDevice': 'Register Device',
  'title.socialLogin': 'Social Login',
  'title.confirmCurrentEmail': 'Confirm Current Email',
  'title.confirmNewEmail': 'Confirm New Email',
  'title.walletPicker': 'Select Wallet',
  'title.whatIsAWallet': 'What is a wallet?',
  'title.getWallet': 'Get a Wallet',

  // shared words
  'common.back': 'Back',
  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.continue': 'Continue',
  'common.confirm': 'Confirm',
  'common.save': 'Save',
  'common.skip': 'Skip',
  'common.done': 'Done',
  'common.tryAgain': 'Try again',
  'common.dismiss': 'Dismiss',
  'common.installed': 'Installed',
  'common.recent': 'Recent',
  'common.active': 'Active',
  'common.network': 'Network',
  'common.account': 'Account',
  'common.wallets': 'Wallets',
  'common.email': 'Email',
  'common.emailPlaceholder': 'you@example.com',

  // connect button
  'connectButton.label': 'Connect Wallet',
  'connectButton.reconnecting': 'Reconnecting…',

  // Connect view and its wallet list (All Wallets' words, connecting to a wallet's and its
  // failures' are in en/connecting.ts)
  'connect.walletsLabel': 'Wallets',
  'connect.allWallets': 'All Wallets',
  'connect.socialLabel': 'Social logins',
  'connect.continueWith': 'Continue with {provider}',
  'connect.passkey': 'Continue with a passkey',
  'connect.passkeyCreate': 'New here? Create a passkey',
  'connect.tryAgainWith': 'Try again with {provider}',
  // Connect's email form, while an email login waits for its code (the email views show it too)
  'email.continueWithCode': 'Continue with the code sent to {email}',

  // a count of wallets (no view shows it; the plural the runtime's docs use)
  'allWallets.count': '{count, plural, =0 {No wallets} one {# wallet} other {# wallets}}',

  // wallet picker (the install link Get a Wallet and the picker share)
  'picker.install': 'Install',

  // Connect's way to the no-wallet help (the help's own words are in en/connecting.ts)
  'help.noWallet': 'I don’t have a wallet',

  // the header's title of SwitchNetwork and SwitchActiveChain (the network views' and
  // WalletConnect's words are in en/connecting.ts)
  'networks.switchTo': 'Switch to {network}',

  // the review step's header title (the approval's own titles are core's, in en/coreMessages.ts;
  // the view's words are in en/approval.ts)
  'approve.beforeWallet': 'Review before your wallet',

  // email login's data capture (its errors are core's and the embedded wallet's, in
  // en/coreMessages.ts; the email and social views' words are in en/email.ts and en/social.ts)
  'dataCapture.hint': 'Add your email to get updates from this app. It is optional.',
} as const

/**
 * A key of the English catalogue (the runtime's part and every view's): every string a view may
 * ask for. A misspelt key is a type error.
 *
 * @example
 * ```ts
 * const key: MessageKey = 'connect.allWallets'
 * ```
 */
export type MessageKey =
  | keyof typeof en
  | keyof typeof enCoreMessages
  | keyof typeof enApproval
  | keyof typeof enAccount
  | keyof typeof enProfile
  | keyof typeof enPermissions
  | keyof typeof enSend
  | keyof typeof enSiwx
  | keyof typeof enEmail
  | keyof typeof enSocial
  | keyof typeof enConnecting
  | keyof typeof enSendErrors

/**
 * A complete catalogue: one template per {@link MessageKey}. Every locale module exports one.
 *
 * @example
 * ```ts
 * const de: Messages = { ...englishCatalogue, 'common.close': 'Schließen' }
 * ```
 */
export type Messages = { readonly [K in MessageKey]: string }
