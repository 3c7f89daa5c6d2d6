import { MESSAGES, NUMBER_MESSAGES, type SendParameters, ValidationError } from '@latch/core/kit'
import { SOLANA_MESSAGES } from '../errors/solanaMessages'
import { isSolanaAddress } from '../utils/base58'

/**
 * Checks a send before anything is built or signed: Solana network, amount and receiver present
 * ("An amount and receiver address are required"), a token ("A token is required"), well-formed
 * addresses and mint.
 *
 * @param params - The send.
 * @throws {ValidationError} with the SPEC's message on bad input.
 * @example
 * ```ts
 * validateSolanaSend(params) // throws before the wallet is asked anything
 * ```
 */
export function validateSolanaSend(params: SendParameters): void {
  if (params.network.chainNamespace !== 'solana') {
    throw new ValidationError(MESSAGES.unsupportedChain, { details: params.network.caipNetworkId })
  }
  if (!params.to || typeof params.amount !== 'bigint' || params.amount <= 0n) {
    throw new ValidationError(MESSAGES.amountAndReceiverRequired)
  }
  if (!params.token?.symbol) throw new ValidationError(MESSAGES.tokenRequired)
  if (!isSolanaAddress(params.to)) {
    throw new ValidationError(SOLANA_MESSAGES.invalidReceiver, {
      code: 'INVALID_ADDRESS',
      details: params.to,
    })
  }
  if (!isSolanaAddress(params.from)) {
    throw new ValidationError(SOLANA_MESSAGES.invalidSender, {
      code: 'INVALID_ADDRESS',
      details: params.from,
    })
  }
  if (params.token.address !== undefined && !isSolanaAddress(params.token.address)) {
    throw new ValidationError(SOLANA_MESSAGES.invalidMint, {
      code: 'INVALID_ADDRESS',
      details: params.token.address,
    })
  }
  if (!Number.isInteger(params.token.decimals) || params.token.decimals < 0 || params.token.decimals > 255) {
    throw new ValidationError(NUMBER_MESSAGES.invalidDecimals, {
      code: 'INVALID_DECIMALS',
      details: String(params.token.decimals),
    })
  }
}
