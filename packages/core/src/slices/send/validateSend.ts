import { checkSend, type ValidateSendInput } from './checkSend'
import type { ValidatedSend } from './sendCheckTypes'

/**
 * Checks a send before anything is sent (SPEC §5) and throws the first problem: the rules of
 * {@link checkSend} ("Unsupported chain", "An amount and receiver address are required", "A token
 * is required", the account, the receiver's format and EIP-55 checksum, the amount's decimals,
 * sign and balance).
 *
 * @param input - The send state, the account, network and adapter.
 * @returns The adapter's send function and the parameters, amount in base units.
 * @throws {ValidationError} with the SPEC message for the first rule that fails.
 * @example
 * ```ts
 * const { params } = validateSend({ state: latch.state.send, account, network, adapter })
 * params.amount // 1500000n
 * ```
 */
export function validateSend(input: ValidateSendInput): ValidatedSend {
  const { issues, validated } = checkSend(input)
  const [first] = issues
  if (first) throw first.error
  // checkSend gives the validated send exactly when it finds no issue
  return validated as ValidatedSend
}
