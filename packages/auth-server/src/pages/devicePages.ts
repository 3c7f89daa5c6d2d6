import { escapeHtml } from '@latch/core'
import { renderPage } from './renderPage'

/**
 * The texts of the device-approval page, before and after its button is pressed, worded once (the
 * page's script shows the later ones).
 *
 * @example
 * ```ts
 * DEVICE_PAGE_TEXT.approvedHeading // 'Device approved'
 * ```
 */
export const DEVICE_PAGE_TEXT = {
  askHeading: 'Approve this sign-in?',
  ask: 'Someone is signing in to your account from a device we have not seen before. Approve only if it is you.',
  button: 'Approve sign-in',
  noScript: 'Turn on JavaScript in this browser to approve the sign-in.',
  approving: 'Approving…',
  approvedHeading: 'Device approved',
  codeSent: 'We sent you a sign-in code. Go back to the app and enter it there.',
  codeNotSent: 'We could not send the sign-in code just now. Go back to the app and ask for a new code.',
  invalidHeading: 'This link is not valid',
  invalid: 'It has expired or was already used. Start signing in again in the app.',
  unreachable: 'The approval did not reach us. Check your connection and press the button again.',
} as const

/** Ids of the device-approval page's elements, which its script reads and updates. */
export const DEVICE_PAGE_IDS = {
  main: 'latch-device-approval',
  heading: 'latch-device-heading',
  text: 'latch-device-text',
  button: 'latch-device-approve',
} as const

/**
 * The page the device-approval link opens. Opening it approves nothing (mail scanners fetch links):
 * it asks, and its button has `approve.js` (same origin, no inline script) POST the link's token,
 * which approves.
 *
 * @param token - The link's token, carried in `data-token`.
 * @returns The HTML.
 * @example
 * ```ts
 * return { html: deviceApprovalPage(token), csp: PAGE_CSP_WITH_CONNECT }
 * ```
 */
export function deviceApprovalPage(token: string): string {
  const t = DEVICE_PAGE_TEXT
  return renderPage(
    t.askHeading,
    `<main id="${DEVICE_PAGE_IDS.main}" data-token="${escapeHtml(token)}">
<h1 id="${DEVICE_PAGE_IDS.heading}">${t.askHeading}</h1>
<p id="${DEVICE_PAGE_IDS.text}" role="status">${t.ask}</p>
<button type="button" id="${DEVICE_PAGE_IDS.button}">${t.button}</button>
<noscript><p>${t.noScript}</p></noscript>
</main>`,
    '\n<script src="approve.js" defer></script>',
  )
}

/**
 * The page the device-approval link opens when it is unknown, used or expired.
 *
 * @returns The HTML.
 * @example
 * ```ts
 * return { status: 400, html: deviceLinkInvalidPage() }
 * ```
 */
export function deviceLinkInvalidPage(): string {
  return renderPage(
    'Link not valid',
    `<main>
<h1>${DEVICE_PAGE_TEXT.invalidHeading}</h1>
<p>${DEVICE_PAGE_TEXT.invalid}</p>
</main>`,
  )
}
