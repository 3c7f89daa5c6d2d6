import type { Connector } from '../../adapters/types'
import type { ConnectMethod, LatchFeatures } from '../options/types'

/** Connector kinds that mean "a wallet is installed in this browser" (SPEC §2 connect-method order). */
const INSTALLED_KINDS = new Set([
  'injected',
  'announced',
  'eip6963',
  'coinbaseWallet',
  'okx',
  'ledger',
  'safe',
  'walletStandard',
  'wbip',
])

/**
 * The connect-method order of the Connect view (SPEC §2): the app's own order when it set one, else
 * wallets first when one is installed in this browser, else email, social, then wallets.
 *
 * @param connectors - The discovered connectors.
 * @param features - The app's features (`connectMethodsOrder`).
 * @returns The order.
 * @example
 * ```ts
 * connectMethodOrder(state.connections.connectors, {}) // ['email', 'social', 'wallet'] with no wallet installed
 * ```
 */
export function connectMethodOrder(
  connectors: readonly Connector[],
  features: Pick<LatchFeatures, 'connectMethodsOrder'>,
): ConnectMethod[] {
  if (features.connectMethodsOrder) return [...features.connectMethodsOrder]
  const installed = connectors.some((c) => c.installed && INSTALLED_KINDS.has(c.type))
  return installed ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet']
}
