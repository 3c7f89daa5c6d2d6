import { describeUntrusted } from '../../../shared/errors/describeUntrusted'
import { ApiError } from '../../../shared/errors/errors'
import { readUntrustedField } from '../../../shared/errors/readUntrustedField'

/**
 * The `code` and `message` of an ERROR analytics event for a data-layer error. The error is not
 * trusted (it may come from a data source or wallet Latch does not own): a getter or Proxy trap
 * that throws reads as absent, and the message is capped by {@link describeUntrusted}, so a report
 * never throws and never sends unbounded text.
 *
 * @param error - What the data layer caught.
 * @returns The event's properties: an `ApiError`'s code (else `'UNKNOWN'`) and a bounded message.
 * @example
 * ```ts
 * toErrorReport(new ApiError('Invalid response', { code: 'INVALID_RESPONSE' }))
 * // { code: 'INVALID_RESPONSE', message: 'Invalid response' }
 * ```
 */
export function toErrorReport(error: unknown): { code: string; message: string } {
  let api = false
  try {
    api = error instanceof ApiError
  } catch {
    // a Proxy whose prototype trap throws is not one of Latch's errors
  }
  const code = api ? readUntrustedField(error, 'code') : undefined
  const message = typeof error === 'object' ? readUntrustedField(error, 'message') : error
  return {
    code: typeof code === 'string' ? describeUntrusted(code, 100) : 'UNKNOWN',
    message: describeUntrusted(message ?? error),
  }
}
