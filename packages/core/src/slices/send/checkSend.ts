import type { ChainAdapter, TokenRef } from '../../adapters/types'
import { MESSAGES } from '../../shared/errors/catalogue'
import type { ValidationErrorCode } from '../../shared/errors/errorCodes'
import { ValidationError } from '../../shared/errors/errors'
import type { CaipNetwork } from '../../shared/networks/types'
import { parseUnits } from '../../shared/numbers/parseUnits'
import { toChecksumAddress } from '../../shared/validation/evmAddress'
import { isSolanaAddress } from '../../shared/validation/solanaAddress'
import type { SendCheckResult, SendFormField, SendIssue } from './sendCheckTypes'
import { SEND_MESSAGES } from './sendMessages'
import { canSendOn } from './sendNamespaces'
import type { SendAccount, SendState } from './types'

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
  const issues: SendIssue[] = []
  const found = { issues }
  const add = (
    field: SendFormField,
    message: string,
    code: ValidationErrorCode,
    details?: string,
    cause?: unknown,
  ) => {
    issues.push({ field, error: new ValidationError(message, { code, details, cause }) })
    return found
  }
  const namespace = network?.chainNamespace
  if (!network || !canSendOn(namespace))
    return add('form', MESSAGES.unsupportedChain, 'UNSUPPORTED_CHAIN', namespace)
  const amount = state.sendTokenAmount?.trim()
  const receiver = state.receiverAddress?.trim()
  if (!amount || !receiver) add('form', MESSAGES.amountAndReceiverRequired, 'AMOUNT_AND_RECEIVER_REQUIRED')
  // a missing token, account or adapter ends the check: later rules need them
  const { token } = state
  if (!token) return add('token', MESSAGES.tokenRequired, 'TOKEN_REQUIRED')
  if (!account || account.namespace !== namespace)
    return add('form', SEND_MESSAGES.notConnected, 'NOT_CONNECTED')
  if (!adapter?.send)
    return add('form', MESSAGES.unsupportedChain, 'UNSUPPORTED_CHAIN', `no ${namespace} adapter can send`)
  if (token.chainId !== network.caipNetworkId) {
    const details = `${token.chainId} ≠ ${network.caipNetworkId}`
    return add('token', SEND_MESSAGES.tokenOnOtherNetwork, 'TOKEN_NETWORK_MISMATCH', details)
  }
  // The receiver must be an address of the namespace. A mixed-case EVM address whose EIP-55
  // checksum does not match is a typo: it gets its own message so the user knows to re-check it.
  if (receiver && namespace === 'solana') {
    if (!isSolanaAddress(receiver))
      add(
        'receiver',
        SEND_MESSAGES.invalidReceiver,
        'INVALID_RECEIVER',
        `"${receiver}" is not a 32-byte base58 key`,
      )
  } else if (receiver) {
    try {
      toChecksumAddress(receiver, 'receiver')
    } catch (cause) {
      const checksum = cause instanceof ValidationError && cause.code === 'INVALID_CHECKSUM'
      add(
        'receiver',
        checksum ? SEND_MESSAGES.invalidReceiverChecksum : SEND_MESSAGES.invalidReceiver,
        checksum ? 'INVALID_CHECKSUM' : 'INVALID_RECEIVER',
        cause instanceof ValidationError ? cause.details : receiver,
        cause,
      )
    }
  }
  let value: bigint | undefined
  if (amount) {
    try {
      value = parseUnits(amount, token.decimals)
    } catch (cause) {
      if (!(cause instanceof ValidationError)) throw cause
      // the amount's own problems (not a number, negative, too many decimals) or the token's decimals
      issues.push({ field: cause.code === 'INVALID_DECIMALS' ? 'form' : 'amount', error: cause })
    }
    const balance = readBalance(token.quantity.numeric, token.decimals)
    if (value !== undefined && value <= 0n)
      add('amount', SEND_MESSAGES.amountNotPositive, 'AMOUNT_NOT_POSITIVE', amount)
    else if (value !== undefined && balance !== undefined && value > balance)
      add(
        'amount',
        SEND_MESSAGES.insufficientBalance,
        'INSUFFICIENT_BALANCE',
        `${amount} > ${token.quantity.numeric}`,
      )
  }
  if (issues.length > 0 || value === undefined || !receiver) return found
  const tokenRef: TokenRef = { symbol: token.symbol, decimals: token.decimals, name: token.name }
  if (token.address !== undefined) tokenRef.address = token.address
  return {
    issues,
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

/** The balance in base units, or `undefined` when the data source gave none we can read exactly. */
function readBalance(numeric: string, decimals: number): bigint | undefined {
  try {
    return parseUnits(numeric, decimals)
  } catch {
    return undefined
  }
}
