import { toBase58 } from '../../shared/encoding/base58'

/**
 * The mint and amount of an SPL token account's data (the Token program's 165-byte layout: mint at
 * 0, owner at 32, amount as u64 little-endian at 64), or undefined when the data is not one.
 *
 * @param data - The account's data.
 * @returns The mint (base58), owner (base58) and amount in base units.
 * @example
 * ```ts
 * readSplTokenAccount(bytes) // { mint: 'So11…', owner: '7xKX…', amount: 5000000n }
 * ```
 */
export function readSplTokenAccount(
  data: Uint8Array,
): { mint: string; owner: string; amount: bigint } | undefined {
  if (data.length !== 165) return undefined
  const amount = new DataView(data.buffer, data.byteOffset + 64, 8).getBigUint64(0, true)
  return { mint: toBase58(data.slice(0, 32)), owner: toBase58(data.slice(32, 64)), amount }
}
