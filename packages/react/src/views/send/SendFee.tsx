import { type CaipNetwork, formatNumber } from '@latch/core'

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
  if (fee === undefined || !network) return null
  const { decimals, symbol } = network.nativeCurrency
  const shown = formatNumber(fee, { decimals, fractionDigits: FEE_DIGITS })
  const tiny = fee > 0n && /^0\.0+$/.test(shown)
  return (
    <p data-latch-hint="" data-latch-send-fee="">
      Network fee {tiny ? `< 0.${'0'.repeat(FEE_DIGITS - 1)}1` : `≈ ${shown}`} {symbol}
    </p>
  )
}
