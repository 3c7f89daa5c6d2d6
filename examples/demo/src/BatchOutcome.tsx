import type { CallsStatus } from '@latch/core'
import { LatchError } from '@latch/core'
import { batchStatusName } from './demoBatch'

/**
 * Where a batch sent from the demo stands: being sent, sent (its id, then its status as
 * `latch.getCallsStatus` reads it), or refused with an error.
 *
 * @example
 * ```ts
 * const outcome: BatchOutcome = { kind: 'sent', id }
 * ```
 */
export type BatchOutcome =
  | { kind: 'sending' }
  | { kind: 'sent'; id: string; status?: CallsStatus }
  | { kind: 'error'; code: string; message: string }

/**
 * The outcome of an error thrown while sending a batch: a LatchError's code and short message.
 *
 * @param error - What was thrown.
 * @returns The error outcome.
 * @example
 * ```ts
 * setOutcome(batchError(error))
 * ```
 */
export function batchError(error: unknown): BatchOutcome {
  return {
    kind: 'error',
    code: error instanceof LatchError ? String(error.code) : 'unknown',
    message: error instanceof LatchError ? error.shortMessage : String(error),
  }
}

/** "1 receipt", "2 receipts". */
const receipts = (status: CallsStatus): string => {
  const count = status.receipts?.length ?? 0
  return `${count} receipt${count === 1 ? '' : 's'}`
}

/**
 * A batch's id and status (name, code and receipts) once sent, or its error: what the Batched
 * calls card and the sponsored mint show.
 *
 * @param props - The outcome (nothing shown while sending or before).
 * @example
 * ```tsx
 * <BatchOutcomeView outcome={outcome} />
 * ```
 */
export function BatchOutcomeView({ outcome }: { outcome: BatchOutcome | undefined }) {
  if (outcome?.kind === 'sent')
    return (
      <div role="status" data-demo-batch-outcome="sent">
        <dl className="demo-facts">
          <dt>Batch id</dt>
          <dd>
            <code data-demo-batch-id="">{outcome.id}</code>
          </dd>
          <dt>Status</dt>
          <dd data-demo-batch-status={outcome.status ? batchStatusName(outcome.status.status) : 'reading'}>
            {outcome.status
              ? `${batchStatusName(outcome.status.status)} (${outcome.status.status}), ${receipts(outcome.status)}`
              : 'reading…'}
          </dd>
        </dl>
      </div>
    )
  if (outcome?.kind === 'error')
    return (
      <p className="demo-hint" role="status" data-demo-batch-outcome="error" data-code={outcome.code}>
        {outcome.code}: {outcome.message}
      </p>
    )
  return null
}
