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
 * A Stacks call in post-condition mode `allow`: beyond its post-conditions, the contract may move
 * any asset of the visitor.
 *
 * @param preview - The request's preview.
 * @returns The `allowMode` flag, or undefined.
 * @example
 * ```ts
 * flagAllowMode({ kind: 'stacksCall', postConditionMode: 'allow', … })?.kind // 'allowMode'
 * ```
 */
export function flagAllowMode(preview: RequestPreview): RiskFlag | undefined {
  return preview.kind === 'stacksCall' && preview.postConditionMode === 'allow'
    ? { kind: 'allowMode', why: SIMULATION_MESSAGES.allowMode }
    : undefined
}

/**
 * A PSBT that spends the visitor's inputs and has no output back to the visitor (no change):
 * everything in those inputs goes to others and the fee.
 *
 * @param preview - The request's preview.
 * @returns The `noChange` flag, or undefined.
 * @example
 * ```ts
 * flagNoChange(psbtPreview)?.kind // 'noChange'
 * ```
 */
export function flagNoChange(preview: RequestPreview): RiskFlag | undefined {
  if (preview.kind !== 'bitcoinPsbt') return undefined
  const spendsOwn = preview.inputs.some((input) => input.own)
  return spendsOwn && !preview.outputs.some((output) => output.change)
    ? { kind: 'noChange', why: SIMULATION_MESSAGES.noChange }
    : undefined
}

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

/**
 * A PSBT with an input whose amount it does not carry: its fee cannot be known, and a signature
 * over it may spend more than shown.
 *
 * @param preview - The request's preview.
 * @returns The `unknownFee` flag, or undefined.
 * @example
 * ```ts
 * flagUnknownFee({ kind: 'bitcoinPsbt', inputs, outputs, fee: 'unknown' })?.kind // 'unknownFee'
 * ```
 */
export function flagUnknownFee(preview: RequestPreview): RiskFlag | undefined {
  return preview.kind === 'bitcoinPsbt' && preview.fee === 'unknown'
    ? { kind: 'unknownFee', why: SIMULATION_MESSAGES.unknownFee }
    : undefined
}

/**
 * Every risk flag a preview raises ({@link flagAllowMode}, {@link flagNoChange},
 * {@link flagHighFee}, {@link flagUnknownFee}).
 *
 * @param preview - The request's preview.
 * @returns Its flags.
 * @example
 * ```ts
 * previewFlags(preview).map((f) => f.kind) // ['allowMode']
 * ```
 */
export function previewFlags(preview: RequestPreview): RiskFlag[] {
  return [flagAllowMode, flagNoChange, flagHighFee, flagUnknownFee]
    .map((rule) => rule(preview))
    .filter((flag): flag is RiskFlag => flag !== undefined)
}

function sumOf(outputs: Psbt['outputs']): bigint {
  return outputs.reduce((sum, output) => sum + output.amount, 0n)
}
