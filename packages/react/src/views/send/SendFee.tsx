import { type CaipNetwork, formatUnits } from '@latch/core'
import { useTranslation } from '../../hooks/useTranslation'

/** Decimal places of a fee: network fees are far below a cent of the currency. */
const FEE_DIGITS = 6

/**
 * The estimated network fee of a send, in the network's native currency ("Network fee ≈ 0.000042
 * ETH"); nothing while it is unknown.
 *
 * @param props - `fee` in native base units, `network` for its currency.
 * @returns The fee line, or `null`.
 * @example
 * ```tsx
 * <SendFee fee={send.fee} network={caipNetwork} />
 * ```
 */
export function SendFee({ fee, network }: { fee: bigint | undefined; network: CaipNetwork | undefined }) {
  const tr = useTranslation()
  if (fee === undefined || !network) return null
  const { decimals, symbol } = network.nativeCurrency
  // a fee too small to show in digits reads "< 0.00000001" already (the formatter's rule)
  const shown = tr.formatNumber(formatUnits(fee, decimals), { fractionDigits: FEE_DIGITS })
  const bounded = shown.startsWith('<')
  return (
    <p data-latch-hint="" data-latch-send-fee="">
      {tr.t('send.networkFee')} <bdi>{bounded ? shown : `≈ ${shown}`}</bdi> <bdi>{symbol}</bdi>
    </p>
  )
}
