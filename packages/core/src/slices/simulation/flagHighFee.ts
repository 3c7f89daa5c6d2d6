import type { RequestPreview } from '../../adapters/requestPreview'
import type { RiskFlag } from '../clearSigning/types'
import { SIMULATION_MESSAGES } from './simulationMessages'

/**
 * The share of the amount sent above which a PSBT's fee is flagged: one tenth. A fee is a few
 * hundred to a few thousand sats; a tenth of a payment is far above any fee market and is what a
 * mistaken or malicious PSBT (an output left out, a change sent to the fee) looks like.
 */
export const HIGH_FEE_SHARE_DIVISOR = 10n

type Psbt = Extract<RequestPreview, { kind: 'bitcoinPsbt' }>

/**
 * A PSBT whose fee is over a tenth ({@link HIGH_FEE_SHARE_DIVISOR}) of the amount it sends to
 * others (the outputs that are not change; all outputs when every one comes back).
 *
 * @param preview - The request's preview.
 * @returns The `highFee` flag with the fee as detail, or undefined.
 * @example
 * ```ts
 * flagHighFee(psbtPreview)?.detail // '0.0002 BTC'
 * ```
 */
export function flagHighFee(preview: RequestPreview): RiskFlag | undefined {
  if (preview.kind !== 'bitcoinPsbt' || preview.fee === 'unknown') return undefined
  const sent = sumOf(preview.outputs.filter((o) => !o.change))
  const base = sent > 0n ? sent : sumOf(preview.outputs)
  return preview.fee.amount * HIGH_FEE_SHARE_DIVISOR > base
    ? { kind: 'highFee', why: SIMULATION_MESSAGES.highFee, detail: preview.fee.text }
    : undefined
}

function sumOf(outputs: Psbt['outputs']): bigint {
  return outputs.reduce((sum, output) => sum + output.amount, 0n)
}
