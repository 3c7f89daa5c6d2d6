import type { ChainAdapter, SendParameters } from '../../adapters/types'
import type { ValidationErrorCode } from '../../shared/errors/errorCodes'
import type { ValidationError } from '../../shared/errors/errors'

// What the send checks return (checkSend, checkSendForm, validateSend): apart from their inputs
// (./types), so the send state's types can name the form's check without importing the checks.

/**
 * A send that passed every check: the adapter's send function and its parameters.
 *
 * @example
 * ```ts
 * const { send, params, kind } = validateSend(input)
 * ```
 */
export type ValidatedSend = {
  send: NonNullable<ChainAdapter['send']>
  params: SendParameters
  /** `native` for the chain's own currency, `token` for ERC20 / SPL. */
  kind: 'native' | 'token'
}

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
 * One problem `checkSend` found: the field it belongs to and the error `validateSend` throws
 * for it (SPEC §5's message, its code and details).
 *
 * @example
 * ```ts
 * const issue: SendIssue = { field: 'amount', error: new ValidationError('Amount exceeds the token balance', { code: 'INSUFFICIENT_BALANCE' }) }
 * ```
 */
export type SendIssue = { field: SendFormField; error: ValidationError }

/**
 * What `checkSend` found: every problem in the order the rules run (the first is what
 * `validateSend` throws), or the validated send when there is none.
 *
 * @example
 * ```ts
 * const { issues, validated } = checkSend(input)
 * ```
 */
export type SendCheckResult = {
  /** Every problem found, in the order the rules run; empty when the send may go. */
  issues: readonly SendIssue[]
  /** The adapter's send function and parameters: set exactly when `issues` is empty. */
  validated?: ValidatedSend | undefined
}

/**
 * The problem one typed field of the send form shows under itself: SPEC §5's message and its code.
 *
 * @example
 * ```ts
 * const problem: SendFieldProblem = { message: 'Invalid receiver address for this network', code: 'INVALID_RECEIVER' }
 * ```
 */
export type SendFieldProblem = { message: string; code: ValidationErrorCode }

/**
 * The send form checked as the user types: `ready` when Review may be pressed; otherwise the first
 * problem and the field it belongs to, and in `fields` the own problem of each typed field (the
 * amount and the receiver are marked at once when both are wrong, never one after the other). An
 * empty field is not a problem to show (the user has not typed it yet) but it keeps `ready` false.
 *
 * @example
 * ```ts
 * const check: SendFormCheck = {
 *   ready: false,
 *   field: 'amount',
 *   message: 'Amount exceeds the token balance',
 *   fields: { amount: { message: 'Amount exceeds the token balance', code: 'INSUFFICIENT_BALANCE' } },
 * }
 * ```
 */
export type SendFormCheck =
  | { ready: true; validated: ValidatedSend }
  | {
      ready: false
      field?: SendFormField
      message?: string
      code?: ValidationErrorCode
      /** Each typed field's own problem, for the amount and the receiver. */
      fields?: { amount?: SendFieldProblem; receiver?: SendFieldProblem }
    }
