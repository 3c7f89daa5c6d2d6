import type { ChainAdapter, SendParameters, TokenRef } from '../../adapters/types'
import { MESSAGES } from '../../shared/errors/catalogue'
import type { ValidationErrorCode } from '../../shared/errors/errorCodes'
import { ValidationError } from '../../shared/errors/errors'
import type { CaipNetwork } from '../../shared/networks/types'
import { parseUnits } from '../../shared/numbers/parseUnits'
import { toChecksumAddress } from '../../shared/validation/evmAddress'
import { isSolanaAddress } from '../../shared/validation/solanaAddress'
import { SEND_MESSAGES } from './sendMessages'
import { canSendOn, type SendNamespace } from './sendNamespaces'
import type { SendAccount, SendState } from './types'

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
 * What {@link checkSend} and `validateSend` check.
 *
 * @example
 * ```ts
 * checkSend({ state, account, network, adapter })
 * ```
 */
export type ValidateSendInput = {
  state: Pick<SendState, 'token' | 'sendTokenAmount' | 'receiverAddress'>
  account: SendAccount | undefined
  network: CaipNetwork | undefined
  adapter: ChainAdapter | undefined
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
 * One problem {@link checkSend} found: the field it belongs to and the error `validateSend` throws
 * for it (SPEC §5's message, its code and details).
 *
 * @example
 * ```ts
 * const issue: SendIssue = { field: 'amount', error: new ValidationError('Amount exceeds the token balance', { code: 'INSUFFICIENT_BALANCE' }) }
 * ```
 */
export type SendIssue = { field: SendFormField; error: ValidationError }

/**
 * What {@link checkSend} found: every problem in the order the rules run (the first is what
 * `validateSend` throws), and the validated send when there is none.
 *
 * @example
 * ```ts
 * const { issues, validated } = checkSend(input)
 * ```
 */
export type SendCheckResult =
  | { issues: readonly []; validated: ValidatedSend }
  | { issues: readonly [SendIssue, ...SendIssue[]]; validated?: undefined }

// Codes the amount's parsing reports that belong to the amount field (others are the form's).
const AMOUNT_PARSE_CODES: readonly ValidationErrorCode[] = [
  'INVALID_NUMBER',
  'NEGATIVE_AMOUNT',
  'TOO_MANY_DECIMALS',
]

const issue = (
  field: SendFormField,
  message: string,
  code: ValidationErrorCode,
  details?: string,
): SendIssue => ({
  field,
  error: new ValidationError(message, details === undefined ? { code } : { code, details }),
})

const requiredIssue = () => issue('form', MESSAGES.amountAndReceiverRequired, 'AMOUNT_AND_RECEIVER_REQUIRED')

/**
 * Checks a send before anything is sent (SPEC §5) and returns what is wrong instead of throwing:
 * only eip155 and solana can send ("Unsupported chain"), an amount and a receiver are required ("An
 * amount and receiver address are required"), a token is required ("A token is required"); then the
 * account, the receiver (an EIP-55 address on eip155, mixed case only with a valid checksum; a
 * 32-byte base58 key on solana), the amount (parsed to base units with the token's decimals,
 * greater than zero, not above the balance when known). A missing chain, token, account or adapter
 * ends the check; the receiver and the amount are each checked when typed, even when the other is
 * missing, so a form can show the problem of the field the user typed.
 *
 * @param input - The send state, the account, network and adapter.
 * @returns {@link SendCheckResult}: the issues, or the validated send (amount in base units).
 * @example
 * ```ts
 * const { issues } = checkSend({ state: latch.state.send, account, network, adapter })
 * issues[0]?.error.shortMessage // 'A token is required'
 * ```
 */
export function checkSend({ state, account, network, adapter }: ValidateSendInput): SendCheckResult {
  const namespace = network?.chainNamespace
  if (!network || !canSendOn(namespace)) {
    return { issues: [issue('form', MESSAGES.unsupportedChain, 'UNSUPPORTED_CHAIN', namespace)] }
  }
  const issues: SendIssue[] = []
  const amount = state.sendTokenAmount?.trim()
  const receiver = state.receiverAddress?.trim()
  if (!amount || !receiver) issues.push(requiredIssue())
  const { token } = state
  // a missing token, account or adapter ends the check: later rules need them
  const blocked = (last: SendIssue): SendCheckResult => {
    const [first = last, ...rest] = [...issues, last]
    return { issues: [first, ...rest] }
  }
  if (!token) return blocked(issue('token', MESSAGES.tokenRequired, 'TOKEN_REQUIRED'))
  if (!account || account.namespace !== namespace)
    return blocked(issue('form', SEND_MESSAGES.notConnected, 'NOT_CONNECTED'))
  if (!adapter?.send)
    return blocked(
      issue('form', MESSAGES.unsupportedChain, 'UNSUPPORTED_CHAIN', `no ${namespace} adapter can send`),
    )
  if (token.chainId !== network.caipNetworkId) {
    return blocked(
      issue(
        'token',
        SEND_MESSAGES.tokenOnOtherNetwork,
        'TOKEN_NETWORK_MISMATCH',
        `${token.chainId} ≠ ${network.caipNetworkId}`,
      ),
    )
  }
  if (receiver) {
    const problem = checkReceiver(namespace, receiver)
    if (problem) issues.push(problem)
  }
  const value = amount ? checkAmount(amount, token, issues) : undefined
  const [first, ...rest] = issues
  // no issue means both were typed and passed: value and receiver are set
  if (first || value === undefined || !receiver) return { issues: [first ?? requiredIssue(), ...rest] }
  const tokenRef: TokenRef = { symbol: token.symbol, decimals: token.decimals, name: token.name }
  if (token.address !== undefined) tokenRef.address = token.address
  return {
    issues: [],
    validated: {
      send: adapter.send.bind(adapter),
      params: {
        connectorId: account.connectorId,
        network,
        from: account.address,
        to: receiver,
        amount: value,
        token: tokenRef,
      },
      kind: token.address === undefined ? 'native' : 'token',
    },
  }
}

/**
 * The receiver must be an address of the namespace. A mixed-case EVM address whose EIP-55 checksum
 * does not match is a typo: it gets its own message so the user knows to re-check it.
 */
function checkReceiver(namespace: SendNamespace, receiver: string): SendIssue | undefined {
  if (namespace === 'solana') {
    return isSolanaAddress(receiver)
      ? undefined
      : issue(
          'receiver',
          SEND_MESSAGES.invalidReceiver,
          'INVALID_RECEIVER',
          `"${receiver}" is not a 32-byte base58 key`,
        )
  }
  try {
    toChecksumAddress(receiver, 'receiver')
    return undefined
  } catch (cause) {
    const checksum = cause instanceof ValidationError && cause.code === 'INVALID_CHECKSUM'
    const error = new ValidationError(
      checksum ? SEND_MESSAGES.invalidReceiverChecksum : SEND_MESSAGES.invalidReceiver,
      {
        code: checksum ? 'INVALID_CHECKSUM' : 'INVALID_RECEIVER',
        details: cause instanceof ValidationError ? cause.details : receiver,
        cause,
      },
    )
    return { field: 'receiver', error }
  }
}

/** The amount in base units, or `undefined` with its issue pushed. */
function checkAmount(
  amount: string,
  token: NonNullable<ValidateSendInput['state']['token']>,
  issues: SendIssue[],
): bigint | undefined {
  let value: bigint
  try {
    value = parseUnits(amount, token.decimals)
  } catch (cause) {
    if (!(cause instanceof ValidationError)) throw cause
    issues.push({ field: AMOUNT_PARSE_CODES.includes(cause.code) ? 'amount' : 'form', error: cause })
    return undefined
  }
  if (value <= 0n) {
    issues.push(issue('amount', SEND_MESSAGES.amountNotPositive, 'AMOUNT_NOT_POSITIVE', amount))
    return undefined
  }
  const balance = readBalance(token.quantity.numeric, token.decimals)
  if (balance !== undefined && value > balance) {
    issues.push(
      issue(
        'amount',
        SEND_MESSAGES.insufficientBalance,
        'INSUFFICIENT_BALANCE',
        `${amount} > ${token.quantity.numeric}`,
      ),
    )
    return undefined
  }
  return value
}

/** The balance in base units, or `undefined` when the data source gave none we can read exactly. */
function readBalance(numeric: string, decimals: number): bigint | undefined {
  try {
    return parseUnits(numeric, decimals)
  } catch {
    return undefined
  }
}
