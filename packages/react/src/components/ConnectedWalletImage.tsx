import { WalletImage } from './WalletImage'

/**
 * Props of {@link ConnectedWalletImage}: a connected wallet as core describes it (`WalletInfo`,
 * or a profile row), and the size.
 *
 * @example
 * ```tsx
 * const props: ConnectedWalletImageProps = { wallet: account.connectedWalletInfo, size: 48 }
 * ```
 */
export type ConnectedWalletImageProps = {
  wallet: {
    name: string
    icon?: string | undefined
    connectorId?: string | undefined
    rdns?: string | undefined
  }
  /** Width and height in CSS pixels. Default 40. */
  size?: number
}

/**
 * A connected wallet's image: its announced icon, else the shipped mark found by its connector id
 * or reverse-DNS id, else its initial. The one way the views draw a wallet they are connected to.
 *
 * @example
 * ```tsx
 * <ConnectedWalletImage wallet={account.connectedWalletInfo} size={18} />
 * ```
 */
export function ConnectedWalletImage({ wallet, size }: ConnectedWalletImageProps) {
  return (
    <WalletImage
      src={wallet.icon}
      name={wallet.name}
      walletId={wallet.connectorId}
      rdns={wallet.rdns}
      {...(size === undefined ? {} : { size })}
    />
  )
}
