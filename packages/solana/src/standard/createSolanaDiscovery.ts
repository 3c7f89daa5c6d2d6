import type { AdapterDiscovery, Connector } from '@latch/core/kit'
import type { StandardWallet } from './types'
import { type StandardWalletsWatcher, watchStandardWallets } from './watchStandardWallets'

/**
 * The Solana wallets a page has, found over the Wallet Standard: an {@link AdapterDiscovery} (the
 * connectors and providers core reads) with the registered wallets themselves, and a wait for one
 * to register (a reload's restore).
 *
 * @example
 * ```ts
 * const discovery: SolanaDiscovery = createSolanaDiscovery()
 * discovery.start(window, (connectors) => render(connectors))
 * const phantom = await discovery.waitFor('Phantom', 1000)
 * ```
 */
export type SolanaDiscovery = AdapterDiscovery & {
  /** The registered wallet named `connectorId`, if any. */
  wallet(connectorId: string): StandardWallet | undefined
  /** The wallet once it has registered, or `undefined` after `ms`. */
  waitFor(connectorId: string, ms: number): Promise<StandardWallet | undefined>
}

/**
 * Creates the Solana wallet discovery that `solanaAdapter()` starts alone at mount (the adapter's
 * own code loads with the first call that needs it, and carries on with this discovery). Nothing
 * happens until `start`; a second `start` only changes who is told of changes.
 *
 * @returns The discovery.
 * @example
 * ```ts
 * const discovery = createSolanaDiscovery()
 * discovery.start(window, (connectors) => console.log(connectors.map((c) => c.name)))
 * ```
 */
export function createSolanaDiscovery(): SolanaDiscovery {
  let watcher: StandardWalletsWatcher | undefined
  let connectors: Connector[] = []
  let notify: ((connectors: readonly Connector[]) => void) | undefined
  const waiters = new Set<() => void>()
  const refresh = () => {
    connectors = (watcher?.get() ?? []).map((wallet) => ({
      id: wallet.name,
      type: 'walletStandard',
      name: wallet.name,
      chain: 'solana',
      imageUrl: wallet.icon,
      installed: true,
    }))
    notify?.(connectors)
    for (const wake of [...waiters]) wake()
  }
  const wallet = (connectorId: string) => watcher?.get().find((w) => w.name === connectorId)
  return {
    start(target, onChange) {
      notify = onChange
      if (watcher) return
      watcher = watchStandardWallets(target, refresh)
      refresh()
    },
    stop() {
      watcher?.stop()
      watcher = undefined
      notify = undefined
    },
    connectors: () => connectors,
    provider: wallet,
    wallet,
    waitFor: (connectorId, ms) =>
      new Promise((resolve) => {
        const found = wallet(connectorId)
        if (found || ms <= 0) return resolve(found)
        const wake = () => {
          const registered = wallet(connectorId)
          if (!registered) return
          clearTimeout(timer)
          waiters.delete(wake)
          resolve(registered)
        }
        const timer = setTimeout(() => {
          waiters.delete(wake)
          resolve(undefined)
        }, ms)
        waiters.add(wake)
      }),
  }
}
