import type { RequestPreview } from '../../adapters/requestPreview'
import { isLatchError } from '../../shared/errors/isLatchError'
import type { RiskFlag } from '../clearSigning/types'
import { previewFlags } from './previewFlags'
import type { ReviewedPreview } from './reviewedPreview'
import { SIMULATION_MESSAGES } from './simulationMessages'

const MAX_REASON = 200

/**
 * Asks a chain adapter for its preview of a waiting request and reads its risk flags
 * ({@link previewFlags}). A preview that fails (malformed params, a peer SDK that will not load) is
 * a `failed` preview with the error's short message, never an exception: it never blocks Approve.
 *
 * @param preview - The adapter's `previewRequest`, bound to the request.
 * @returns The preview state (undefined when the adapter does not preview the method) and its flags.
 * @example
 * ```ts
 * const { preview, flags } = await reviewPreview(() => adapter.previewRequest(request))
 * ```
 */
export async function reviewPreview(
  preview: () => Promise<RequestPreview | undefined>,
): Promise<ReviewedPreview> {
  try {
    const decoded = await preview()
    if (decoded === undefined) return { preview: undefined, flags: [] }
    return { preview: { status: 'done', preview: decoded }, flags: previewFlags(decoded) }
  } catch (error) {
    const reason = isLatchError(error) ? error.shortMessage : SIMULATION_MESSAGES.previewFailed
    const flags: RiskFlag[] = []
    return { preview: { status: 'failed', reason: reason.slice(0, MAX_REASON) }, flags }
  }
}
