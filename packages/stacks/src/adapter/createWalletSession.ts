import { ConnectionError, type LatchStorage, lazy, withLoaded } from '@latch/core/kit'
import { STACKS_SESSION_MESSAGES } from '../errors/sessionMessages'
import type { StacksNetworkKind } from '../validation/assertStacksAddress'
import type { LoadedWalletSession } from './loadWalletSession'
import type { WalletSessionEvent } from './walletSessionEvent'
import type { ExternalStacksWallet, WalletSessionOptions } from './walletSessionTypes'

/**
 * The Stacks/Bitcoin wallet sessions shared by the `stacks` and `bip122` adapters, one per wallet
 * (several wallets are connected at once): discovery, connect, requests to a named wallet
 * (capability check, validation, per-wallet shapes, error and result normalisation), persistence
 * of each session, silent restore, disconnect of one wallet.
 *
 * What the page holds is a small front: the session's code (discovery, the wallets' descriptors,
 * transports, requests) loads with `init` (the adapters' `init` at mount), `load()`, or the first
 * call that needs it. Until it has loaded nothing is connected: the connected-wallet getters answer
 * none, `getProvider` undefined and `listWallets` only the wallets added with `addExternalWallet`;
 * the init context, the networks, those wallets and the listeners are handed to the session once it
 * has loaded. From then on every call goes to it in the same turn.
 *
 * @param options - Asigna origin.
 * @returns The session.
 * @example
 * ```ts
 * const session = createWalletSession()
 * session.init({ getWindow: () => window, storage })
 * await session.load() // discovery is ready: listWallets() lists the installed wallets
 * await session.connect('LeatherProvider')
 * await session.request('stx_transferStx', { recipient, amount: 1_000_000n }, 'LeatherProvider')
 * ```
 */
export function createWalletSession(options: WalletSessionOptions = {}): WalletSession {
  const listeners = new Set<(event: WalletSessionEvent) => void>()
  const pending = new Set<ExternalStacksWallet>()
  const removers = new Map<ExternalStacksWallet, () => void>()
  const networks: [namespace: 'stacks' | 'bip122', kind: StacksNetworkKind][] = []
  let context: { getWindow: () => unknown; storage: LatchStorage } | undefined
  const inner = lazy(() =>
    import('./loadWalletSession').then(({ loadWalletSession }) => {
      const loaded = loadWalletSession(options)
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
  type Method = (...args: unknown[]) => unknown
  const call = (loaded: LoadedWalletSession, name: string, args: unknown[]) =>
    (loaded as unknown as Record<string, Method>)[name]!(...args)
  const session = {
    load: async () => {
      await inner.load()
    },
    init(next: { getWindow: () => unknown; storage: LatchStorage }) {
      context ??= next
      inner.peek()?.init(next)
      void inner.load().catch(() => undefined)
    },
    listWallets: () =>
      inner.peek()?.listWallets() ??
      [...pending].map((w) => ({
        descriptor: w.descriptor,
        installed: true,
        kind: 'walletConnect' as const,
      })),
    addExternalWallet(wallet: ExternalStacksWallet) {
      const loaded = inner.peek()
      if (loaded) return loaded.addExternalWallet(wallet)
      pending.add(wallet)
      return () => {
        pending.delete(wallet)
        removers.get(wallet)?.()
      }
    },
    setNetwork(namespace: 'stacks' | 'bip122', kind: StacksNetworkKind) {
      const loaded = inner.peek()
      if (loaded) loaded.setNetwork(namespace, kind)
      else networks.push([namespace, kind])
    },
    assertConnected(walletId: string, method: string) {
      const loaded = inner.peek()
      if (!loaded)
        throw new ConnectionError(STACKS_SESSION_MESSAGES.notConnected(String(walletId)), {
          code: 'NOT_CONNECTED',
          details: `Connect a wallet before calling ${method}`,
        })
      loaded.assertConnected(walletId, method)
    },
    subscribe(listener: (event: WalletSessionEvent) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  } as Record<string, Method>
  // Before the session has loaded nothing is connected: the getters answer none.
  const none = {
    getProvider: undefined,
    getConnectedWalletId: undefined,
    getConnectedWalletIds: [],
    getAddresses: [],
  }
  for (const [name, fallback] of Object.entries(none)) {
    session[name] = (...args) => {
      const loaded = inner.peek()
      return loaded ? call(loaded, name, args) : Array.isArray(fallback) ? [] : fallback
    }
  }
  session.release = () => inner.peek()?.release()
  // The wallet calls load the session if needed, in the same turn once it has loaded.
  for (const name of ['connect', 'restore', 'request', 'disconnect'])
    session[name] = (...args) => withLoaded(inner, async (loaded) => call(loaded, name, args))
  return session as unknown as WalletSession
}

/**
 * The session returned by {@link createWalletSession}: the loaded session's methods, and `load()`,
 * which loads its code (once) and resolves when it has loaded (`init` starts it too).
 *
 * @example
 * ```ts
 * const session: WalletSession = createStacksAdapters().session
 * await session.load()
 * ```
 */
export type WalletSession = LoadedWalletSession & { load(): Promise<void> }
