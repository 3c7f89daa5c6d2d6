import { formatWalletLink } from '@latch/core/kit'

/**
 * The pairing links of a wallet-registry entry (SPEC §3 `mobile_link`, `desktop_link`,
 * `webapp_link`), in the registry's snake case or the router's camel case.
 *
 * @example
 * ```ts
 * const links: WalletLinks = { mobile_link: 'metamask://', webapp_link: 'https://wallet.example' }
 * ```
 */
export type WalletLinks = {
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  mobileLink?: string | undefined
  desktopLink?: string | undefined
  webappLink?: string | undefined
}

/**
 * Where a link is opened from.
 *
 * @example
 * ```ts
 * const platform: WalletLinkPlatform = 'mobile'
 * ```
 */
export type WalletLinkPlatform = 'mobile' | 'desktop' | 'web'

/**
 * A link ready to open: its `href` and the window target to open it in.
 *
 * @example
 * ```ts
 * window.open(link.href, link.target, 'noreferrer noopener')
 * ```
 */
export type WalletLink = { href: string; target: '_self' | '_blank' }

/**
 * Picks the wallet's link for the platform (mobile → `mobile_link`; desktop → `desktop_link`, else
 * `webapp_link`; web → `webapp_link`) and formats it with the URI. Open it synchronously inside the
 * user's tap (with the URI already generated) so the browser does not block it.
 *
 * The registry data may be the app's own: a link that is not an `https:` page (or `http:` on
 * loopback) or a wallet app's own scheme (`javascript:`, `data:`, `file:`...) is never returned;
 * it counts as no link, so desktop falls back to `webapp_link` and otherwise the answer is
 * `undefined` (the same rule as the modal's views, applied here).
 *
 * @param wallet - The registry entry's links.
 * @param uri - The pairing URI.
 * @param platform - Where the user is.
 * @returns The link, or `undefined` when the wallet has no safe one for the platform.
 * @example
 * ```ts
 * const link = walletDeepLink(entry, uri, 'mobile')
 * if (link) window.open(link.href, link.target, 'noreferrer noopener')
 * ```
 */
export function walletDeepLink(
  wallet: WalletLinks,
  uri: string,
  platform: WalletLinkPlatform,
): WalletLink | undefined {
  const mobile = wallet.mobile_link ?? wallet.mobileLink
  const desktop = wallet.desktop_link ?? wallet.desktopLink
  const webapp = wallet.webapp_link ?? wallet.webappLink
  const pick = (link: string | null | undefined, target: WalletLink['target']): WalletLink | undefined => {
    try {
      return link ? { href: formatWalletLink(link, uri), target } : undefined
    } catch {
      // formatWalletLink refuses an unsafe link: this helper's answer for it is "no link"
      return undefined
    }
  }
  if (platform === 'mobile') return pick(mobile, '_self')
  if (platform === 'desktop') return pick(desktop, '_self') ?? pick(webapp, '_blank')
  return pick(webapp, '_blank')
}
