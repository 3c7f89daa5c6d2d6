import type { ChainNamespace } from '../../../shared/networks/types'
import type { WalletListing } from './types'

/**
 * A wallet's home family: the namespace of its first listed chain, or, given the app's families, of
 * its first chain in one of them. The Connect list ranks a family's own wallets first and, in an app
 * of several families, marks each row with this family's network icon.
 *
 * @param wallet - A listing entry.
 * @param namespaces - The app's families (optional): only these count.
 * @returns The family, or `undefined` when the wallet serves none of them.
 * @example
 * ```ts
 * walletFamily({ id: 'fordefi', name: 'Fordefi', chains: ['stacks:1', 'eip155:1'] }) // 'stacks'
 * walletFamily({ id: 'fordefi', name: 'Fordefi', chains: ['stacks:1', 'eip155:1'] }, ['eip155']) // 'eip155'
 * ```
 */
export function walletFamily(
  wallet: Pick<WalletListing, 'chains'>,
  namespaces?: readonly ChainNamespace[],
): ChainNamespace | undefined {
  for (const chain of wallet.chains) {
    const family = chain.split(':')[0] as ChainNamespace
    if (namespaces === undefined || namespaces.includes(family)) return family
  }
  return undefined
}
