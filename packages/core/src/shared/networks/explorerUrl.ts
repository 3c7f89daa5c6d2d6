import { toSafeLinkUrl } from '../validation/safeUrl'
import type { CaipNetwork } from './types'

/**
 * What to open on a block explorer: an account's page or a transaction's page.
 *
 * @example
 * ```ts
 * const target: ExplorerTarget = { transaction: '0xabc…' }
 * ```
 */
export type ExplorerTarget = { address: string } | { transaction: string }

/**
 * The network's block explorer page of an address (`{explorer}/address/{address}`) or a transaction
 * (`{explorer}/tx/{hash}`), or `undefined` when the network has no explorer or its URL is not safe
 * to link to (only `https:`, or `http:` on a loopback host: never `javascript:` or `data:`). The
 * address or hash is URL-encoded into one path segment.
 *
 * @param network - The network (its `blockExplorers.default.url`).
 * @param target - The address or transaction.
 * @returns The explorer URL, or `undefined`.
 * @example
 * ```ts
 * explorerUrl(mainnet, { address: '0xf39F…' }) // 'https://etherscan.io/address/0xf39F…'
 * explorerUrl(mainnet, { transaction: '0xabc…' }) // 'https://etherscan.io/tx/0xabc…'
 * ```
 */
export function explorerUrl(network: CaipNetwork | undefined, target: ExplorerTarget): string | undefined {
  const base = toSafeLinkUrl(network?.blockExplorers?.default.url)
  if (!base) return undefined
  const url = new URL(base)
  const [kind, value] = 'address' in target ? ['address', target.address] : ['tx', target.transaction]
  if (value.trim() === '') return undefined
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${kind}/${encodeURIComponent(value)}`
  return toSafeLinkUrl(url.toString())
}
