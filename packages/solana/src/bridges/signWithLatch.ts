import type { Latch } from '@latch/core'
import { ConnectionError, readUntrustedField } from '@latch/core/kit'
import { SOLANA_BRIDGE_MESSAGES } from '../errors/bridgeMessages'
import { WalletAnswerRefusedError } from '../errors/WalletAnswerRefusedError'
import {
  readSignerSignature,
  readTransactionToSign,
  verifySignature,
} from '../transactions/checkSignedTransaction'
import { MAX_WIRE_BASE64_CHARS, type WireTransaction } from '../transactions/readWireTransaction'
import { decodeBase58, encodeBase58 } from '../utils/base58'
import { decodeBase64, encodeBase64 } from '../utils/base64'
import { requireSolanaConnection, type SolanaConnection, solanaAdapterOf } from './readSolanaConnection'

/** Longest base58 text of a 64-byte signature. */
const MAX_SIGNATURE_CHARS = 88

/**
 * The send options of {@link signAndSendWithLatch}, passed on to the RPC's `sendTransaction`.
 *
 * @example
 * ```ts
 * const options: LatchSendOptions = { skipPreflight: false, maxRetries: 3 }
 * ```
 */
export type LatchSendOptions = {
  skipPreflight?: boolean
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized'
  maxRetries?: number
  minContextSlot?: number
}

/** The active connection, and the same account as `expected` when the caller is bound to one. */
function connectionFor(latch: Latch, expected: string | undefined): SolanaConnection {
  const connection = requireSolanaConnection(latch)
  if (expected !== undefined && connection.address !== expected)
    throw new ConnectionError(SOLANA_BRIDGE_MESSAGES.notConnected, {
      code: 'NOT_CONNECTED',
      details: SOLANA_BRIDGE_MESSAGES.signerAccountChanged(expected),
    })
  return connection
}

/** A request to the connected wallet through Latch's solana adapter (approval and routing included). */
function request(
  latch: Latch,
  connection: SolanaConnection,
  method: string,
  params: object,
): Promise<unknown> {
  return solanaAdapterOf(latch).request({
    connectorId: connection.connectorId,
    method,
    params: { ...params, pubkey: connection.address },
    ...(connection.network ? { network: connection.network } : {}),
  })
}

/** A base58 signature read from an answer (capped), or undefined. */
function signatureOf(answer: unknown): Uint8Array | undefined {
  const text = readUntrustedField(answer, 'signature')
  if (typeof text !== 'string' || text.length > MAX_SIGNATURE_CHARS) return undefined
  try {
    return decodeBase58(text)
  } catch {
    return undefined
  }
}

/** A base64 signed transaction read from an answer (capped); refused when present but malformed. */
function transactionOf(text: unknown): Uint8Array {
  const bytes = decodeBase64(text, MAX_WIRE_BASE64_CHARS)
  if (!bytes)
    throw new WalletAnswerRefusedError('MALFORMED_TRANSACTION', SOLANA_BRIDGE_MESSAGES.malformedTransaction)
  return bytes
}

/** The signature of one `solana_signTransaction` answer: `{ transaction }` checked, or `{ signature }`. */
function readAnswer(wire: WireTransaction, slot: number, key: Uint8Array, answer: unknown) {
  const transaction = readUntrustedField(answer, 'transaction')
  return readSignerSignature(
    wire,
    slot,
    key,
    transaction !== undefined
      ? { transaction: transactionOf(transaction) }
      : { signature: signatureOf(answer) },
  )
}

/**
 * Has the wallet connected through Latch on solana sign wire transactions, and returns the
 * account's signature of each, checked: each answer must be the very message asked for, signed by
 * the connected key ({@link WalletAnswerRefusedError} otherwise). One transaction goes as
 * `solana_signTransaction`, several as one `solana_signAllTransactions` (one wallet prompt).
 *
 * @param latch - The Latch instance.
 * @param transactions - Serialized transactions (legacy or v0) the connected account signs.
 * @param expected - When given, the account the caller is bound to (a Kit signer's address).
 * @returns The account's signature of each transaction, and that account.
 * @example
 * ```ts
 * const { signatures } = await signTransactionsWithLatch(latch, [tx.serialize({ requireAllSignatures: false })])
 * ```
 */
export async function signTransactionsWithLatch(
  latch: Latch,
  transactions: readonly Uint8Array[],
  expected?: string,
): Promise<{ signatures: Uint8Array[]; address: string }> {
  const connection = connectionFor(latch, expected)
  const key = connection.publicKey
  const asked = transactions.map((bytes) => readTransactionToSign(bytes, key))
  const [first] = asked
  if (!first) return { signatures: [], address: connection.address }
  if (asked.length === 1) {
    const answer = await request(latch, connection, 'solana_signTransaction', {
      transaction: encodeBase64(transactions[0]!),
    })
    return {
      signatures: [await readAnswer(first.wire, first.slot, key, answer)],
      address: connection.address,
    }
  }
  const answer = await request(latch, connection, 'solana_signAllTransactions', {
    transactions: transactions.map(encodeBase64),
  })
  const given = readUntrustedField(answer, 'transactions')
  const list = Array.isArray(given) ? given.slice(0, asked.length + 1) : []
  if (list.length !== asked.length)
    throw new WalletAnswerRefusedError(
      'WRONG_COUNT',
      SOLANA_BRIDGE_MESSAGES.wrongCount(asked.length, list.length),
    )
  const signatures = await Promise.all(
    asked.map(({ wire, slot }, i) =>
      readSignerSignature(wire, slot, key, { transaction: transactionOf(list[i]) }),
    ),
  )
  return { signatures, address: connection.address }
}

/**
 * Has the wallet connected through Latch on solana sign and send a wire transaction
 * (`solana_signAndSendTransaction`: a Wallet Standard wallet signs and the network's RPC sends, the
 * pairing protocol's wallet and the embedded wallet send themselves). The answered signature must
 * verify as the connected key's signature of that transaction's message, which makes it the id of
 * the transaction sent.
 *
 * @param latch - The Latch instance.
 * @param transaction - The serialized transaction.
 * @param options - Send options for the RPC.
 * @param expected - When given, the account the caller is bound to.
 * @returns The transaction's signature (64 bytes).
 * @example
 * ```ts
 * const signature = encodeBase58(await signAndSendWithLatch(latch, bytes))
 * ```
 */
export async function signAndSendWithLatch(
  latch: Latch,
  transaction: Uint8Array,
  options: LatchSendOptions = {},
  expected?: string,
): Promise<Uint8Array> {
  const connection = connectionFor(latch, expected)
  const { wire, slot } = readTransactionToSign(transaction, connection.publicKey)
  const answer = await request(latch, connection, 'solana_signAndSendTransaction', {
    transaction: encodeBase64(transaction),
    sendOptions: { ...options },
  })
  return readSignerSignature(wire, slot, connection.publicKey, { signature: signatureOf(answer) })
}

/**
 * Has the wallet connected through Latch on solana sign a message (`solana_signMessage`); the
 * signature must verify as the connected key's signature of exactly these bytes.
 *
 * @param latch - The Latch instance.
 * @param message - The bytes to sign.
 * @param expected - When given, the account the caller is bound to.
 * @returns The 64-byte ed25519 signature, and the account that signed.
 * @example
 * ```ts
 * const { signature } = await signMessageWithLatch(latch, new TextEncoder().encode('hello'))
 * ```
 */
export async function signMessageWithLatch(
  latch: Latch,
  message: Uint8Array,
  expected?: string,
): Promise<{ signature: Uint8Array; address: string }> {
  const connection = connectionFor(latch, expected)
  const answer = await request(latch, connection, 'solana_signMessage', { message: encodeBase58(message) })
  const signature = await verifySignature(signatureOf(answer), message, connection.publicKey)
  return { signature, address: connection.address }
}
