import { renderPage } from './renderPage'

/**
 * The page the device-approval link opens when it worked.
 *
 * @param codeSent - Whether the sign-in code could be mailed right away.
 * @returns The HTML.
 * @example
 * ```ts
 * return { html: deviceApprovedPage(true) }
 * ```
 */
export function deviceApprovedPage(codeSent: boolean): string {
  const next = codeSent
    ? 'We sent you a sign-in code. Go back to the app and enter it there.'
    : 'We could not send the sign-in code just now. Go back to the app and ask for a new code.'
  return renderPage(
    'Device approved',
    `<main>
<h1>Device approved</h1>
<p>${next}</p>
</main>`,
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
<h1>This link is not valid</h1>
<p>It has expired or was already used. Start signing in again in the app.</p>
</main>`,
  )
}
