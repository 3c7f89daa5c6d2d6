import { ValidationError } from '@latch/core/kit'
import { SOLANA_BRIDGE_MESSAGES } from '../errors/bridgeMessages'
import { WalletAnswerRefusedError } from '../errors/WalletAnswerRefusedError'
import { encodeBase58 } from '../utils/base58'
import { readWireTransaction, sameBytes, type WireTransaction } from './readWireTransaction'

const SIGNATURE_BYTES = 64

/**
 * What a wallet answered to a request to sign a transaction: the signed wire transaction (Wallet
 * Standard, the embedded wallet, most pairing wallets) or only the signature (the pairing
 * protocol's documented `solana_signTransaction` result).
 *
 * @example
 * ```ts
 * const answer: SigningAnswer = { transaction: signedBytes }
 * ```
 */
export type SigningAnswer = { transaction?: Uint8Array | undefined; signature?: Uint8Array | undefined }

/**
 * Reads a transaction the app asks to have signed: a wire transaction the connected account must
 * sign. Throws a {@link ValidationError} (`INVALID_TRANSACTION`) before the wallet is asked anything
 * otherwise.
 *
 * @param bytes - The serialized transaction.
 * @param signer - The connected account's public key.
 * @returns The transaction read and the slot the account signs.
 * @example
 * ```ts
 * const { wire, slot } = readTransactionToSign(bytes, publicKey)
 * ```
 */
export function readTransactionToSign(
  bytes: Uint8Array,
  signer: Uint8Array,
): { wire: WireTransaction; slot: number } {
  const wire = readWireTransaction(bytes)
  if (!wire)
    throw new ValidationError(SOLANA_BRIDGE_MESSAGES.invalidTransaction, { code: 'INVALID_TRANSACTION' })
  const slot = wire.signers.findIndex((key) => sameBytes(key, signer))
  if (slot < 0)
    throw new ValidationError(SOLANA_BRIDGE_MESSAGES.notASigner(encodeBase58(signer)), {
      code: 'INVALID_TRANSACTION',
    })
  return { wire, slot }
}

/**
 * Reads the connected account's signature out of a wallet's answer to a request to sign `wire`,
 * refusing the answer ({@link WalletAnswerRefusedError}) unless it is that very message, signed by
 * that key: a signed transaction must be a wire transaction of at most 1232 bytes whose message is
 * byte for byte the one asked for, and the signature must be 64 bytes that verify (ed25519, loaded
 * on first use) with `signer`.
 *
 * @param wire - The transaction the wallet was asked to sign.
 * @param slot - The account's signature slot in it.
 * @param signer - The connected account's public key.
 * @param answer - The wallet's answer, untrusted.
 * @returns The 64-byte signature.
 * @example
 * ```ts
 * const signature = await readSignerSignature(wire, slot, publicKey, { transaction: signedBytes })
 * ```
 */
export async function readSignerSignature(
  wire: WireTransaction,
  slot: number,
  signer: Uint8Array,
  answer: SigningAnswer,
): Promise<Uint8Array> {
  let signature: unknown = answer.signature
  if (answer.transaction !== undefined) {
    const signed = readWireTransaction(answer.transaction)
    if (!signed)
      throw new WalletAnswerRefusedError('MALFORMED_TRANSACTION', SOLANA_BRIDGE_MESSAGES.malformedTransaction)
    if (!sameBytes(signed.message, wire.message))
      throw new WalletAnswerRefusedError('TRANSACTION_CHANGED', SOLANA_BRIDGE_MESSAGES.transactionChanged)
    signature = signed.signatures[slot]
  }
  return verifySignature(signature, wire.message, signer)
}

/**
 * Checks a signature a wallet answered: 64 bytes that verify (ed25519, loaded on first use) as
 * `signer`'s signature of `message`; refused ({@link WalletAnswerRefusedError}) otherwise.
 *
 * @param signature - The wallet's signature, untrusted.
 * @param message - What was to be signed.
 * @param signer - The connected account's public key.
 * @returns The signature.
 * @example
 * ```ts
 * const signature = await verifySignature(answer, message, publicKey)
 * ```
 */
export async function verifySignature(
  signature: unknown,
  message: Uint8Array,
  signer: Uint8Array,
): Promise<Uint8Array> {
  if (!(signature instanceof Uint8Array) || signature.length !== SIGNATURE_BYTES)
    throw new WalletAnswerRefusedError('MALFORMED_SIGNATURE', SOLANA_BRIDGE_MESSAGES.malformedSignature)
  const { ed25519 } = await import('@noble/curves/ed25519.js')
  let valid = false
  try {
    valid = ed25519.verify(signature, message, signer)
  } catch {
    valid = false
  }
  if (!valid) throw new WalletAnswerRefusedError('BAD_SIGNATURE', SOLANA_BRIDGE_MESSAGES.badSignature)
  return signature
}

/** Writes a compact-u16. */
function shortVec(value: number): number[] {
  const out: number[] = []
  let rest = value
  do {
    const byte = rest & 0x7f
    rest >>= 7
    out.push(rest > 0 ? byte | 0x80 : byte)
  } while (rest > 0)
  return out
}

/**
 * Serializes `wire` with `signature` in slot `slot` (the others as they were).
 *
 * @param wire - The transaction.
 * @param slot - The slot to fill.
 * @param signature - Its 64-byte signature.
 * @returns The wire bytes.
 * @example
 * ```ts
 * const bytes = withSignature(wire, slot, signature)
 * ```
 */
export function withSignature(wire: WireTransaction, slot: number, signature: Uint8Array): Uint8Array {
  const signatures = wire.signatures.map((s, i) => (i === slot ? signature : s))
  const head = shortVec(signatures.length)
  const out = new Uint8Array(head.length + signatures.length * SIGNATURE_BYTES + wire.message.length)
  out.set(head, 0)
  signatures.forEach((s, i) => {
    out.set(s, head.length + i * SIGNATURE_BYTES)
  })
  out.set(wire.message, head.length + signatures.length * SIGNATURE_BYTES)
  return out
}
