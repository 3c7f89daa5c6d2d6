import {
  isSolanaSignature,
  type PreparedSend,
  readUntrustedField,
  type SendParameters,
  type SendResult,
  UnknownWalletError,
  ValidationError,
} from '@latch/core/kit'
import { SOLANA_ADAPTER_MESSAGES } from '../errors/adapterMessages'
import type { StandardWallet, WalletAccount } from '../standard/types'
import { encodeBase64 } from '../utils/base64'
import {
  type ConnectionCache,
  confirmSolanaSend,
  connectionFor,
  estimateSolanaSendFee,
  prepareSolanaTransfer,
  sendSolanaTransfer,
} from './sendSolanaTransfer'
import { validateSolanaSend } from './validateSolanaSend'

/**
 * What the Solana sends need from the adapter.
 *
 * @example
 * ```ts
 * const context: SolanaTransfersContext = { sessionOf, connections, forgetBalances }
 * ```
 */
export type SolanaTransfersContext = {
  /** The connected session of a connector (throws when it is not connected). */
  sessionOf: (connectorId: string) => { wallet: StandardWallet; account: WalletAccount }
  /** The adapter's web3.js connections, reused across sends. */
  connections: ConnectionCache
  /** Drops the cached native balances of a send's two ends (their balances changed). */
  forgetBalances: (params: SendParameters) => void
}

/**
 * The Solana adapter's SOL and SPL sends and their fee estimate, each checked before anything is
 * asked of the wallet. A separate module that the adapter loads with the first send or estimate
 * (web3.js and spl-token still load only when a transaction is built).
 *
 * @param context - See {@link SolanaTransfersContext}.
 * @returns `send`, `prepareSend` and `estimateFee` of the adapter.
 * @example
 * ```ts
 * const transfers = createSolanaTransfers(context)
 * const fee = await transfers.estimateFee(params) // lamports
 * ```
 */
export function createSolanaTransfers(context: SolanaTransfersContext) {
  return {
    async send(params: SendParameters): Promise<SendResult> {
      validateSolanaSend(params)
      const session = context.sessionOf(params.connectorId)
      if (session.account.address !== params.from) {
        throw new ValidationError(SOLANA_ADAPTER_MESSAGES.senderNotConnected, { details: params.from })
      }
      try {
        return await sendSolanaTransfer({
          wallet: session.wallet,
          account: session.account,
          params,
          cache: context.connections,
        })
      } finally {
        context.forgetBalances(params)
      }
    },
    /**
     * The same checked transfer as one `solana_signAndSendTransaction` request (unsigned, base64),
     * for a connector of the namespace with no send of its own (the embedded wallet's, the pairing
     * one): it signs and sends, and the answer's signature is checked and confirmed like a send's.
     */
    async prepareSend(params: SendParameters): Promise<PreparedSend> {
      validateSolanaSend(params)
      const prepared = await prepareSolanaTransfer(params, context.connections)
      const bytes = prepared.transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
      return {
        request: {
          method: 'solana_signAndSendTransaction',
          params: { transaction: encodeBase64(bytes), pubkey: params.from },
        },
        async result(answer) {
          try {
            const signature = readUntrustedField(answer, 'signature')
            if (!isSolanaSignature(signature))
              throw new UnknownWalletError({
                details: 'solana_signAndSendTransaction: the wallet answered no transaction signature',
              })
            const { connection } = await connectionFor(params.network, context.connections)
            return await confirmSolanaSend(connection, signature, prepared)
          } finally {
            context.forgetBalances(params)
          }
        },
      }
    },
    async estimateFee(params: SendParameters): Promise<bigint> {
      validateSolanaSend(params)
      return estimateSolanaSendFee(params, context.connections)
    },
  }
}
