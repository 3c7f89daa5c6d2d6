import type { PreviewState } from '../../adapters/requestPreview'
import type { RiskFlag } from '../clearSigning/types'

/**
 * A waiting request's preview as the approval keeps it: its state (absent when the adapter does not
 * preview the method) and the risk flags it raises.
 *
 * @example
 * ```ts
 * const reviewed: ReviewedPreview = { preview: { status: 'loading' }, flags: [] }
 * ```
 */
export type ReviewedPreview = { preview: PreviewState | undefined; flags: readonly RiskFlag[] }
