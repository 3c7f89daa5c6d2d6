import { FIRST_LOAD_MESSAGES } from './firstLoadCatalogue'
import { type ErrorExtra, LatchError } from './LatchError'

/**
 * The modal closed while something waited on it (a pending connect, a picker).
 *
 * @example
 * ```ts
 * await latch.connection.connect(...).catch((e) => e instanceof ModalClosedError)
 * ```
 */
export class ModalClosedError extends LatchError {
  override name = 'ModalClosedError'
  declare readonly code: 'MODAL_CLOSED'
  constructor(extra: ErrorExtra = {}) {
    super(FIRST_LOAD_MESSAGES.modalClosed, { ...extra, code: 'MODAL_CLOSED' })
  }
}
