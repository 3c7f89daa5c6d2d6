import { CONSTANTS } from '../../../shared/constants/constants'
import { LatchError } from '../../../shared/errors/LatchError'

/**
 * Refusal of a not-safe request when 99 are already waiting for approval (SPEC §9): nothing is
 * queued or sent.
 *
 * @example
 * ```ts
 * await provider.request({ method: 'personal_sign', params }).catch((e) => e instanceof ApprovalLimitError)
 * ```
 */
export class ApprovalLimitError extends LatchError {
  override name = 'ApprovalLimitError'
  declare readonly code: 'PENDING_LIMIT'
  constructor(method: string) {
    super('Too many pending requests', {
      code: 'PENDING_LIMIT',
      details: `${CONSTANTS.pendingTransactionsMax} requests already wait for approval; "${method}" was not queued`,
      meta: { method, limit: CONSTANTS.pendingTransactionsMax },
    })
  }
}
