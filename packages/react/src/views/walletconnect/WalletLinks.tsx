import type { RouterWallet } from '@latch/core'
import { useTranslation } from '../../hooks/useTranslation'

/**
 * Links to a wallet's web and desktop apps, when its registry entry has them.
 *
 * @param props - The wallet.
 * @example
 * ```tsx
 * <WalletLinks wallet={snap.router.data.wallet} />
 * ```
 */
export function WalletLinks({ wallet }: { wallet: RouterWallet }) {
  const tr = useTranslation()
  const name = tr.isolate(wallet.name)
  const links = [
    wallet.webappLink
      ? { href: wallet.webappLink, label: tr.t('walletConnect.openWebApp', { wallet: name }) }
      : undefined,
    wallet.desktopLink
      ? { href: wallet.desktopLink, label: tr.t('walletConnect.openDesktopApp', { wallet: name }) }
      : undefined,
  ].filter((link) => link !== undefined)
  if (links.length === 0) return null
  return (
    <ul data-latch-wallet-links="">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
