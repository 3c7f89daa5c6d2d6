/**
 * A wallet or network icon: lazy-loaded, decorative (the name is always shown beside it), and a
 * monogram placeholder when there is no image.
 *
 * @example
 * ```tsx
 * <WalletImage src={wallet.imageUrl} name={wallet.name} />
 * ```
 */
export function WalletImage({ src, name }: { src?: string | undefined; name: string }) {
  if (!src) {
    return (
      <span data-latch-wallet-image="" data-placeholder="" aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </span>
    )
  }
  return (
    <img data-latch-wallet-image="" src={src} alt="" loading="lazy" decoding="async" width={40} height={40} />
  )
}
