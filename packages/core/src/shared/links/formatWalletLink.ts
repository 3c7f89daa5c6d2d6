import { assertSafeWalletLink } from './assertSafeWalletLink'

/**
 * Builds the link that hands a pairing URI to a wallet app, from the wallet's registry link
 * (`mobile_link`, `desktop_link` or `webapp_link`). The URI is percent-encoded and always follows
 * `wc?uri=`:
 * - a universal link (`http(s)://…`) keeps its path: `https://metamask.app.link` becomes
 *   `https://metamask.app.link/wc?uri=…` (one slash before `wc`, however many the link ended with);
 * - a custom scheme keeps its host and path too (OKX's `okex://main` becomes
 *   `okex://main/wc?uri=…`; dropping `main` would open the app on the wrong screen);
 * - a bare scheme (`trust`, `ledgerlive:`) becomes `trust://wc?uri=…`.
 *
 * This is the one formatter of pairing deep links: the React views and the pairing connector both
 * use it. It applies the views' URL-safety rule itself ({@link assertSafeWalletLink}), so
 * an app that formats links from its own registry data gets the same protection: a link that is
 * not `https:` (or `http:` on loopback) or a wallet app's own scheme (`javascript:`, `data:`,
 * `file:`, `intent:`...) is refused with a {@link ValidationError}, never returned.
 *
 * @param link - The wallet's registry link.
 * @param uri - The pairing URI.
 * @returns The link that opens the wallet on this pairing.
 * @throws {ValidationError} code `UNSAFE_LINK` when the link would not be a web page or wallet app.
 * @example
 * ```ts
 * formatWalletLink('rainbow://', 'wc:ab@2?x=1') // 'rainbow://wc?uri=wc%3Aab%402%3Fx%3D1'
 * formatWalletLink('okex://main', 'wc:ab@2') // 'okex://main/wc?uri=wc%3Aab%402'
 * formatWalletLink('https://app.example/', 'wc:ab@2') // 'https://app.example/wc?uri=wc%3Aab%402'
 * formatWalletLink('javascript://%0aalert(1)//', 'wc:ab@2') // throws ValidationError UNSAFE_LINK
 * ```
 */
export function formatWalletLink(link: string, uri: string): string {
  const encoded = encodeURIComponent(uri)
  const base = link.includes('://') ? link : `${link.replaceAll('/', '').replaceAll(':', '')}://`
  const built = /^https?:\/\//i.test(link)
    ? `${link.replace(/\/+$/, '')}/wc?uri=${encoded}`
    : `${base.endsWith('/') ? base : `${base}/`}wc?uri=${encoded}`
  return assertSafeWalletLink(built)
}
