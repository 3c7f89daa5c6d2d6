import { keccak_256 } from '@noble/hashes/sha3.js'
import { bytesToHex } from '../../shared/bytesToHex'

const MAX_DEPTH = 32

/** JSON with object keys sorted, no spaces, `undefined` members left out, bigints as decimal text. */
function canonical(value: unknown, depth: number): string {
  if (depth > MAX_DEPTH) return 'null'
  if (typeof value === 'bigint') return JSON.stringify(value.toString())
  if (Array.isArray(value))
    return `[${value.map((v) => (v === undefined ? 'null' : canonical(v, depth + 1))).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v, depth + 1)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/**
 * The hash of a frozen request, shown under the approval's details: keccak256 of its canonical
 * encoding (JSON of `{ caipNetworkId, method, params }` with keys sorted and no spaces). What is
 * simulated, shown and sent is this one frozen object, so one hash names all three.
 *
 * @param request - The request's method, its frozen params and the network it is sent on.
 * @returns The hash, `0x` and 64 hex characters.
 * @example
 * ```ts
 * frozenRequestHash({ method: 'eth_sendTransaction', params: [tx], caipNetworkId: 'eip155:1' }) // '0x…'
 * ```
 */
export function frozenRequestHash(request: {
  method: string
  params: unknown
  caipNetworkId?: string | undefined
}): string {
  const text = canonical(
    { caipNetworkId: request.caipNetworkId, method: request.method, params: request.params },
    0,
  )
  return `0x${bytesToHex(keccak_256(new TextEncoder().encode(text)))}`
}
