import type { ChainNamespace } from '../../shared/networks/types'

/**
 * The namespace the Stacks/Bitcoin wallet picker lists when it was opened without a pick (a plain
 * `latch.open({ view: 'WalletPicker' })`): the active one when it is Bitcoin, else Stacks.
 *
 * @param active - The active namespace.
 * @returns The namespace to list.
 * @example
 * ```ts
 * pickerFallbackNamespace('eip155') // 'stacks'
 * ```
 */
export function pickerFallbackNamespace(active: ChainNamespace): ChainNamespace {
  return active === 'bip122' ? 'bip122' : 'stacks'
}
