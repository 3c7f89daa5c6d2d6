import { IconImage } from './IconImage'

/**
 * Props of {@link WalletImage}.
 *
 * @example
 * ```tsx
 * const props: WalletImageProps = { src: wallet.imageUrl, name: wallet.name, walletId: wallet.id }
 * ```
 */
export type WalletImageProps = {
  /** The wallet's own icon (announced over EIP-6963, Wallet Standard or WBIP, or a hosted image). */
  src?: string | undefined
  name: string
  /** Registry id, connector id or provider id: finds the shipped mark. */
  walletId?: string | undefined
  /** EIP-6963 reverse-DNS id: finds the shipped mark too. */
  rdns?: string | undefined
  /** Width and height in CSS pixels. Default 40 (the theme's `--latch-wallet-image-size`). */
  size?: number
}

/**
 * A wallet's icon: lazy-loaded, decorative (the name is always shown beside it). A wallet's own
 * announced or hosted image comes first; a bundled wallet with none (or only Latch's monogram)
 * shows its mark from `@latch/icons`; anything else, or an image that fails, shows its first letter.
 *
 * @example
 * ```tsx
 * <WalletImage src={wallet.imageUrl} name={wallet.name} walletId={wallet.id} />
 * ```
 */
export function WalletImage({ src, name, walletId, rdns, size }: WalletImageProps) {
  return (
    <IconImage
      src={src}
      name={name}
      kind="wallet"
      request={walletId || rdns ? { kind: 'wallet', id: walletId, rdns } : undefined}
      {...(size === undefined ? {} : { size })}
    />
  )
}
