import type { RequestPreview } from '../../adapters/requestPreview'
import type { RiskFlag } from '../clearSigning/types'
import { SIMULATION_MESSAGES } from './simulationMessages'

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
