/** The 32 data characters of bech32, in value order (BIP-173). */
export const BECH32_ALPHABET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'

/**
 * The two checksum variants: `bech32` (BIP-173, witness v0) and `bech32m` (BIP-350, witness v1+).
 *
 * @example
 * ```ts
 * const variant: Bech32Variant = 'bech32m'
 * ```
 */
export type Bech32Variant = 'bech32' | 'bech32m'

/**
 * A bech32 string split into its parts, with the checksum verified.
 *
 * @example
 * ```ts
 * const { hrp, words, variant }: Bech32Parts = decoded
 * ```
 */
export type Bech32Parts = {
  /** The human-readable part, lowercase (e.g. `bc`). */
  hrp: string
  /** The data part as 5-bit values, checksum removed. */
  words: number[]
  variant: Bech32Variant
}

/**
 * What {@link bech32Decode} found: the parts, or why the text is not bech32 (`format`: not a
 * well-formed bech32 string; `checksum`: well formed, but the checksum matches neither variant).
 *
 * @example
 * ```ts
 * const result: Bech32DecodeResult = bech32Decode('bc1...')
 * if (!result.ok && result.reason === 'checksum') console.log('typo')
 * ```
 */
export type Bech32DecodeResult =
  | ({ ok: true } & Bech32Parts)
  | { ok: false; reason: 'format' | 'checksum'; details: string }

const FINAL_CONSTANT: Record<Bech32Variant, number> = { bech32: 1, bech32m: 0x2bc830a3 }
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
const MAX_LENGTH = 90
const CHECKSUM_LENGTH = 6

function polymod(values: readonly number[]): number {
  let chk = 1
  for (const value of values) {
    const top = chk >>> 25
    chk = ((chk & 0x1ffffff) << 5) ^ value
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GENERATOR[i] ?? 0
  }
  return chk
}

function expandHrp(hrp: string): number[] {
  const out: number[] = []
  for (let i = 0; i < hrp.length; i++) out.push(hrp.charCodeAt(i) >> 5)
  out.push(0)
  for (let i = 0; i < hrp.length; i++) out.push(hrp.charCodeAt(i) & 31)
  return out
}

/**
 * Encodes 5-bit values as a bech32 or bech32m string (BIP-173 / BIP-350), lowercase.
 *
 * @param hrp - The human-readable part (printable ASCII, 1 to 83 characters).
 * @param words - Data as 5-bit values (0 to 31).
 * @param variant - Which checksum.
 * @returns The bech32 string.
 * @example
 * ```ts
 * bech32Encode('a', [], 'bech32') // 'a12uel5l'
 * ```
 */
export function bech32Encode(hrp: string, words: readonly number[], variant: Bech32Variant): string {
  const lower = hrp.toLowerCase()
  const values = [...expandHrp(lower), ...words, 0, 0, 0, 0, 0, 0]
  const mod = polymod(values) ^ FINAL_CONSTANT[variant]
  let out = `${lower}1`
  for (const word of words) out += BECH32_ALPHABET[word]
  for (let i = 0; i < CHECKSUM_LENGTH; i++) out += BECH32_ALPHABET[(mod >>> (5 * (5 - i))) & 31]
  return out
}

/**
 * Decodes a bech32 or bech32m string (BIP-173 / BIP-350) and verifies its checksum: at most 90
 * characters, printable ASCII, not mixed case, a non-empty human-readable part before the last
 * `1`, and at least 6 data characters of the bech32 alphabet. Never throws.
 *
 * @param text - The string.
 * @returns The parts and the variant whose checksum matched, or the reason it is not bech32.
 * @example
 * ```ts
 * bech32Decode('A12UEL5L') // { ok: true, hrp: 'a', words: [], variant: 'bech32' }
 * ```
 */
export function bech32Decode(text: string): Bech32DecodeResult {
  const fail = (details: string): Bech32DecodeResult => ({ ok: false, reason: 'format', details })
  if (typeof text !== 'string') return fail('not a string')
  if (text.length > MAX_LENGTH) return fail(`longer than ${MAX_LENGTH} characters`)
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 33 || code > 126) return fail('contains a character outside printable ASCII')
  }
  const lower = text.toLowerCase()
  if (text !== lower && text !== text.toUpperCase()) return fail('mixes upper and lower case')
  const separator = lower.lastIndexOf('1')
  if (separator < 1) return fail('no human-readable part before the separator "1"')
  if (lower.length - separator - 1 < CHECKSUM_LENGTH) return fail('data part shorter than the checksum')
  const hrp = lower.slice(0, separator)
  const data: number[] = []
  for (const char of lower.slice(separator + 1)) {
    const value = BECH32_ALPHABET.indexOf(char)
    if (value < 0) return fail(`"${char}" is not a bech32 data character`)
    data.push(value)
  }
  const residue = polymod([...expandHrp(hrp), ...data])
  const variant = (Object.keys(FINAL_CONSTANT) as Bech32Variant[]).find(
    (name) => FINAL_CONSTANT[name] === residue,
  )
  if (!variant) return { ok: false, reason: 'checksum', details: 'the checksum does not match' }
  return { ok: true, hrp, words: data.slice(0, -CHECKSUM_LENGTH), variant }
}
