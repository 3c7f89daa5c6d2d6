import type { CaipNetwork } from '@latch/core'
import { IconImage } from './IconImage'

/**
 * A network's icon: the app's own `imageUrl` for it, else the mark `@latch/icons` ships for the
 * chain (or, for a local or custom chain, for its native currency), else its first letter. Always
 * the same fixed size.
 *
 * @example
 * ```tsx
 * <NetworkIcon network={caipNetwork} />
 * ```
 */
export function NetworkIcon({
  network,
  size,
}: {
  network: Pick<CaipNetwork, 'caipNetworkId' | 'name' | 'imageUrl' | 'nativeCurrency'> | undefined
  size?: number
}) {
  return (
    <IconImage
      src={network?.imageUrl}
      // i18n-ignore: seed of the decorative monogram when there is no network, never read out
      name={network?.name ?? 'Network'}
      kind="network"
      request={
        network
          ? {
              kind: 'network',
              caipNetworkId: network.caipNetworkId,
              nativeSymbol: network.nativeCurrency.symbol,
            }
          : undefined
      }
      {...(size === undefined ? {} : { size })}
    />
  )
}
