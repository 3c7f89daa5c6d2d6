import { TestKitError } from '../errors/TestKitError'
import { TEST_KIT_MESSAGES } from '../errors/testKitMessages'

/** Reads a Solana "compact-u16" length prefix. */
function readShortVec(bytes: Uint8Array, offset: number): { value: number; size: number } {
  let value = 0
  let size = 0
  for (;;) {
    const byte = bytes[offset + size]
    if (byte === undefined)
      throw new TestKitError(TEST_KIT_MESSAGES.truncatedLengthPrefix, { code: 'MALFORMED_TRANSACTION' })
    value |= (byte & 0x7f) << (7 * size)
    size += 1
    if ((byte & 0x80) === 0) return { value, size }
  }
}

/**
 * A wire transaction split into its signature slots and message, with the signer keys the message
 * declares (the first `numRequiredSignatures` account keys). Works for legacy and v0 messages.
 */
export type WireTransaction = {
  signatures: Uint8Array[]
  message: Uint8Array
  signerKeys: Uint8Array[]
  /** Offset of the first signature slot in the wire bytes. */
  signaturesOffset: number
}

/** Splits a serialized transaction (the bytes wallets receive in the Wallet Standard). */
export function parseWireTransaction(wire: Uint8Array): WireTransaction {
  const count = readShortVec(wire, 0)
  const signaturesOffset = count.size
  const signatures: Uint8Array[] = []
  for (let i = 0; i < count.value; i++) {
    signatures.push(wire.slice(signaturesOffset + i * 64, signaturesOffset + (i + 1) * 64))
  }
  const message = wire.slice(signaturesOffset + count.value * 64)
  const versioned = ((message[0] ?? 0) & 0x80) !== 0
  const headerAt = versioned ? 1 : 0
  const numRequiredSignatures = message[headerAt] ?? 0
  const keys = readShortVec(message, headerAt + 3)
  const keysAt = headerAt + 3 + keys.size
  const signerKeys: Uint8Array[] = []
  for (let i = 0; i < Math.min(numRequiredSignatures, keys.value); i++) {
    signerKeys.push(message.slice(keysAt + i * 32, keysAt + (i + 1) * 32))
  }
  return { signatures, message, signerKeys, signaturesOffset }
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i])
}

/**
 * Signs a serialized transaction for `publicKey`, placing the signature in that signer's slot.
 *
 * @throws TestKitError (`NOT_SIGNER`) when `publicKey` is not a required signer of the message,
 * (`MALFORMED_TRANSACTION`) when the bytes end inside a length prefix.
 */
export function signWireTransaction(
  wire: Uint8Array,
  publicKey: Uint8Array,
  sign: (message: Uint8Array) => Uint8Array,
): { signed: Uint8Array; signature: Uint8Array } {
  const parsed = parseWireTransaction(wire)
  const index = parsed.signerKeys.findIndex((k) => equalBytes(k, publicKey))
  if (index < 0) throw new TestKitError(TEST_KIT_MESSAGES.notTransactionSigner, { code: 'NOT_SIGNER' })
  const signature = sign(parsed.message)
  const signed = wire.slice()
  signed.set(signature, parsed.signaturesOffset + index * 64)
  return { signed, signature }
}
