/** Largest serialized transaction a Solana node accepts (one UDP packet). */
export const PACKET_DATA_SIZE = 1232

/** Longest base64 text of a wire transaction (1232 bytes): the cap of a request's or answer's text. */
export const MAX_WIRE_BASE64_CHARS = Math.ceil(PACKET_DATA_SIZE / 3) * 4

const SIGNATURE_BYTES = 64
const KEY_BYTES = 32

/**
 * A Solana wire transaction, read: its signature slots, its message bytes and the keys that must
 * sign it (in slot order).
 *
 * @example
 * ```ts
 * const wire: WireTransaction | undefined = readWireTransaction(bytes)
 * ```
 */
export type WireTransaction = {
  /** One 64-byte slot per required signer (all zeros where not signed yet). */
  signatures: Uint8Array[]
  /** The message: what each signature signs. */
  message: Uint8Array
  /** The required signers' public keys, slot `i` signed by `signers[i]`. */
  signers: Uint8Array[]
}

/** Reads a compact-u16 (1 to 3 bytes); undefined when cut short or over 16 bits. */
function readShortVec(bytes: Uint8Array, at: number): { value: number; next: number } | undefined {
  let value = 0
  for (let i = 0; i < 3; i++) {
    const byte = bytes[at + i]
    if (byte === undefined) return undefined
    value |= (byte & 0x7f) << (7 * i)
    if ((byte & 0x80) === 0) return value > 0xffff ? undefined : { value, next: at + i + 1 }
  }
  return undefined
}

/**
 * Reads a legacy or version 0 wire transaction (`signatures` as a compact array, then the message)
 * without any SDK: at most 1232 bytes, as many signature slots as the message's header requires,
 * the signers' keys present. Anything else is `undefined`.
 *
 * @param input - The serialized transaction (untrusted).
 * @returns The transaction read, or undefined.
 * @example
 * ```ts
 * const wire = readWireTransaction(transaction.serialize({ requireAllSignatures: false }))
 * wire?.signers.length // required signatures
 * ```
 */
export function readWireTransaction(input: Uint8Array): WireTransaction | undefined {
  if (!(input instanceof Uint8Array) || input.length > PACKET_DATA_SIZE) return undefined
  // one plain copy (a Buffer's slices are views): what is read is what stays, whoever holds the input
  const bytes = new Uint8Array(input)
  const count = readShortVec(bytes, 0)
  if (!count) return undefined
  const messageAt = count.next + count.value * SIGNATURE_BYTES
  if (messageAt >= bytes.length) return undefined
  const signatures: Uint8Array[] = []
  for (let i = 0; i < count.value; i++) {
    const at = count.next + i * SIGNATURE_BYTES
    signatures.push(bytes.slice(at, at + SIGNATURE_BYTES))
  }
  const message = bytes.slice(messageAt)
  // a versioned message starts with 0x80 | version; only version 0 exists
  const prefix = message[0] ?? 0
  if ((prefix & 0x80) !== 0 && prefix !== 0x80) return undefined
  const headerAt = prefix === 0x80 ? 1 : 0
  const required = message[headerAt]
  const keys = readShortVec(message, headerAt + 3)
  if (required === undefined || required === 0 || !keys || keys.value < required) return undefined
  if (required !== count.value || keys.next + keys.value * KEY_BYTES > message.length) return undefined
  const signers: Uint8Array[] = []
  for (let i = 0; i < required; i++) {
    const at = keys.next + i * KEY_BYTES
    signers.push(message.slice(at, at + KEY_BYTES))
  }
  return { signatures, message, signers }
}

/**
 * Whether two byte arrays hold the same bytes.
 *
 * @param a - One array.
 * @param b - The other.
 * @returns True when equal in length and content.
 * @example
 * ```ts
 * sameBytes(new Uint8Array([1]), new Uint8Array([1])) // true
 * ```
 */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}
