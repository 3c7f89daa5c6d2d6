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
 * What {@link validateSend} checks.
 *
 * @example
 * ```ts
 * validateSend({ state, account, network, adapter })
 * ```
 */
export type ValidateSendInput = {
  state: Pick<SendState, 'token' | 'sendTokenAmount' | 'receiverAddress'>
  account: SendAccount | undefined
  network: CaipNetwork | undefined
  adapter: ChainAdapter | undefined
}

const fail = (message: string, code: ValidationErrorCode, details?: string) =>
  new ValidationError(message, details === undefined ? { code } : { code, details })

/**
 * Checks a send before anything is sent (SPEC §5): only eip155 and solana can send ("Unsupported
 * chain"), an amount and a receiver are required ("An amount and receiver address are required"),
 * a token is required ("A token is required"); then the account, the receiver (an EIP-55 address on
 * eip155, mixed case only with a valid checksum; a 32-byte base58 key on solana), the amount
 * (parsed to base units with the token's decimals, greater than zero, not above the balance when
 * known).
 *
 * @param input - The send state, the account, network and adapter.
 * @returns The adapter's send function and the parameters, amount in base units.
 * @throws {ValidationError} with the SPEC message for each rule.
 * @example
 * ```ts
 * const { params } = validateSend({ state: latch.state.send, account, network, adapter })
 * params.amount // 1500000n
 * ```
 */
export function validateSend({ state, account, network, adapter }: ValidateSendInput): ValidatedSend {
  const namespace = network?.chainNamespace
  if (!network || !canSendOn(namespace)) {
    throw fail(MESSAGES.unsupportedChain, 'UNSUPPORTED_CHAIN', namespace)
  }
  const amount = state.sendTokenAmount?.trim()
  const receiver = state.receiverAddress?.trim()
  if (!amount || !receiver) throw fail(MESSAGES.amountAndReceiverRequired, 'AMOUNT_AND_RECEIVER_REQUIRED')
  const { token } = state
  if (!token) throw fail(MESSAGES.tokenRequired, 'TOKEN_REQUIRED')
  if (!account || account.namespace !== namespace) throw fail(SEND_MESSAGES.notConnected, 'NOT_CONNECTED')
  if (!adapter?.send)
    throw fail(MESSAGES.unsupportedChain, 'UNSUPPORTED_CHAIN', `no ${namespace} adapter can send`)
  if (token.chainId !== network.caipNetworkId) {
    throw fail(
      SEND_MESSAGES.tokenOnOtherNetwork,
      'TOKEN_NETWORK_MISMATCH',
      `${token.chainId} ≠ ${network.caipNetworkId}`,
    )
  }
  assertReceiver(namespace, receiver)
  const value = parseUnits(amount, token.decimals)
  if (value <= 0n) throw fail(SEND_MESSAGES.amountNotPositive, 'AMOUNT_NOT_POSITIVE', amount)
  const balance = readBalance(token.quantity.numeric, token.decimals)
  if (balance !== undefined && value > balance) {
    throw fail(
      SEND_MESSAGES.insufficientBalance,
      'INSUFFICIENT_BALANCE',
      `${amount} > ${token.quantity.numeric}`,
    )
  }
  const tokenRef: TokenRef = { symbol: token.symbol, decimals: token.decimals, name: token.name }
  if (token.address !== undefined) tokenRef.address = token.address
  return {
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
  }
}

/**
 * The receiver must be an address of the namespace. A mixed-case EVM address whose EIP-55 checksum
 * does not match is a typo: it gets its own message so the user knows to re-check it.
 */
function assertReceiver(namespace: SendNamespace, receiver: string): void {
  if (namespace === 'solana') {
    if (!isSolanaAddress(receiver)) {
      throw fail(
        SEND_MESSAGES.invalidReceiver,
        'INVALID_RECEIVER',
        `"${receiver}" is not a 32-byte base58 key`,
      )
    }
    return
  }
  try {
    toChecksumAddress(receiver, 'receiver')
  } catch (cause) {
    const checksum = cause instanceof ValidationError && cause.code === 'INVALID_CHECKSUM'
    throw new ValidationError(
      checksum ? SEND_MESSAGES.invalidReceiverChecksum : SEND_MESSAGES.invalidReceiver,
      {
        code: checksum ? 'INVALID_CHECKSUM' : 'INVALID_RECEIVER',
        details: cause instanceof ValidationError ? cause.details : receiver,
        cause,
      },
    )
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
