import { LatchError } from '../../shared/errors/LatchError'
import { CLEAR_SIGNING_MESSAGES } from './clearSigningMessages'

/**
 * The codes of a {@link ClearSigningError}: a descriptor that is malformed or over its caps, or
 * call data that does not decode as its function's parameters.
 *
 * @example
 * ```ts
 * const code: ClearSigningErrorCode = 'INVALID_DESCRIPTOR'
 * ```
 */
export type ClearSigningErrorCode = 'INVALID_DESCRIPTOR' | 'DESCRIPTOR_TOO_LARGE' | 'MALFORMED_CALLDATA'

const MESSAGE_OF: Record<ClearSigningErrorCode, string> = {
  INVALID_DESCRIPTOR: CLEAR_SIGNING_MESSAGES.invalidDescriptor,
  DESCRIPTOR_TOO_LARGE: CLEAR_SIGNING_MESSAGES.descriptorTooLarge,
  MALFORMED_CALLDATA: CLEAR_SIGNING_MESSAGES.malformedCalldata,
}

/**
 * Refusal of an ERC-7730 descriptor or of call data, with what is wrong in `details` (the input is
 * quoted at most 80 characters long).
 *
 * @example
 * ```ts
 * const result = validateDescriptor(json)
 * if (result instanceof ClearSigningError) console.log(result.code, result.details)
 * ```
 */
export class ClearSigningError extends LatchError {
  override name = 'ClearSigningError'
  declare readonly code: ClearSigningErrorCode
  constructor(code: ClearSigningErrorCode, details: string) {
    super(MESSAGE_OF[code], { code, details: details.length > 200 ? `${details.slice(0, 200)}…` : details })
  }
}
