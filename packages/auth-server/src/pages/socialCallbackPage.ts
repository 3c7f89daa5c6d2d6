import { escapeHtml } from '@latch/core'
import { renderPage } from './renderPage'

/** Id of the element carrying the social-login result as data attributes. */
export const SOCIAL_RESULT_ELEMENT_ID = 'latch-social-result'

/**
 * The OAuth redirect page. It carries the result in data attributes of
 * `<main id="latch-social-result" data-state data-code data-error data-app-origin>` and loads
 * `callback.js` (same origin, no inline script), which posts the result to `window.opener` at the
 * app's origin. Without an app origin (unknown state) nothing is posted.
 *
 * @param result - The state, the one-time code or the error, and the app origin.
 * @returns The HTML.
 * @example
 * ```ts
 * socialCallbackPage({ state, code, appOrigin: 'http://127.0.0.1:5173' })
 * ```
 */
export function socialCallbackPage(result: {
  state: string
  code?: string
  error?: string
  appOrigin?: string
}): string {
  const attributes = [
    `data-state="${escapeHtml(result.state)}"`,
    result.code === undefined ? '' : ` data-code="${escapeHtml(result.code)}"`,
    result.error === undefined ? '' : ` data-error="${escapeHtml(result.error)}"`,
    result.appOrigin === undefined ? '' : ` data-app-origin="${escapeHtml(result.appOrigin)}"`,
  ].join('')
  const heading = result.code === undefined ? 'Sign-in did not complete' : 'Signed in'
  const text =
    result.code === undefined
      ? 'Close this window and try again in the app.'
      : 'You can close this window and go back to the app.'
  return renderPage(
    heading,
    `<main id="${SOCIAL_RESULT_ELEMENT_ID}" ${attributes}>
<h1>${heading}</h1>
<p>${text}</p>
</main>`,
    '\n<script src="callback.js" defer></script>',
  )
}
