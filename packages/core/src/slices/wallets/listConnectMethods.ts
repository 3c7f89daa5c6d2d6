import { AUTH_CONNECTOR_NAMESPACES } from '../../kernel/chains/authConnector'
import type { ConnectMethod } from '../../kernel/options/types'
import type { ChainNamespace } from '../../shared/networks/types'

/**
 * The ways to connect a list offers for one family: every method of the Connect order for a plain
 * list; for a network of a family with no wallet (SwitchActiveChain) the wallets, and email and
 * social only when the email and social wallet serves that family; for "Add wallet" of one family
 * (a second wallet beside the ones there are) the wallets only.
 *
 * @param order - The Connect view's method order (`latch.connections.getConnectMethodOrder()`).
 * @param scope - The family the list is for (`walletListScope`) and whether it adds a wallet.
 * @returns The methods to show, in `order`'s order.
 * @example
 * ```ts
 * listConnectMethods(['email', 'social', 'wallet'], { only: 'solana', adding: false }) // all three
 * listConnectMethods(['email', 'social', 'wallet'], { only: 'stacks', adding: false }) // ['wallet']
 * ```
 */
export function listConnectMethods(
  order: readonly ConnectMethod[],
  scope: { only: ChainNamespace | undefined; adding: boolean },
): ConnectMethod[] {
  if (!scope.only) return [...order]
  const embedded = !scope.adding && AUTH_CONNECTOR_NAMESPACES.includes(scope.only)
  return order.filter((method) => method === 'wallet' || embedded)
}
