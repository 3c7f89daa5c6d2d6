import { ConnectionError, type LatchStorage, lazy, withLoaded } from '@latch/core/kit'
import { STACKS_SESSION_MESSAGES } from '../errors/sessionMessages'
import type {
  ExternalStacksWallet,
  SessionWallet,
  WalletSession,
  WalletSessionOptions,
} from './createWalletSession'
import type { WalletSessionEvent } from './walletSessionEvent'

/**
 * The shared Stacks/Bitcoin {@link WalletSession} as the page holds it before the adapters' code
 * has loaded: the session itself (discovery, wallet descriptors, transports, requests) loads on the
 * first `load()` (the adapters' `init` at mount) or the first call that needs it. Until then nothing
 * is connected: the connected-wallet getters answer none, `getProvider` answers undefined, listeners,
 * the init context, the networks and the wallets added through `addExternalWallet` are kept and
 * handed to the session once it has loaded. Once loaded, every call goes to it in the same turn.
 *
 * @param options - Asigna origin, passed to the session when it loads.
 * @returns The session front, and `load()` which resolves to the loaded session.
 * @example
 * ```ts
 * const { session, load } = lazyWalletSession()
 * session.addExternalWallet({ descriptor, transport }) // kept until the session loads
 * const loaded = await load() // what buildStacksAdapters is given
 * ```
 */
export function lazyWalletSession(options: WalletSessionOptions = {}) {
  const listeners = new Set<(event: WalletSessionEvent) => void>()
  const pending = new Set<ExternalStacksWallet>()
  const networks: [namespace: 'stacks' | 'bip122', kind: Parameters<WalletSession['setNetwork']>[1]][] = []
  let context: { getWindow: () => unknown; storage: LatchStorage } | undefined
  const inner = lazy(() =>
    import('./createWalletSession').then(({ createWalletSession }) => {
      const loaded = createWalletSession(options)
      if (context) loaded.init(context)
      for (const [namespace, kind] of networks) loaded.setNetwork(namespace, kind)
      for (const wallet of pending) removers.set(wallet, loaded.addExternalWallet(wallet))
      pending.clear()
      loaded.subscribe((event) => {
        for (const listener of [...listeners]) listener(event)
      })
      return loaded
    }),
  )
  const removers = new Map<ExternalStacksWallet, () => void>()
  const peek = () => inner.peek()

  const session: WalletSession = {
    init(next) {
      const loaded = peek()
      if (loaded) loaded.init(next)
      else context ??= next
    },
    listWallets(): SessionWallet[] {
      const loaded = peek()
      if (loaded) return loaded.listWallets()
      return [...pending].map((w) => ({ descriptor: w.descriptor, installed: true, kind: 'walletConnect' }))
    },
    addExternalWallet(wallet) {
      const loaded = peek()
      if (loaded) return loaded.addExternalWallet(wallet)
      pending.add(wallet)
      return () => {
        pending.delete(wallet)
        removers.get(wallet)?.()
        removers.delete(wallet)
      }
    },
    getProvider: (walletId) => peek()?.getProvider(walletId),
    setNetwork(namespace, kind) {
      const loaded = peek()
      if (loaded) loaded.setNetwork(namespace, kind)
      else networks.push([namespace, kind])
    },
    getConnectedWalletId: () => peek()?.getConnectedWalletId(),
    assertConnected(walletId, method) {
      const loaded = peek()
      if (loaded) return loaded.assertConnected(walletId, method)
      throw new ConnectionError(STACKS_SESSION_MESSAGES.notConnected(String(walletId)), {
        code: 'NOT_CONNECTED',
        details: `Connect a wallet before calling ${method}`,
      })
    },
    getConnectedWalletIds: () => peek()?.getConnectedWalletIds() ?? [],
    getAddresses: (walletId) => peek()?.getAddresses(walletId) ?? [],
    connect: (walletId) => withLoaded(inner, (loaded) => loaded.connect(walletId)),
    restore: (walletId) => withLoaded(inner, (loaded) => loaded.restore(walletId)),
    request: (method, params, walletId) =>
      withLoaded(inner, (loaded) => loaded.request(method, params, walletId)),
    disconnect: (walletId) => withLoaded(inner, (loaded) => loaded.disconnect(walletId)),
    release: () => peek()?.release(),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return { session, load: () => inner.load() }
}
