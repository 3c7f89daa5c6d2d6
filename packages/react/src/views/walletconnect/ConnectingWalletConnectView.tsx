import { WalletImage } from '../../components/WalletImage'
import { useLatchSnapshot } from '../../hooks/useLatchSnapshot'

/**
 * ConnectingWalletConnect: a wallet that is not in this browser. Offers its web or desktop app and
 * says how to get it; with the pairing connector configured this view also carries the QR code.
 *
 * @example
 * ```tsx
 * <ConnectingWalletConnectView />
 * ```
 */
export function ConnectingWalletConnectView() {
  const wallet = useLatchSnapshot().router.data.wallet
  if (!wallet) return <p data-latch-view="ConnectingWalletConnect">Choose a wallet to continue.</p>
  const links = [
    wallet.webappLink ? { href: wallet.webappLink, label: `Open ${wallet.name} web app` } : undefined,
    wallet.desktopLink ? { href: wallet.desktopLink, label: `Open ${wallet.name} desktop app` } : undefined,
  ].filter((link) => link !== undefined)
  return (
    <div data-latch-view="ConnectingWalletConnect">
      <WalletImage src={wallet.imageUrl} name={wallet.name} />
      <p data-latch-status="">{wallet.name} is not installed in this browser</p>
      <p data-latch-hint="">Install the extension and reload, or continue in the app.</p>
      {links.length > 0 ? (
        <ul data-latch-wallet-links="">
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
