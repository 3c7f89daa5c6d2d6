import { escapeHtml } from '@latch/core'

/** The Content-Security-Policy of the dev Farcaster app's pages: no script, one inline-free form. */
export const DEV_FARCASTER_CSP =
  "default-src 'none'; style-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

/** The pages' stylesheet, served at `/farcaster.css` (the pages carry no inline style). */
export const DEV_FARCASTER_CSS = `body{font:16px/1.5 system-ui,sans-serif;color:#111;background:#f3effb;margin:0}
main{max-width:28rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:12px;border:1px solid #d8cef0}
h1{font-size:1.35rem;margin:0 0 1rem}
form{margin-top:1.5rem}
button{font:inherit;padding:.6rem 1rem;border-radius:8px;border:1px solid #7c65c1;background:#7c65c1;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
code{word-break:break-all}
.note{color:#555;font-size:.875rem}
`

/**
 * One page of the dev Farcaster app.
 *
 * @param title - The heading.
 * @param body - HTML under it (already escaped).
 * @returns The page.
 * @example
 * ```ts
 * devFarcasterPage('Signed in', '<p>Return to the app.</p>')
 * ```
 */
export function devFarcasterPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Dev Farcaster app</title>
<link rel="stylesheet" href="/farcaster.css">
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
<p class="note">Dev Farcaster app: a local stand-in of the Farcaster app for the Latch demo. It signs with a dev custody key; nothing leaves this machine.</p>
</main>
</body>
</html>
`
}

/**
 * The approval page: who asks (the sign-in's domain), as whom (the fid and its custody address),
 * and an "Approve" form.
 *
 * @param input - The channel token, the asking domain, the fid and the custody address.
 * @returns The HTML.
 * @example
 * ```ts
 * approvalPage({ channelToken: 'c', domain: '127.0.0.1:5173', fid: 1n, custody: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
 * ```
 */
export function approvalPage(input: {
  channelToken: string
  domain: string
  fid: bigint
  custody: string
}): string {
  return devFarcasterPage(
    'Sign in with Farcaster',
    `<p><strong>${escapeHtml(input.domain)}</strong> asks you to sign in with your Farcaster account.</p>
<p>You sign as fid <strong data-dev-farcaster-fid="">${input.fid}</strong>, custody address <code>${escapeHtml(input.custody)}</code>.</p>
<form method="post" action="/approve">
<input type="hidden" name="channelToken" value="${escapeHtml(input.channelToken)}">
<button type="submit">Approve</button>
</form>`,
  )
}
