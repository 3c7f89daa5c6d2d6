import type { Latch, SocialProvider } from '@latch/core'

/**
 * Starts a social login from a click. The core is called synchronously, before any `await`, so
 * the popup opens inside the user's gesture (browsers block it otherwise); Farcaster has no popup
 * and shows its URI instead. Failures need no handling here: the core records them in
 * `state.auth.error`, shows a toast and leaves ConnectingSocial.
 *
 * @param latch - The instance.
 * @param provider - The social provider clicked.
 * @example
 * ```tsx
 * <button type="button" onClick={() => startSocialLogin(latch, 'google')}>Continue with Google</button>
 * ```
 */
export function startSocialLogin(latch: Latch, provider: SocialProvider): void {
  const login = provider === 'farcaster' ? latch.auth.connectFarcaster() : latch.auth.connectSocial(provider)
  login.catch(() => undefined)
}
