import { CONSTANTS, hexToBytes, ValidationError } from '@latch/core/kit'
import { STACKS_VALIDATION_MESSAGES } from '../errors/validationMessages'
import { utf8Length } from '../utils/bytes'

const U64_MAX = (1n << BigInt(CONSTANTS.stacksPostConditionAmountBytes * 8)) - 1n
const I128_MIN = -(1n << 127n)
const I128_MAX = (1n << 127n) - 1n
const U128_MAX = (1n << 128n) - 1n

/**
 * An amount as given by the app: bigint base units or a decimal integer string. Never a float.
 *
 * @example
 * ```ts
 * const amount: AmountInput = 1_000_000n // or '1000000'
 * ```
 */
export type AmountInput = bigint | string

function toBigInt(value: AmountInput, what: string): bigint {
  if (typeof value === 'bigint') return value
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return BigInt(value)
  throw new ValidationError(STACKS_VALIDATION_MESSAGES.notAnIntegerAmount(what), {
    code: 'INVALID_AMOUNT',
    details: `got ${typeof value === 'number' ? 'a number (floats lose precision)' : JSON.stringify(value)}`,
  })
}

/**
 * Checks a transfer or post-condition amount: an unsigned 64-bit integer (SPEC §5: at most 8
 * bytes). Negatives and values above 2^64-1 are rejected.
 *
 * @param value - bigint or decimal string, in base units.
 * @param what - Name used in the error.
 * @returns The exact decimal string to send to the wallet.
 * @example
 * ```ts
 * assertUint64(2n ** 64n - 1n) // '18446744073709551615'
 * ```
 */
export function assertUint64(value: AmountInput, what = 'Amount'): string {
  const n = toBigInt(value, what)
  if (n < 0n || n > U64_MAX) {
    throw new ValidationError(STACKS_VALIDATION_MESSAGES.amountOutOfRange(what), {
      code: 'AMOUNT_OUT_OF_RANGE',
      details: `${n}`,
    })
  }
  return n.toString()
}

/**
 * Checks a Clarity `int`: signed 128-bit.
 *
 * @example
 * ```ts
 * assertClarityInt(-(2n ** 127n))
 * ```
 */
export function assertClarityInt(value: AmountInput): bigint {
  const n = toBigInt(value, 'Clarity int')
  if (n < I128_MIN || n > I128_MAX) {
    throw new ValidationError(STACKS_VALIDATION_MESSAGES.intOutOfRange, {
      code: 'INT_OUT_OF_RANGE',
      details: `${n}`,
    })
  }
  return n
}

/**
 * Checks a Clarity `uint`: unsigned 128-bit.
 *
 * @example
 * ```ts
 * assertClarityUint(2n ** 128n - 1n)
 * ```
 */
export function assertClarityUint(value: AmountInput): bigint {
  const n = toBigInt(value, 'Clarity uint')
  if (n < 0n || n > U128_MAX) {
    throw new ValidationError(STACKS_VALIDATION_MESSAGES.uintOutOfRange, {
      code: 'UINT_OUT_OF_RANGE',
      details: `${n}`,
    })
  }
  return n
}

/**
 * Checks a memo: at most 34 bytes of UTF-8 (SPEC §5, §9).
 *
 * @example
 * ```ts
 * assertMemo('a'.repeat(34))
 * ```
 */
export function assertMemo(memo: string): void {
  const bytes = utf8Length(memo)
  if (bytes > CONSTANTS.stacksMemoMaxBytes) {
    throw new ValidationError(STACKS_VALIDATION_MESSAGES.memoTooLong, {
      code: 'MEMO_TOO_LONG',
      details: `memo is ${bytes} bytes`,
    })
  }
}

/**
 * Checks a Clarity string (string-ascii / string-utf8): at most 128 bytes (SPEC §5, §9); ascii
 * strings must be printable ASCII.
 *
 * @example
 * ```ts
 * assertClarityString('hello', 'ascii')
 * ```
 */
export function assertClarityString(value: string, kind: 'ascii' | 'utf8'): void {
  if (typeof value !== 'string') {
    throw new ValidationError(STACKS_VALIDATION_MESSAGES.notAString, { code: 'INVALID_STRING' })
  }
  if (kind === 'ascii' && !/^[\x20-\x7e\t\n\r]*$/.test(value)) {
    throw new ValidationError(STACKS_VALIDATION_MESSAGES.notAscii, { code: 'INVALID_STRING' })
  }
  const bytes = utf8Length(value)
  if (bytes > CONSTANTS.stacksStringMaxBytes) {
    throw new ValidationError(STACKS_VALIDATION_MESSAGES.stringTooLong, {
      code: 'STRING_TOO_LONG',
      details: `string is ${bytes} bytes`,
    })
  }
}

/**
 * Fixed-length byte fields of Stacks (SPEC §5).
 *
 * @example
 * ```ts
 * assertFixedBytes('vrfProof' satisfies FixedBytesKind, proofHex)
 * ```
 */
export type FixedBytesKind = 'signature' | 'coinbase' | 'vrfProof'

const FIXED_LENGTHS: Record<FixedBytesKind, number> = {
  signature: CONSTANTS.stacksSignatureBytes,
  coinbase: CONSTANTS.stacksCoinbaseBytes,
  vrfProof: CONSTANTS.stacksVrfProofBytes,
}

/**
 * Checks a fixed-length byte field: signature 65, coinbase 32, VRF proof 80 bytes.
 *
 * @param kind - Which field.
 * @param value - Hex string or bytes.
 * @returns The bytes.
 * @example
 * ```ts
 * assertFixedBytes('signature', signatureHex)
 * ```
 */
export function assertFixedBytes(kind: FixedBytesKind, value: string | Uint8Array): Uint8Array {
  const bytes = typeof value === 'string' ? hexToBytes(value) : value
  const expected = FIXED_LENGTHS[kind]
  if (!bytes || bytes.length !== expected) {
    throw new ValidationError(STACKS_VALIDATION_MESSAGES.wrongByteLength(kind, expected), {
      code: 'INVALID_BYTE_LENGTH',
      details: bytes ? `got ${bytes.length} bytes` : 'not hex',
    })
  }
  return bytes
}

/**
 * Longest Bitcoin message signature (base64 characters) read from a wallet or verified: a BIP-137
 * signature is 88, a BIP-322 simple one about 145, a full one-input `to_sign` about 300; anything
 * longer is not a signature Latch verifies.
 *
 * @example
 * ```ts
 * if (signature.length > MAX_BITCOIN_SIGNATURE_CHARS) throw new Error('too long')
 * ```
 */
export const MAX_BITCOIN_SIGNATURE_CHARS = 12_000
