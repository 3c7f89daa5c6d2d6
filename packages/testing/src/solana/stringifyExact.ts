/** Stands in for a bigint while `JSON.stringify` runs; never part of an answer. */
const MARK = '\u0000bigint:'

/**
 * `JSON.stringify` that writes a bigint as an exact JSON integer, as a real Solana node writes
 * lamports (a u64, above 2^53 for large balances): the local node keeps lamports as bigint and
 * never rounds them through a JS number.
 *
 * @param value - A JSON-RPC answer, bigints allowed anywhere.
 * @returns JSON text.
 * @example
 * ```ts
 * stringifyExact({ value: 9007199254740993n }) // '{"value":9007199254740993}'
 * ```
 */
export function stringifyExact(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' ? `${MARK}${item}` : item,
  ).replace(/"\\u0000bigint:(-?\d+)"/g, '$1')
}
