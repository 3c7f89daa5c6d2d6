import {
  ApiError,
  type CaipNetwork,
  describeUntrusted,
  isSolanaSignature,
  MethodNotSupportedError,
  normalizeWalletError,
  readUntrustedField,
  ValidationError,
} from '@latch/core/kit'
import { SOLANA_BRIDGE_MESSAGES } from '../errors/bridgeMessages'
import { WalletAnswerRefusedError } from '../errors/WalletAnswerRefusedError'
import { toStandardChain } from '../networks/toStandardChain'
import { createSolanaRpcClient } from '../rpc/createSolanaRpcClient'
import type { StandardWallet, WalletAccount } from '../standard/types'
import {
  readSignerSignature,
  readTransactionToSign,
  withSignature,
} from '../transactions/checkSignedTransaction'
import { MAX_WIRE_BASE64_CHARS } from '../transactions/readWireTransaction'
import { encodeBase58 } from '../utils/base58'
import { decodeBase64, encodeBase64 } from '../utils/base64'

/** Most transactions in one `solana_signAllTransactions`. */
const MAX_BATCH = 100

/**
 * A transaction request to a Wallet Standard wallet.
 *
 * @example
 * ```ts
 * const input: StandardTransactionRequest = { method, params, wallet, account, network }
 * ```
 */
export type StandardTransactionRequest = {
  method: string
  /** The request's params (frozen by the adapter), untrusted. */
  params: unknown
  wallet: StandardWallet
  account: WalletAccount
  /** The network the transaction is for: its Wallet Standard chain, its RPC for sends. */
  network: CaipNetwork
  fetch?: typeof fetch | undefined
}

const invalidParams = (method: string, shape: string): never => {
  throw new ValidationError(SOLANA_BRIDGE_MESSAGES.invalidParams(method, shape), { code: 'INVALID_PARAMS' })
}

/** The base64 wire transaction in `params[key]`, decoded, or a typed invalid-params error. */
const wireParam = (method: string, value: unknown): Uint8Array =>
  decodeBase64(value, MAX_WIRE_BASE64_CHARS) ??
  invalidParams(method, '"transaction" (a base64 wire transaction)')

/** The send options a caller may pass on to the RPC's `sendTransaction`, shape-checked. */
function sendOptions(params: unknown): Record<string, unknown> {
  const given = readUntrustedField(params, 'sendOptions') ?? readUntrustedField(params, 'options')
  const out: Record<string, unknown> = {}
  const skipPreflight = readUntrustedField(given, 'skipPreflight')
  if (typeof skipPreflight === 'boolean') out.skipPreflight = skipPreflight
  const commitment = readUntrustedField(given, 'preflightCommitment')
  if (commitment === 'processed' || commitment === 'confirmed' || commitment === 'finalized')
    out.preflightCommitment = commitment
  for (const key of ['maxRetries', 'minContextSlot']) {
    const value = readUntrustedField(given, key)
    if (Number.isSafeInteger(value) && (value as number) >= 0) out[key] = value
  }
  return out
}

/** Signs `bytes` with the wallet's `solana:signTransaction`, answer checked: the same message, signed by the account. */
async function signOne(input: StandardTransactionRequest, bytes: Uint8Array): Promise<Uint8Array> {
  return (await signMany(input, [bytes]))[0]!
}

async function signMany(input: StandardTransactionRequest, all: Uint8Array[]): Promise<Uint8Array[]> {
  const feature = input.wallet.features['solana:signTransaction']
  if (!feature) throw new MethodNotSupportedError('solana_signTransaction')
  const asked = all.map((bytes) => readTransactionToSign(bytes, input.account.publicKey))
  const chain = toStandardChain(input.network.caipNetworkId)
  const answers: unknown = await feature
    .signTransaction(...all.map((transaction) => ({ account: input.account, transaction, chain })))
    .catch((error: unknown) => Promise.reject(normalizeWalletError(error, 'solana_signTransaction')))
  const list = Array.isArray(answers) ? answers.slice(0, MAX_BATCH + 1) : []
  if (list.length !== all.length)
    throw new WalletAnswerRefusedError(
      'WRONG_COUNT',
      SOLANA_BRIDGE_MESSAGES.wrongCount(all.length, list.length),
    )
  return Promise.all(
    asked.map(async ({ wire, slot }, i) => {
      const signed = readUntrustedField(list[i], 'signedTransaction')
      if (!(signed instanceof Uint8Array))
        throw new WalletAnswerRefusedError(
          'MALFORMED_TRANSACTION',
          SOLANA_BRIDGE_MESSAGES.malformedTransaction,
        )
      const signature = await readSignerSignature(wire, slot, input.account.publicKey, {
        transaction: signed,
      })
      return withSignature(wire, slot, signature)
    }),
  )
}

/** Signs and sends: signed by the wallet and sent through the app's RPC, or sent by the wallet itself. */
async function signAndSend(
  input: StandardTransactionRequest,
  bytes: Uint8Array,
): Promise<{ signature: string }> {
  const { method, params, wallet, account, network } = input
  const options = sendOptions(params)
  if (wallet.features['solana:signTransaction']) {
    const signed = await signOne(input, bytes)
    const rpc = createSolanaRpcClient(network.rpcUrls.default.http[0] ?? '', input.fetch)
    const sent = await rpc.request<unknown>('sendTransaction', [
      encodeBase64(signed),
      { encoding: 'base64', preflightCommitment: 'confirmed', ...options },
    ])
    if (!isSolanaSignature(sent))
      throw new ApiError(SOLANA_BRIDGE_MESSAGES.rpcNoSignature, {
        code: 'INVALID_RESPONSE',
        details: 'sendTransaction',
      })
    return { signature: sent }
  }
  const feature = wallet.features['solana:signAndSendTransaction']
  if (!feature) throw new MethodNotSupportedError(method)
  const { wire, slot } = readTransactionToSign(bytes, account.publicKey)
  const answers: unknown = await feature
    .signAndSendTransaction({
      account,
      transaction: bytes,
      chain: toStandardChain(network.caipNetworkId),
      options: options as { skipPreflight?: boolean },
    })
    .catch((error: unknown) => Promise.reject(normalizeWalletError(error, method)))
  const raw = readUntrustedField(Array.isArray(answers) ? answers[0] : undefined, 'signature')
  const signature = await readSignerSignature(wire, slot, account.publicKey, {
    signature: raw instanceof Uint8Array ? raw : undefined,
  })
  return { signature: encodeBase58(signature) }
}

/**
 * Answers a transaction request of a Wallet Standard connection, with the params and results the
 * pairing protocol and the embedded wallet use: `solana_signTransaction` (`{ transaction }`, base64)
 * → `{ transaction }`; `solana_signAllTransactions` (`{ transactions }`) → `{ transactions }`;
 * `solana_signAndSendTransaction` (`{ transaction, sendOptions? }`) → `{ signature }` (base58),
 * signed by the wallet and sent through the network's RPC, or sent by a wallet that only signs and
 * sends. Every signed answer is checked before it is returned or sent: the message asked for, signed
 * by the connected key ({@link WalletAnswerRefusedError} otherwise).
 *
 * @param input - Method, params, wallet, account, network.
 * @returns The method's result.
 * @example
 * ```ts
 * const { transaction } = (await requestStandardTransaction({ method: 'solana_signTransaction', params: { transaction: base64 }, wallet, account, network })) as { transaction: string }
 * ```
 */
export async function requestStandardTransaction(input: StandardTransactionRequest): Promise<unknown> {
  const { method, params } = input
  switch (method) {
    case 'solana_signTransaction': {
      const signed = await signOne(input, wireParam(method, readUntrustedField(params, 'transaction')))
      return { transaction: encodeBase64(signed) }
    }
    case 'solana_signAllTransactions': {
      const given = readUntrustedField(params, 'transactions')
      if (!Array.isArray(given) || given.length === 0 || given.length > MAX_BATCH)
        return invalidParams(method, `"transactions" (1 to ${MAX_BATCH} base64 wire transactions)`)
      const signed = await signMany(
        input,
        [...given].map((t) => wireParam(method, t)),
      )
      return { transactions: signed.map(encodeBase64) }
    }
    case 'solana_signAndSendTransaction':
      return signAndSend(input, wireParam(method, readUntrustedField(params, 'transaction')))
    default:
      throw new MethodNotSupportedError(describeUntrusted(method, 100))
  }
}
