import { KEY_ERROR_MESSAGES, KeyError } from './KeyError'
import { readShortVec } from './readShortVec'

const SIGNATURE_LENGTH = 64
const KEY_LENGTH = 32

/**
 * The parts of a Solana wire transaction that signing needs.
 *
 * @example
 * ```ts
 * const { signers, signaturesOffset } = parseSolanaTransaction(bytes)
 * ```
 */
export type ParsedSolanaTransaction = {
  /** `legacy` or the version number of a versioned message. */
  version: 'legacy' | number
  /** Where the first 64-byte signature slot starts. */
  signaturesOffset: number
  /** The serialised message: the bytes every signer signs. */
  message: Uint8Array
  /** The required signers' public keys, in signature-slot order. */
  signers: Uint8Array[]
}

/**
 * Parses a Solana wire transaction (legacy or v0): the shortvec signature count and slots, then the
 * message, checked end to end (header, account keys, blockhash, instructions and, for v0, the
 * address-table lookups) so nothing is signed that a validator would not parse the same way.
 *
 * @param bytes - The serialised transaction.
 * @returns The signature-slot offset, message bytes and required signers.
 * @throws {KeyError} `INVALID_PARAMS` when the bytes are not a well-formed transaction.
 * @example
 * ```ts
 * const parsed = parseSolanaTransaction(base64.decode(wire))
 * parsed.signers.length // header.numRequiredSignatures
 * ```
 */
export function parseSolanaTransaction(bytes: Uint8Array): ParsedSolanaTransaction {
  const count = readShortVec(bytes, 0)
  const signaturesOffset = count.next
  const messageOffset = signaturesOffset + count.value * SIGNATURE_LENGTH
  const reader = createReader(bytes, messageOffset)

  const first = reader.byte()
  let version: 'legacy' | number = 'legacy'
  let numRequiredSignatures = first
  if ((first & 0x80) !== 0) {
    version = first & 0x7f
    if (version !== 0) throw invalid(`unsupported message version ${version}`)
    numRequiredSignatures = reader.byte()
  }
  const numReadonlySigned = reader.byte()
  reader.byte() // read-only unsigned accounts
  if (numRequiredSignatures === 0) throw invalid('no required signers')
  if (numReadonlySigned >= numRequiredSignatures) throw invalid('no writable signer (fee payer)')
  if (count.value !== numRequiredSignatures) {
    throw invalid(`${count.value} signature slots for ${numRequiredSignatures} required signers`)
  }

  const keyCount = reader.shortVec()
  if (keyCount < numRequiredSignatures) throw invalid('fewer account keys than required signers')
  const keys: Uint8Array[] = []
  for (let i = 0; i < keyCount; i++) keys.push(reader.take(KEY_LENGTH))
  reader.take(KEY_LENGTH) // recent blockhash

  const instructionCount = reader.shortVec()
  for (let i = 0; i < instructionCount; i++) {
    reader.byte() // program id index
    reader.take(reader.shortVec()) // account indexes
    reader.take(reader.shortVec()) // data
  }
  if (version !== 'legacy') {
    const lookupCount = reader.shortVec()
    for (let i = 0; i < lookupCount; i++) {
      reader.take(KEY_LENGTH)
      reader.take(reader.shortVec()) // writable indexes
      reader.take(reader.shortVec()) // read-only indexes
    }
  }
  if (reader.offset !== bytes.length) throw invalid('trailing bytes after the message')

  return {
    version,
    signaturesOffset,
    message: bytes.slice(messageOffset),
    signers: keys.slice(0, numRequiredSignatures),
  }
}

function createReader(bytes: Uint8Array, start: number) {
  const reader = {
    offset: start,
    byte(): number {
      const value = bytes[reader.offset]
      if (value === undefined) throw invalid('truncated message')
      reader.offset += 1
      return value
    },
    shortVec(): number {
      const { value, next } = readShortVec(bytes, reader.offset)
      reader.offset = next
      return value
    },
    take(length: number): Uint8Array {
      if (reader.offset + length > bytes.length) throw invalid('truncated message')
      const slice = bytes.subarray(reader.offset, reader.offset + length)
      reader.offset += length
      return slice
    },
  }
  return reader
}

function invalid(details: string): KeyError {
  return new KeyError(KEY_ERROR_MESSAGES.invalidTransaction, { code: 'INVALID_PARAMS', details })
}
