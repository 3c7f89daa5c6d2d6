/**
 * A JSON string literal (kept as it is), or an integer literal of 16 or more digits that is not
 * part of a decimal fraction or exponent (a candidate for losing precision as a JS number).
 */
const TOKENS = /"[^"\\]*(?:\\.[^"\\]*)*"|(?<![\d.eE+-])-?\d{16,}(?![.eE\d])/g

/**
 * `JSON.parse` that never rounds an integer: an integer literal that is not a safe JS integer
 * (above 2^53, e.g. the lamports of a large Solana balance) is read as a string of its exact
 * digits instead of a rounded number. The scan skips string literals, so digits inside strings are
 * never touched; safe integers and fractions stay numbers. Read amounts with
 * {@link readBaseUnits}, which accepts both. (`JSON.parse`'s reviver cannot do this portably: the
 * reviver's access to the source text is not in every browser Latch supports.)
 *
 * @param text - JSON text.
 * @returns The parsed value; throws `SyntaxError` like `JSON.parse` on text that is not JSON.
 * @example
 * ```ts
 * parseJsonExact('{"value":9007199254740993,"slot":1}') // { value: '9007199254740993', slot: 1 }
 * ```
 */
export function parseJsonExact(text: string): unknown {
  return JSON.parse(
    text.replace(TOKENS, (token) =>
      token.startsWith('"') || Number.isSafeInteger(Number(token)) ? token : `"${token}"`,
    ),
  )
}
