import type { RequestPreview } from '../../adapters/requestPreview'
import type { RiskFlag } from '../clearSigning/types'
import { SIMULATION_MESSAGES } from './simulationMessages'

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
