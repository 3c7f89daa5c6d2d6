import { BIP322_MESSAGES } from '../../errors/bip322Messages'

/**
 * Little-endian and varint byte writing for Bitcoin serialisation (transactions, witnesses,
 * signed-message hashes).
 *
 * @example
 * ```ts
 * concatBytes(varint(3), u32le(1)) // Uint8Array [3, 1, 0, 0, 0]
 * ```
 */
export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let offset = 0
  for (const p of parts) {
    out.set(p, offset)
    offset += p.length
  }
  return out
}

/**
 * A Bitcoin CompactSize (varint) for lengths and counts below 2^32.
 *
 * @param n - Non-negative integer.
 * @returns Its encoding.
 * @example
 * ```ts
 * varint(253) // Uint8Array [0xfd, 253, 0]
 * ```
 */
export function varint(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8)
  return Uint8Array.of(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff)
}

/**
 * A 32-bit unsigned integer, little endian.
 *
 * @example
 * ```ts
 * u32le(1) // Uint8Array [1, 0, 0, 0]
 * ```
 */
export function u32le(n: number): Uint8Array {
  return Uint8Array.of(n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff)
}

/**
 * A 64-bit unsigned integer (an amount in sats), little endian.
 *
 * @example
 * ```ts
 * u64le(0n) // 8 zero bytes
 * ```
 */
export function u64le(n: bigint): Uint8Array {
  const out = new Uint8Array(8)
  new DataView(out.buffer).setBigUint64(0, n, true)
  return out
}

/**
 * A bounded reader over bytes: every read past the end throws, so a truncated or padded
 * serialisation is refused rather than read as zeros.
 *
 * @param bytes - What to read.
 * @returns The reader.
 * @example
 * ```ts
 * const r = createByteReader(bytes)
 * const count = r.varint()
 * ```
 */
export function createByteReader(bytes: Uint8Array) {
  let offset = 0
  const take = (n: number): Uint8Array => {
    if (!Number.isSafeInteger(n) || n < 0 || offset + n > bytes.length)
      throw new RangeError(BIP322_MESSAGES.truncated)
    const out = bytes.slice(offset, offset + n)
    offset += n
    return out
  }
  const u32 = () => new DataView(take(4).buffer).getUint32(0, true)
  return {
    take,
    u8: () => take(1)[0]!,
    u32,
    u64: () => new DataView(take(8).buffer).getBigUint64(0, true),
    /** A CompactSize; non-canonical encodings and values above 2^32 are refused. */
    varint(): number {
      const first = take(1)[0]!
      if (first < 0xfd) return first
      if (first === 0xfd) {
        const v = new DataView(take(2).buffer).getUint16(0, true)
        if (v < 0xfd) throw new RangeError(BIP322_MESSAGES.nonCanonicalVarint)
        return v
      }
      if (first === 0xfe) {
        const v = u32()
        if (v <= 0xffff) throw new RangeError(BIP322_MESSAGES.nonCanonicalVarint)
        return v
      }
      throw new RangeError(BIP322_MESSAGES.varintTooLarge)
    },
    peek: () => bytes[offset],
    get remaining() {
      return bytes.length - offset
    },
  }
}
