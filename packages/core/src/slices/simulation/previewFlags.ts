import type { RequestPreview } from '../../adapters/requestPreview'
import type { RiskFlag } from '../clearSigning/types'
import { flagAllowMode } from './flagAllowMode'
import { flagHighFee } from './flagHighFee'
import { flagNoChange } from './flagNoChange'
import { flagUnknownFee } from './flagUnknownFee'

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
