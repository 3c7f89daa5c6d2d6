import { equalBytes } from '@noble/curves/utils.js'
import type { SolanaAccount } from './deriveSolanaAccount'
import { KEY_ERROR_MESSAGES, KeyError } from './KeyError'
import { parseSolanaTransaction } from './parseSolanaTransaction'

/**
 * Signs a Solana wire transaction (legacy or v0) with `account`: signs the message bytes and puts
 * the signature in the account's slot, leaving the other signers' slots as they were.
 *
 * @param account - The signing account.
 * @param transaction - The serialised transaction.
 * @returns A new buffer: the transaction with the signature in place.
 * @throws {KeyError} `NOT_SIGNER` when the account is not among the required signers;
 *   `INVALID_PARAMS` when the bytes are not a well-formed transaction.
 * @example
 * ```ts
 * const signed = signSolanaTransaction(account, base64.decode(wire))
 * ```
 */
export function signSolanaTransaction(account: SolanaAccount, transaction: Uint8Array): Uint8Array {
  const parsed = parseSolanaTransaction(transaction)
  const slot = parsed.signers.findIndex((signer) => equalBytes(signer, account.publicKey))
  if (slot === -1) {
    throw new KeyError(KEY_ERROR_MESSAGES.notSigner, { code: 'NOT_SIGNER', details: account.address })
  }
  const signed = transaction.slice()
  signed.set(account.sign(parsed.message), parsed.signaturesOffset + slot * 64)
  return signed
}
