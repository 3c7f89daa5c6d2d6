import type { AdapterDiscovery, Connector } from '@latch/core/kit'
import type { WbipProvider } from '../request/WbipProvider'
import { type DiscoveredWallet, discoverWallets } from './discoverWallets'
import { findParentFrameProvider } from './findParentFrameProvider'
import type { SessionWallet } from './sessionWallet'
import { toStacksConnectors } from './toStacksConnectors'

/**
 * The Stacks/Bitcoin wallets of a page, found once for the `stacks` and `bip122` adapters and the
 * wallet session they share: Latch's known wallets by provider path (listed even when not
 * installed), the wallets registered in the WBIP lists, and Asigna's provider when the app runs in
 * its frame. Each read looks at the page as it is then (a wallet installed since is found).
 *
 * @example
 * ```ts
 * const discovery: StacksDiscovery = createStacksDiscovery()
 * discovery.setWindow(() => window)
 * discovery.wallets().filter((w) => w.installed)
 * ```
 */
export type StacksDiscovery = {
  /** The page whose wallets are read from now on (the session's `init` and `start` give it). */
  setWindow(getWindow: () => unknown): void
  /** The wallets found, known ones first, each with its provider when installed. */
  wallets(): DiscoveredWallet[]
  /** The same wallets as the session lists them (kind `wbip`). */
  listed(): SessionWallet[]
  /** An installed wallet's provider, or undefined. */
  provider(walletId: string): WbipProvider | undefined
  /**
   * One namespace's view, which its adapter starts and stops: its connectors are those of the
   * session's wallets (pairing ones included) that serve the namespace. Both namespaces share
   * this discovery: the first start looks at the page once more when it has loaded (a wallet that
   * registers after the app's script), reporting to each started namespace a list that changed;
   * that wait ends when both have stopped. A second start of a namespace only changes who is told.
   */
  forNamespace(
    namespace: 'stacks' | 'bip122',
    session: { listWallets(): readonly SessionWallet[] },
  ): AdapterDiscovery
}

/** What a namespace's list shows: which wallets, and whether each is installed. */
const shown = (connectors: readonly Connector[]) => connectors.map((c) => `${c.id}:${c.installed}`).join('\n')

/**
 * Creates the Stacks/Bitcoin wallet discovery that `createStacksAdapters()` loads and starts alone at
 * mount (the adapters' and the session's code load with the first call that needs them, and carry
 * on with this discovery). Nothing is read before a window is given (until then: the known wallets,
 * none installed).
 *
 * @param options - Asigna's origin, for its parent-frame bridge.
 * @returns The discovery.
 * @example
 * ```ts
 * const discovery = createStacksDiscovery({ asignaOrigin: 'https://stx.asigna.io' })
 * discovery.forNamespace('stacks', { listWallets: discovery.listed }).start(window, (connectors) => render(connectors))
 * ```
 */
export function createStacksDiscovery(options: { asignaOrigin?: string } = {}): StacksDiscovery {
  let getWindow: () => unknown = () => undefined
  /** The started namespaces, each with its look at the page once it has loaded. */
  const started = new Map<'stacks' | 'bip122', () => void>()
  /** The window whose `load` the started namespaces wait for. */
  let waiting: Window | undefined
  const onLoad = () => {
    waiting = undefined
    for (const look of [...started.values()]) look()
  }
  const wallets = () => {
    const win = getWindow()
    const asigna = findParentFrameProvider(win, 'AsignaProvider', options.asignaOrigin)
    return discoverWallets(win, asigna ? { AsignaProvider: asigna } : {})
  }
  const listed = () =>
    wallets().map((w) => ({ descriptor: w.descriptor, installed: w.installed, kind: 'wbip' as const }))
  const provider = (walletId: string) => wallets().find((w) => w.descriptor.id === walletId)?.provider
  return {
    setWindow(next) {
      getWindow = next
    },
    wallets,
    listed,
    provider,
    forNamespace(namespace, session) {
      // the wallets found, then the pairing ones the session holds (before its code has loaded too)
      const connectors = () =>
        toStacksConnectors(
          [...listed(), ...session.listWallets().filter((w) => w.kind !== 'wbip')],
          namespace,
        )
      return {
        start(target, onChange) {
          getWindow = () => target
          // the list as core read it at this start: only a change is reported
          let told = shown(connectors())
          started.set(namespace, () => {
            const now = connectors()
            if (shown(now) === told) return
            told = shown(now)
            onChange(now)
          })
          if (waiting || target.document?.readyState === 'complete' || !target.addEventListener) return
          waiting = target
          target.addEventListener('load', onLoad, { once: true })
        },
        stop() {
          started.delete(namespace)
          if (started.size > 0) return
          waiting?.removeEventListener('load', onLoad)
          waiting = undefined
        },
        connectors,
        provider,
      }
    },
  }
}
