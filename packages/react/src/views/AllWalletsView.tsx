import { useId, useState } from 'react'
import { VirtualList } from '../components/VirtualList'
import { WalletRow } from '../components/WalletRow'
import { useLatchInstance } from '../hooks/useLatchInstance'
import { useLatchSnapshot } from '../hooks/useLatchSnapshot'
import { connectorToWallet } from './ConnectView'

/**
 * AllWallets: a search field and the whole wallet list, virtualised for thousands of entries,
 * installed wallets marked, arrow keys moving across the list.
 *
 * @example
 * ```tsx
 * <AllWalletsView />
 * ```
 */
export function AllWalletsView() {
  const latch = useLatchInstance()
  const snap = useLatchSnapshot()
  const searchId = useId()
  const [query, setQuery] = useState('')
  void snap.connections.connectors.length
  const needle = query.trim().toLowerCase()
  const wallets = latch.connections
    .getConnectors()
    .filter((c) => c.type !== 'walletConnect' && (needle === '' || c.name.toLowerCase().includes(needle)))
  return (
    <div data-latch-view="AllWallets">
      <label htmlFor={searchId} data-latch-visually-hidden="">
        Search wallets
      </label>
      <input
        id={searchId}
        type="search"
        data-latch-search=""
        placeholder="Search wallet"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {wallets.length === 0 ? (
        <p data-latch-empty="">No wallet found</p>
      ) : (
        <VirtualList
          items={wallets}
          label="All wallets"
          getKey={(c) => `${c.chain}:${c.id}`}
          renderItem={(connector, row) => (
            <WalletRow
              {...row}
              id={connector.id}
              name={connector.name}
              imageUrl={connector.imageUrl}
              installed={connector.installed}
              onSelect={() =>
                latch.router.push('ConnectingExternal', { wallet: connectorToWallet(connector) })
              }
            />
          )}
        />
      )}
    </div>
  )
}
