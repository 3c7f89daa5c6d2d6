/**
 * Origin of the reference auth provider's stand-in OAuth redirect page (createReferenceAuthProvider):
 * a social-login test posts the provider's answer to the page from it.
 *
 * @example
 * ```ts
 * window.dispatchEvent(new MessageEvent('message', { data: result, origin: REFERENCE_SOCIAL_ORIGIN }))
 * ```
 */
export const REFERENCE_SOCIAL_ORIGIN = 'https://auth.latch.test'
