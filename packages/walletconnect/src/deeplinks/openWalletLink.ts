import { assertSafeWalletLink } from '@latch/core/kit'
import type { WalletLink } from './formatWalletLink'

/**
 * Opens a wallet link. Call it synchronously from the user's tap or click handler, with the pairing
 * URI already generated (render the button only once `state.uri` exists): browsers block
 * `window.open` outside a user gesture.
 *
 * Whatever built the link, only an `https:` page (or `http:` on loopback) or a wallet app's own
 * scheme is opened: a `javascript:`, `data:` or `file:` href (from an app's own registry data) is
 * refused with a {@link ValidationError} before any window opens.
 *
 * @param link - From {@link walletDeepLink}.
 * @param win - The window to open from; defaults to the page's (read at call time, never at import).
 * @returns Whether a window was asked to open.
 * @throws {ValidationError} code `UNSAFE_LINK` when the href is not a web page or wallet app link.
 * @example
 * ```ts
 * button.onclick = () => openWalletLink(walletDeepLink(entry, uri, 'mobile') ?? fallback)
 * ```
 */
export function openWalletLink(
  link: WalletLink,
  win: Pick<Window, 'open'> | undefined = globalThis.window,
): boolean {
  const href = assertSafeWalletLink(link.href)
  if (!win) return false
  win.open(href, link.target, 'noreferrer noopener')
  return true
}
