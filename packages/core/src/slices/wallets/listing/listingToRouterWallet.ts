import type { Connector } from '../../../adapters/types'
import type { RouterWallet } from '../../../kernel/router/views'
import type { ChainNamespace } from '../../../shared/networks/types'
import type { WalletListing } from './types'
import { connectorMatchesWallet } from './walletIdentity'

/**
 * The wallet the connecting views need for a listing entry: the entry's links and image plus, when
 * the wallet is in the page, its connector (the active namespace's one first).
 *
 * @param wallet - A merged listing entry (`latch.wallets.getWallets()`).
 * @param connectors - Connectors discovered by the adapters.
 * @param namespace - The active namespace.
 * @param imageUrl - The entry's image, if one is loaded.
 * @returns The router wallet.
 * @example
 * ```ts
 * latch.router.push('ConnectingExternal', { wallet: listingToRouterWallet(w, connectors, 'eip155') })
 * ```
 */
export function listingToRouterWallet(
  wallet: WalletListing,
  connectors: readonly Connector[],
  namespace: ChainNamespace,
  imageUrl: string | undefined,
): RouterWallet {
  const matches = connectors.filter((c) => c.installed && connectorMatchesWallet(c, wallet))
  const connector = matches.find((c) => c.chain === namespace) ?? matches[0]
  const result: RouterWallet = { id: wallet.id, name: wallet.name, installed: Boolean(connector) }
  const image = imageUrl ?? connector?.imageUrl
  if (image) result.imageUrl = image
  if (wallet.rdns) result.rdns = wallet.rdns
  if (connector) {
    result.connectorId = connector.id
    result.connectorType = connector.type
    result.namespace = connector.chain
  }
  if (wallet.mobile_link) result.mobileLink = wallet.mobile_link
  if (wallet.desktop_link) result.desktopLink = wallet.desktop_link
  if (wallet.webapp_link) result.webappLink = wallet.webapp_link
  return result
}
