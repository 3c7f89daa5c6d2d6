import type { RequestPreview } from '../../adapters/requestPreview'
import { isLatchError } from '../../shared/errors/isLatchError'
import type { RiskFlag } from '../clearSigning/types'
import { previewFlags } from './previewFlags'
import type { ReviewedPreview } from './reviewedPreview'
import { SIMULATION_MESSAGES } from './simulationMessages'
import { SIMULATION_TIMEOUT_MS } from './simulationRpc'

const MAX_REASON = 200

/**
 * Asks a chain adapter for its preview of a waiting request and reads its risk flags
 * ({@link previewFlags}). A preview that fails (malformed params, a peer SDK that will not load) is
 * a `failed` preview with the error's short message, never an exception: it never blocks Approve. A
 * preview that has not answered in {@link SIMULATION_TIMEOUT_MS} (a peer SDK that never loads, an
 * adapter that hangs) fails as a simulation does ("The preview took too long").
 *
 * @param preview - The adapter's `previewRequest`, bound to the request.
 * @param timeoutMs - How long the preview may take (default {@link SIMULATION_TIMEOUT_MS}).
 * @returns The preview state (undefined when the adapter does not preview the method) and its flags.
 * @example
 * ```ts
 * const { preview, flags } = await reviewPreview(() => adapter.previewRequest(request))
 * ```
 */
export async function reviewPreview(
  preview: () => Promise<RequestPreview | undefined>,
  timeoutMs = SIMULATION_TIMEOUT_MS,
): Promise<ReviewedPreview> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs)
  })
  try {
    const decoded = await Promise.race([preview(), late])
    if (decoded === 'late')
      return { preview: { status: 'failed', reason: SIMULATION_MESSAGES.previewTimeout }, flags: [] }
    if (decoded === undefined) return { preview: undefined, flags: [] }
    return { preview: { status: 'done', preview: decoded }, flags: previewFlags(decoded) }
  } catch (error) {
    const reason = isLatchError(error) ? error.shortMessage : SIMULATION_MESSAGES.previewFailed
    const flags: RiskFlag[] = []
    return { preview: { status: 'failed', reason: reason.slice(0, MAX_REASON) }, flags }
  } finally {
    clearTimeout(timer)
  }
}
