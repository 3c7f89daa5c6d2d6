import type { SocialProvider } from '../../kernel/router/views'
import { MESSAGES } from '../../shared/errors/catalogue'
import { ConnectionError } from '../../shared/errors/errors'
import { toSafeLinkUrl } from '../../shared/validation/safeUrl'
import { awaitSocialResult } from './awaitSocialResult'
import type { AuthProvider } from './provider/types'
import type { SocialPopup } from './types'

/**
 * The social login after its popup opened (SPEC §4): load the provider's authorisation page in
 * the popup, wait for the genuine result message (or "Popup closed"), and hand the result to the
 * provider. "Failed to initiate social connection" when the popup did not open, the provider
 * could not start or gave an authorisation page that is not a web page (`https:`, or `http:` on
 * loopback), or there is no window to receive the result. The popup is closed either way.
 *
 * @param params - The opened popup (or null), provider, social provider and message target.
 * @returns Resolves once the provider accepted the result (the user is signed in).
 * @example
 * ```ts
 * const popup = openSocialPopup() // inside the click
 * await runSocialLogin({ popup, provider, social: 'google', target: window })
 * ```
 */
export async function runSocialLogin(params: {
  popup: SocialPopup | null
  provider: AuthProvider
  social: SocialProvider
  target: EventTarget | undefined
}): Promise<void> {
  const { popup, provider, social, target } = params
  if (!popup)
    throw new ConnectionError(MESSAGES.failedToInitiateSocial, { details: 'The popup could not open' })
  let start: Awaited<ReturnType<AuthProvider['getSocialRedirectUri']>>
  try {
    if (!target) throw new ConnectionError(MESSAGES.failedToInitiateSocial, { details: 'No window' })
    start = await provider.getSocialRedirectUri({ provider: social })
    // The popup is still about:blank of this page's origin: a javascript: or data: URL there would
    // run in the app's own origin. Only a web page is ever loaded into it.
    const page = toSafeLinkUrl(start.uri)
    if (!page)
      throw new ConnectionError(MESSAGES.failedToInitiateSocial, {
        details: "The provider's authorisation page is not an https URL",
      })
    popup.location.href = page
  } catch (error) {
    popup.close()
    throw new ConnectionError(MESSAGES.failedToInitiateSocial, { cause: error })
  }
  try {
    const result = await awaitSocialResult({ popup, target, origin: start.origin, state: start.state })
    await provider.connectSocial({ provider: social, result })
  } finally {
    popup.close()
  }
}
