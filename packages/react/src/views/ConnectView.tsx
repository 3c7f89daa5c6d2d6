import type { Connector, RouterWallet } from '@latch/core'
import { WalletRow } from '../components/WalletRow'
import { useLatchInstance } from '../hooks/useLatchInstance'
import { useLatchSnapshot } from '../hooks/useLatchSnapshot'
import { EmailForm } from './EmailForm'
import { SocialButtons } from './SocialButtons'

/**
 * Turns a discovered connector into the wallet the connecting views show.
 *
 * @param connector - A connector from an adapter.
 * @returns The router wallet.
 * @example
 * ```ts
 * latch.router.push('ConnectingExternal', { wallet: connectorToWallet(connector) })
 * ```
 */
export function connectorToWallet(connector: Connector): RouterWallet {
  const wallet: RouterWallet = {
    id: connector.walletId ?? connector.id,
    name: connector.name,
    connectorId: connector.id,
    connectorType: connector.type,
    namespace: connector.chain,
    installed: connector.installed,
  }
  if (connector.imageUrl) wallet.imageUrl = connector.imageUrl
  if (connector.rdns) wallet.rdns = connector.rdns
  return wallet
}

/**
 * The Connect view: the connect methods in the SPEC §2 order (wallet first when wallets are
 * installed; else email, social, wallet), installed wallets marked, and "All Wallets".
 *
 * @example
 * ```tsx
 * <ConnectView />
 * ```
 */
export function ConnectView() {
  const latch = useLatchInstance()
  const snap = useLatchSnapshot()
  // Read through the snapshot so the view re-renders when connectors are discovered.
  void snap.connections.connectors.length
  const connectors = latch.connections.getConnectors().filter((c) => c.type !== 'walletConnect')
  const order = latch.connections.getConnectMethodOrder()
  const { email, socials } = snap.options.features

  const sections = order.map((method) => {
    if (method === 'email') return email ? <EmailForm key="email" /> : null
    if (method === 'social') return socials && socials.length > 0 ? <SocialButtons key="social" /> : null
    return (
      <ul key="wallet" data-latch-wallet-list="" aria-label="Wallets">
        {connectors.map((connector) => (
          <li key={`${connector.chain}:${connector.id}`}>
            <WalletRow
              id={connector.id}
              name={connector.name}
              imageUrl={connector.imageUrl}
              installed={connector.installed}
              onSelect={() =>
                latch.router.push('ConnectingExternal', { wallet: connectorToWallet(connector) })
              }
            />
          </li>
        ))}
        <li>
          <button type="button" data-latch-all-wallets="" onClick={() => latch.router.push('AllWallets')}>
            All Wallets
          </button>
        </li>
      </ul>
    )
  })
  return <div data-latch-view="Connect">{sections}</div>
}
