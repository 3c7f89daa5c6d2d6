import { parseUnits } from '../../shared/numbers/parseUnits'
import { checkSend, type ValidateSendInput } from './checkSend'
import type { SendFormCheck, SendFormField, SendIssue } from './sendCheckTypes'
import { SEND_MESSAGES } from './sendMessages'
import type { SendState } from './types'

/**
 * Checks the send form with the same rules the send itself applies ({@link checkSend}: SPEC §5
 * messages, the receiver's format and EIP-55 checksum, the amount's decimals and balance), without
 * throwing, so the form can show the problem under the field as the user types and keep Review
 * disabled until the send would pass. For the native currency, a known fee must fit in the balance
 * beside the amount. A field holding only white space is named (the receiver is not a valid
 * address, the amount is not above zero) rather than left silent. Besides the first problem, each
 * typed field's own problem is in `fields`, so an invalid amount and an invalid receiver are marked
 * together.
 *
 * @param input - What {@link checkSend} takes, plus the send state's fee estimate.
 * @returns {@link SendFormCheck}.
 * @example
 * ```ts
 * const check = checkSendForm({ state: latch.state.send, account, network, adapter })
 * if (!check.ready) showUnder(check.field, check.message)
 * ```
 */
export function checkSendForm(input: ValidateSendInput & { state: Pick<SendState, 'fee'> }): SendFormCheck {
  const { state } = input
  const { issues, validated } = checkSend(input)
  // A field holding only spaces is typed but says nothing: it gets a message, not silence.
  const blanks = BLANK_FIELD_PROBLEMS.filter(({ text }) => isBlank(text(state)))
  const fields = fieldProblems(blanks, issues)
  const [blank] = blanks
  if (blank) return { ready: false, field: blank.field, message: blank.message, code: blank.code, fields }
  if (!validated) {
    const [first, ...rest] = issues
    if (!first) return { ready: false }
    if (first.error.code !== 'AMOUNT_AND_RECEIVER_REQUIRED') return problem(first, fields)
    // Not typed yet: nothing to show, but the field that is typed (or the token) may already be wrong.
    const amount = state.sendTokenAmount?.trim()
    const receiver = state.receiverAddress?.trim()
    if (!amount && !receiver) return { ready: false }
    const typed: SendFormField = amount ? 'amount' : 'receiver'
    const shown = rest.find(
      (issue) => issue.field === typed || issue.field === 'token' || issue.field === 'form',
    )
    return shown ? problem(shown, fields) : { ready: false }
  }
  if (validated.kind === 'native' && state.fee !== undefined) {
    const balance = readBalance(input.state.token?.quantity.numeric, validated.params.token.decimals)
    if (balance !== undefined && validated.params.amount + state.fee > balance) {
      return {
        ready: false,
        field: 'amount',
        message: SEND_MESSAGES.insufficientForFee,
        code: 'INSUFFICIENT_FOR_FEE',
        fields: { amount: { message: SEND_MESSAGES.insufficientForFee, code: 'INSUFFICIENT_FOR_FEE' } },
      }
    }
  }
  return { ready: true, validated }
}

/** What a field holding only white space is told, receiver first. */
const BLANK_FIELD_PROBLEMS = [
  {
    field: 'receiver',
    text: (state: ValidateSendInput['state']) => state.receiverAddress,
    message: SEND_MESSAGES.invalidReceiver,
    code: 'INVALID_RECEIVER',
  },
  {
    field: 'amount',
    text: (state: ValidateSendInput['state']) => state.sendTokenAmount,
    message: SEND_MESSAGES.amountNotPositive,
    code: 'AMOUNT_NOT_POSITIVE',
  },
] as const

/** Typed, but only white space. */
function isBlank(text: string | undefined): boolean {
  return text !== undefined && text !== '' && text.trim() === ''
}

function problem({ field, error }: SendIssue, fields: SendFieldProblems): SendFormCheck {
  return { ready: false, field, message: error.shortMessage, code: error.code, fields }
}

type SendFieldProblems = NonNullable<Extract<SendFormCheck, { ready: false }>['fields']>

/** The amount's and the receiver's own first problem: a blank field's, else the rules'. */
function fieldProblems(
  blanks: readonly (typeof BLANK_FIELD_PROBLEMS)[number][],
  issues: readonly SendIssue[],
): SendFieldProblems {
  const fields: SendFieldProblems = {}
  for (const { field, message, code } of blanks) fields[field] = { message, code }
  for (const { field, error } of issues)
    if ((field === 'amount' || field === 'receiver') && !fields[field])
      fields[field] = { message: error.shortMessage, code: error.code }
  return fields
}

function readBalance(numeric: string | undefined, decimals: number): bigint | undefined {
  if (numeric === undefined) return undefined
  try {
    return parseUnits(numeric, decimals)
  } catch {
    return undefined
  }
}
