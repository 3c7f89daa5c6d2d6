import { type CaipNetwork, formatUnits, type LatchTranslator } from '@latch/core'

/** Decimal places of a fee: network fees are far below a cent of the currency. */
const FEE_DIGITS = 6

/**
 * An estimated network fee in words, written one way wherever it shows (the send form, the
 * approval of that send): "≈ 0.000053 ETH", or "< 0.000001 ETH" when it is too small for the
 * digits (the amount formatter's small-amount rule: never a false zero).
 *
 * @param fee - The estimate in base units of the network's native currency.
 * @param network - The network, for its currency's decimals and symbol.
 * @param tr - The modal's translator (its number formatting).
 * @returns The fee text.
 * @example
 * ```ts
 * feeEstimateText(53_000_000_000_000n, ethereum, tr) // '≈ 0.000053 ETH'
 * ```
 */
export function feeEstimateText(fee: bigint, network: CaipNetwork, tr: LatchTranslator): string {
  const { decimals, symbol } = network.nativeCurrency
  const shown = tr.formatNumber(formatUnits(fee, decimals), { fractionDigits: FEE_DIGITS })
  return `${shown.startsWith('<') ? shown : `≈ ${shown}`} ${symbol}`
}
