import type { ChainNamespace } from '../../shared/networks/types'
import { isEvmAddress, toChecksumAddress } from '../../shared/validation/evmAddress'
import { isSolanaAddress } from '../../shared/validation/solanaAddress'

const NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i

/**
 * Whether `value` is an address a send on `namespace` can go to: an EVM address whose mixed case,
 * if any, matches its EIP-55 checksum; a 32-byte base58 Solana key.
 *
 * @param namespace - The active namespace.
 * @param value - What the user typed, trimmed.
 * @returns `true` when it is a receiver of that chain.
 * @example
 * ```ts
 * isReceiverOf('eip155', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // true
 * ```
 */
export function isReceiverOf(namespace: ChainNamespace | undefined, value: string): boolean {
  if (namespace === 'solana') return isSolanaAddress(value)
  if (namespace !== 'eip155' || !isEvmAddress(value)) return false
  try {
    toChecksumAddress(value)
    return true
  } catch {
    return false
  }
}

/**
 * Whether what the user typed as receiver is a name-service name (`bob.reown.id`, `alice.eth`) to
 * resolve rather than an address: dot-separated labels of letters, digits and hyphens.
 *
 * @param value - What the user typed, trimmed.
 * @param namespace - The active namespace (an address of it is never a name).
 * @returns `true` for a name.
 * @example
 * ```ts
 * looksLikeName('bob.reown.id', 'eip155') // true
 * looksLikeName('0x7099...', 'eip155') // false
 * ```
 */
export function looksLikeName(value: string, namespace: ChainNamespace | undefined): boolean {
  return NAME.test(value) && !isReceiverOf(namespace, value)
}
