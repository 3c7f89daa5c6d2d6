import type { RequestPreview } from '../../adapters/requestPreview'
import type { RiskFlag } from '../clearSigning/types'
import { SIMULATION_MESSAGES } from './simulationMessages'

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
