import type { LatchError } from '../../shared/errors/LatchError'
import { normalizeWalletError } from '../../shared/errors/normalizeWalletError'
import { parseUnits } from '../../shared/numbers/parseUnits'
import { SEND_MESSAGES } from './sendMessages'
import type { SendState } from './types'
import { type ValidatedSend, type ValidateSendInput, validateSend } from './validateSend'

/**
 * The field of the send form a problem belongs to.
 *
 * @example
 * ```ts
 * const field: SendFormField = 'receiver'
 * ```
 */
export type SendFormField = 'token' | 'amount' | 'receiver' | 'form'

/**
 * The send form checked as the user types: `ready` when Review may be pressed; otherwise the first
 * problem and the field it belongs to. An empty field is not a problem to show (the user has not
 * typed it yet) but it keeps `ready` false.
 *
 * @example
 * ```ts
 * const check: SendFormCheck = { ready: false, field: 'amount', message: 'Amount exceeds the token balance' }
 * ```
 */
export type SendFormCheck =
  | { ready: true; validated: ValidatedSend }
  | { ready: false; field?: SendFormField; message?: string; code?: string }

const FIELD_OF: Record<string, SendFormField> = {
  TOKEN_REQUIRED: 'token',
  TOKEN_NETWORK_MISMATCH: 'token',
  INVALID_RECEIVER: 'receiver',
  INVALID_CHECKSUM: 'receiver',
  INVALID_NUMBER: 'amount',
  NEGATIVE_AMOUNT: 'amount',
  TOO_MANY_DECIMALS: 'amount',
  AMOUNT_NOT_POSITIVE: 'amount',
  INSUFFICIENT_BALANCE: 'amount',
  AMOUNT_TOO_LARGE: 'amount',
}

/**
 * Checks the send form with the same rules the send itself applies ({@link validateSend}: SPEC §5
 * messages, the receiver's format and EIP-55 checksum, the amount's decimals and balance), without
 * throwing, so the form can show the problem under the field as the user types and keep Review
 * disabled until the send would pass. For the native currency, a known fee must fit in the balance
 * beside the amount.
 *
 * @param input - What {@link validateSend} takes, plus the send state's fee estimate.
 * @returns {@link SendFormCheck}.
 * @example
 * ```ts
 * const check = checkSendForm({ state: latch.state.send, account, network, adapter })
 * if (!check.ready) showUnder(check.field, check.message)
 * ```
 */
export function checkSendForm(input: ValidateSendInput & { state: Pick<SendState, 'fee'> }): SendFormCheck {
  const { state } = input
  const amount = state.sendTokenAmount?.trim()
  const receiver = state.receiverAddress?.trim()
  let validated: ValidatedSend
  try {
    validated = validateSend(input)
  } catch (cause) {
    const error: LatchError = normalizeWalletError(cause)
    const code = String(error.code)
    if (code === 'AMOUNT_AND_RECEIVER_REQUIRED') {
      // Not typed yet: nothing to show, but the other field may already be wrong.
      return amount || receiver ? checkTypedField(input, amount, receiver) : { ready: false }
    }
    return { ready: false, field: FIELD_OF[code] ?? 'form', message: error.shortMessage, code }
  }
  if (validated.kind === 'native' && state.fee !== undefined) {
    const balance = readBalance(input.state.token?.quantity.numeric, validated.params.token.decimals)
    if (balance !== undefined && validated.params.amount + state.fee > balance) {
      return {
        ready: false,
        field: 'amount',
        message: SEND_MESSAGES.insufficientForFee,
        code: 'INSUFFICIENT_FOR_FEE',
      }
    }
  }
  return { ready: true, validated }
}

/**
 * One of amount and receiver is typed: check that one alone. The other gets a stand-in that passes
 * (the sender's own address as receiver) or that fails only after the typed field was checked (the
 * receiver is checked before the amount).
 */
function checkTypedField(
  input: ValidateSendInput & { state: Pick<SendState, 'fee'> },
  amount: string | undefined,
  receiver: string | undefined,
): SendFormCheck {
  const typed: SendFormField = amount ? 'amount' : 'receiver'
  const state = amount
    ? { ...input.state, sendTokenAmount: amount, receiverAddress: input.account?.address ?? '-' }
    : { ...input.state, sendTokenAmount: '0', receiverAddress: receiver }
  try {
    validateSend({ ...input, state })
  } catch (cause) {
    const error = normalizeWalletError(cause)
    const code = String(error.code)
    const field = FIELD_OF[code]
    if (field === typed || field === 'token' || field === undefined) {
      return { ready: false, field: field ?? 'form', message: error.shortMessage, code }
    }
  }
  return { ready: false }
}

function readBalance(numeric: string | undefined, decimals: number): bigint | undefined {
  if (numeric === undefined) return undefined
  try {
    return parseUnits(numeric, decimals)
  } catch {
    return undefined
  }
}
