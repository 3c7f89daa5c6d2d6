import type { ChainNamespace } from '../../shared/networks/types'

/**
 * The chain namespaces that can send tokens (SPEC §5: "Only eip155 and Solana chains can send").
 *
 * @example
 * ```ts
 * SEND_NAMESPACES.includes('solana') // true
 * ```
 */
export const SEND_NAMESPACES = ['eip155', 'solana'] as const

/**
 * A namespace that can send tokens.
 *
 * @example
 * ```ts
 * const namespace: SendNamespace = 'eip155'
 * ```
 */
export type SendNamespace = (typeof SEND_NAMESPACES)[number]

/**
 * Whether a namespace can send tokens (SPEC §5): the Account view offers Send only where this is
 * true, so a Stacks or Bitcoin account never sees a Send it cannot use.
 *
 * @param namespace - The active chain namespace, or `undefined` when none.
 * @returns `true` for eip155 and solana.
 * @example
 * ```ts
 * canSendOn('eip155') // true
 * canSendOn('stacks') // false
 * ```
 */
export function canSendOn(namespace: ChainNamespace | undefined): namespace is SendNamespace {
  return namespace === 'eip155' || namespace === 'solana'
}
