/** An account's lamports and data, or null when it does not exist. */
export type RpcAccount = { lamports: bigint; data: Uint8Array } | null

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
/**
 * An account as a Solana RPC answers it in base64 (`getMultipleAccounts`, `simulateTransaction`'s
 * `accounts`): its lamports and data; `null` for an absent account, `undefined` for a malformed one
 * (lamports not a safe integer, data not base64 or over 20 000 characters).
 *
 * @param value - One account of the answer.
 * @returns The account, `null` or `undefined`.
 * @example
 * ```ts
 * readRpcAccount({ lamports: 5000, data: ['', 'base64'] }) // { lamports: 5000n, data: Uint8Array [] }
 * ```
 */
export function readRpcAccount(value: unknown): RpcAccount | undefined {
  if (value === null) return null
  if (typeof value !== 'object') return undefined
  const { lamports, data } = value as { lamports?: unknown; data?: unknown }
  if (typeof lamports !== 'number' || !Number.isSafeInteger(lamports) || lamports < 0) return undefined
  const encoded =
    Array.isArray(data) && data[1] === 'base64' && typeof data[0] === 'string' ? data[0] : undefined
  if (encoded === undefined || encoded.length > 20_000) return undefined
  try {
    return { lamports: BigInt(lamports), data: fromBase64(encoded) }
  } catch {
    return undefined
  }
}
