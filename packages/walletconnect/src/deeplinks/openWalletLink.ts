import type { WalletLink } from './formatWalletLink'

/**
 * Opens a wallet link. Call it synchronously from the user's tap or click handler, with the pairing
 * URI already generated (render the button only once `state.uri` exists): browsers block
 * `window.open` outside a user gesture.
 *
 * @param link - From {@link walletDeepLink}.
 * @param win - The window to open from; defaults to the page's (read at call time, never at import).
 * @returns Whether a window was asked to open.
 * @example
 * ```ts
 * button.onclick = () => openWalletLink(walletDeepLink(entry, uri, 'mobile') ?? fallback)
 * ```
 */
export function openWalletLink(
  link: WalletLink,
  win: Pick<Window, 'open'> | undefined = globalThis.window,
): boolean {
  if (!win) return false
  win.open(link.href, link.target, 'noreferrer noopener')
  return true
}
