import { ConnectionError, lazy, withLoaded } from '@latch/core/kit'
import { STACKS_SESSION_MESSAGES } from '../errors/sessionMessages'
import type { LoadedWalletSession } from './loadWalletSession'
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
 * the calls that give the session something (`init`, `setNetwork`, `addExternalWallet`,
 * `subscribe`) are kept in order and made on the session once it has loaded (what they return, a
 * remover or an unsubscribe, takes the call back out of that queue until then). From then on every
 * call goes to it in the same turn.
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
  type Method = (...args: unknown[]) => unknown
  // a call made before the session loaded: its name, its arguments and, once made, what it returned
  type Kept = [name: string, args: unknown[], made?: unknown]
  const queue: Kept[] = []
  const call = (target: object, name: string, args: unknown[]) =>
    (target as Record<string, Method>)[name]!(...args)
  const inner = lazy(() =>
    import('./loadWalletSession').then(({ loadWalletSession }) => {
      const loaded = loadWalletSession(options)
      for (const kept of queue.splice(0)) kept[2] = call(loaded, kept[0], kept[1])
      return loaded
    }),
  )
  // What the session answers before it has loaded: nothing is connected.
  const before = {
    getProvider() {},
    getConnectedWalletId() {},
    getConnectedWalletIds: () => [],
    getAddresses: () => [],
    release() {},
    listWallets: () =>
      queue
        .filter(([name]) => name === 'addExternalWallet')
        .map(([, [wallet]]) => ({
          descriptor: (wallet as ExternalStacksWallet).descriptor,
          installed: true,
          kind: 'walletConnect',
        })),
    assertConnected(walletId: string, method: string) {
      throw new ConnectionError(STACKS_SESSION_MESSAGES.notConnected(String(walletId)), {
        code: 'NOT_CONNECTED',
        details: `Connect a wallet before calling ${method}`,
      })
    },
  }
  const session: Record<string, Method> = { load: () => inner.load().then(() => undefined) }
  for (const name in before) session[name] = (...args) => call(inner.peek() ?? before, name, args)
  for (const name of ['init', 'setNetwork', 'addExternalWallet', 'subscribe'])
    session[name] = (...args) => {
      const loaded = inner.peek()
      if (loaded) return call(loaded, name, args)
      const kept: Kept = [name, args]
      queue.push(kept)
      // `init` starts the load (the adapters' init at mount)
      if (name === 'init') void inner.load().catch(() => undefined)
      // a remover or an unsubscribe: out of the queue, or the one the session returned
      return () => (queue.includes(kept) ? queue.splice(queue.indexOf(kept), 1) : (kept[2] as Method)?.())
    }
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
