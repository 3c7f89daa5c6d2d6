/**
 * The English words of the social and Farcaster login views (ConnectingSocial, ConnectingFarcaster). They load with the view that shows them, not with the i18n
 * runtime: the view hands them to the instance's translator before it renders
 * (`useViewTranslation(enSocial)` in `@latch/react`). Every other locale keeps these keys in its one
 * chunk; `MessageKey` and the locale checks cover them as every other key.
 *
 * @example
 * ```ts
 * enSocial['farcaster.open'] // 'Open in Farcaster'
 * ```
 */
export const enSocial = {
  'social.continueInWindow': 'Continue in the {provider} window',
  'social.signInInWindow': 'Sign in with {provider} in the window that opened. Closing it cancels the login.',
  'social.continueInLoginWindow': 'Continue in the login window',
  'social.signInInLoginWindow': 'Sign in in the window that opened. Closing it cancels the login.',
  'social.waitingForWindow': 'Waiting for the {provider} window',
  'farcaster.signIn': 'Sign in with Farcaster',
  'farcaster.hint': 'Open this link on the phone that has Farcaster, then approve the sign-in there.',
  'farcaster.open': 'Open in Farcaster',
  'farcaster.preparing': 'Preparing the sign-in link…',
  'farcaster.waiting': 'Waiting for the Farcaster sign-in',
} as const
