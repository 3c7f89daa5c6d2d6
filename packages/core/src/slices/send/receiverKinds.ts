import type { ChainNamespace } from '../../shared/networks/types'
import { isEvmAddress } from '../../shared/validation/evmAddress'
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
  return namespace === 'eip155' && isEvmAddress(value)
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

/**
 * Whether the send form's receiver can be a name on `network` (so its field says "Address or
 * name", else "Address"): names are looked up through the hosted data API (a `projectId`), and
 * resolve to EVM addresses, so only on an EVM network of an app with a `projectId`.
 *
 * @param state - `options.projectId` of the instance's state.
 * @param namespace - The active network's namespace.
 * @returns `true` where a name can be typed.
 * @example
 * ```ts
 * receiverTakesNames({ options: { projectId: 'p' } }, 'eip155') // true
 * receiverTakesNames({ options: { projectId: 'p' } }, 'solana') // false
 * ```
 */
export function receiverTakesNames(
  state: { options: { projectId?: string | undefined } },
  namespace: ChainNamespace | undefined,
): boolean {
  return namespace === 'eip155' && Boolean(state.options.projectId)
}
