import { useT } from '../hooks/useT'
import { WalletImage } from './WalletImage'

/**
 * Props of {@link WalletInstallLink}.
 *
 * @example
 * ```tsx
 * const props: WalletInstallLinkProps = { id: 'xverse', name: 'Xverse', imageUrl: undefined, href: 'https://www.xverse.app' }
 * ```
 */
export type WalletInstallLinkProps = {
  /** The wallet's id (its `data-latch-wallet`). */
  id: string
  name: string
  imageUrl: string | undefined
  /** Core's safe install link for this platform (`walletInstallLink`), if the wallet has one. */
  href: string | undefined
}

/**
 * A wallet that is not installed, as a row like the other wallets' that links to where it is
 * installed from, in a new tab that learns nothing of this page: the Stacks/Bitcoin picker's and
 * "Get a Wallet"'s rows.
 *
 * @example
 * ```tsx
 * <WalletInstallLink id="xverse" name="Xverse" imageUrl={icon} href="https://www.xverse.app" />
 * ```
 */
export function WalletInstallLink({ id, name, imageUrl, href }: WalletInstallLinkProps) {
  const t = useT()
  return (
    <a data-latch-wallet={id} data-latch-install="" href={href} target="_blank" rel="noopener noreferrer">
      <WalletImage src={imageUrl} name={name} walletId={id} />
      <span data-latch-wallet-name="">{name}</span>
      <span data-latch-tag="">{t('picker.install')}</span>
    </a>
  )
}
