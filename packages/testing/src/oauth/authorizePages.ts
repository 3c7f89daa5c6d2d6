import { escapeHtml } from '@latch/core'

/** Name the stand-in gives itself on its pages. */
export const STAND_IN_NAME = 'Latch OAuth stand-in'

/**
 * The stand-in's stylesheet, served at `/authorize.css` (pages carry no inline style).
 *
 * @example
 * ```ts
 * response.end(AUTHORIZE_CSS)
 * ```
 */
export const AUTHORIZE_CSS = `body{font:16px/1.5 system-ui,sans-serif;color:#111;background:#f4f4f5;margin:0}
main{max-width:28rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:12px;border:1px solid #ddd}
h1{font-size:1.35rem;margin:0 0 1rem}
form{display:flex;gap:.75rem;margin-top:1.5rem}
button{font:inherit;padding:.6rem 1rem;border-radius:8px;border:1px solid #999;background:#fff;cursor:pointer}
button[value=allow]{background:#1d4ed8;border-color:#1d4ed8;color:#fff}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.note{color:#555;font-size:.875rem}
`

/**
 * The Content-Security-Policy of the stand-in's pages: nothing but its own stylesheet, forms that
 * post to itself (and, for the sign-in page, the redirect target it then redirects to).
 *
 * @param formTarget - Extra origin the form's redirect may reach.
 * @returns The header value.
 * @example
 * ```ts
 * pageCsp('http://127.0.0.1:5173')
 * ```
 */
export function pageCsp(formTarget?: string): string {
  const formAction = formTarget === undefined ? "'self'" : `'self' ${formTarget}`
  return `default-src 'none'; style-src 'self'; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${STAND_IN_NAME}</title>
<link rel="stylesheet" href="/authorize.css">
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
}

/**
 * The sign-in page `/authorize` answers: a heading naming the stand-in, who asks, and a plain form
 * with "Continue as <name>" and "Cancel" (no script needed).
 *
 * @param input - The pending request's id, the client, the user's display name and the scope.
 * @returns The HTML.
 * @example
 * ```ts
 * signInPage({ requestId: 'r1', clientId: 'latch', userName: 'Dev User', scope: 'openid email' })
 * ```
 */
export function signInPage(input: {
  requestId: string
  clientId: string
  userName: string
  scope: string
}): string {
  return page(
    'Sign in',
    `<h1>Sign in with the ${STAND_IN_NAME}</h1>
<p><strong>${escapeHtml(input.clientId)}</strong> asks to sign you in and read: ${escapeHtml(input.scope)}.</p>
<p class="note">This is a local test provider: no real account is used.</p>
<form method="post" action="/authorize/decision">
<input type="hidden" name="request_id" value="${escapeHtml(input.requestId)}">
<button type="submit" name="decision" value="allow">Continue as ${escapeHtml(input.userName)}</button>
<button type="submit" name="decision" value="deny">Cancel</button>
</form>`,
  )
}

/**
 * The page shown instead of a redirect when the request cannot be trusted (unknown client,
 * unregistered redirect URI, expired request).
 *
 * @param message - What is wrong.
 * @returns The HTML.
 * @example
 * ```ts
 * errorPage('Unknown client_id "nope".')
 * ```
 */
export function errorPage(message: string): string {
  return page(
    'Sign-in error',
    `<h1>${STAND_IN_NAME}: sign-in error</h1>
<p role="alert">${escapeHtml(message)}</p>`,
  )
}
