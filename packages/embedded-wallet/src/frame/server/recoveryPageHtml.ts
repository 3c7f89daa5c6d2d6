import { createHash } from 'node:crypto'
import { FRAME_ERROR_CODES } from '../../protocol/frame'
import { FrameError } from '../FrameError'
import { RECOVERY_PAGE_TEXTS } from '../recover/page/recoveryPageTexts'
import { FRAME_SERVER_MESSAGES } from './frameServerMessages'
import { RECOVERY_PAGE_CSS } from './recoveryPageCss'

/**
 * The offline recovery page as served at `/recover`: one self-contained HTML file and its
 * Content-Security-Policy.
 *
 * @example
 * ```ts
 * const { html, csp } = recoveryPageHtml(script)
 * ```
 */
export type RecoveryPage = { html: string; csp: string }

/**
 * Builds the offline recovery page: its script and style inlined, so the one file saved to disk
 * still runs from `file://`; a Content-Security-Policy that allows exactly that script and style (by
 * SHA-256) and nothing else: no request of any kind (`connect-src 'none'`, no images, fonts,
 * frames or forms), no embedding. The same policy is in a `<meta>` tag, so a saved copy keeps it
 * (the header adds `frame-ancestors`, which a `<meta>` cannot carry).
 *
 * @param script - The recovery page's bundled classic script.
 * @returns The HTML and the header's policy.
 * @throws {FrameError} `INTERNAL` when the script holds a `</script` (it would end the tag early).
 * @example
 * ```ts
 * const { html, csp } = recoveryPageHtml(await buildFrameScript(cache, 'recover'))
 * res.writeHead(200, { 'content-security-policy': csp }).end(html)
 * ```
 */
export function recoveryPageHtml(script: string): RecoveryPage {
  if (/<\/script/i.test(script))
    throw new FrameError(FRAME_SERVER_MESSAGES.scriptNotInlinable, { code: FRAME_ERROR_CODES.internal })
  const policy = [
    "default-src 'none'",
    `script-src '${sha256(script)}'`,
    `style-src '${sha256(RECOVERY_PAGE_CSS)}'`,
    "connect-src 'none'",
    "img-src 'none'",
    "font-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
  ].join('; ')
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta http-equiv="Content-Security-Policy" content="${policy}">` +
    '<meta name="referrer" content="no-referrer">' +
    `<title>${RECOVERY_PAGE_TEXTS.title}</title>` +
    `<style>${RECOVERY_PAGE_CSS}</style></head><body>` +
    `<noscript>${RECOVERY_PAGE_TEXTS.noScript}</noscript>` +
    `<script>${script}</script></body></html>`
  return { html, csp: `${policy}; frame-ancestors 'none'` }
}

function sha256(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`
}
