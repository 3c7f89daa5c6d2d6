import { ConnectionError, type Lazy, lazy, withLoaded } from '@latch/core/kit'
import { STACKS_SESSION_MESSAGES } from '../errors/sessionMessages'
import type { LoadedWalletSession } from './loadWalletSession'
import type { KeptSessionCall } from './replayKeptCalls'
import type { ExternalStacksWallet, WalletSessionOptions } from './walletSessionTypes'

/**
 * The Stacks/Bitcoin wallet sessions shared by the `stacks` and `bip122` adapters, one per wallet
 * (several wallets are connected at once): discovery, connect, requests to a named wallet
 * (capability check, validation, per-wallet shapes, error and result normalisation), persistence
 * of each session, silent restore, disconnect of one wallet.
 *
 * What the page holds is a small front: the session's code (transports, connect, restore,
 * requests) loads with `init`, `load()`, or the first call that needs it, and reads the wallets of
 * a discovery of its own (its small chunk, loaded with it). Given the discovery of
 * `createStacksAdapters` (which their `init` starts alone at mount), the session carries on
 * with that one, and `init` only keeps what it gives: the session's code loads with the adapters'
 * or with its own first call. Until it has loaded nothing is connected: the connected-wallet getters
 * answer none, `getProvider` undefined and `listWallets` only the wallets added with
 * `addExternalWallet`; the calls that give the session something (`init`, `setNetwork`,
 * `addExternalWallet`, `subscribe`) are kept in order and made on the session once it has loaded
 * (what they return, a remover or an unsubscribe, takes the call back out of that queue until
 * then). From then on every call goes to it in the same turn.
 *
 * @param options - Asigna origin.
 * @param shared - The adapters' mount chunk (their discovery and the loaders of the rest), which
 *   `createStacksAdapters` passes; left out, the session loads one of its own.
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
export function createWalletSession(
  options: WalletSessionOptions = {},
  shared?: Lazy<{ loadSession(kept: KeptSessionCall[]): Promise<LoadedWalletSession> }>,
): WalletSession {
  type Methods = Record<string, (...args: unknown[]) => unknown>
  const mount = shared ?? lazy(() => import('./createStacksMount').then((m) => m.createStacksMount(options)))
  // the calls kept until the session loads, which makes them in order as it does (loadWalletSession)
  const kept: KeptSessionCall[] = []
  const inner = lazy(() => mount.load().then((loaded) => loaded.loadSession(kept)))
  // What the session answers before it has loaded: nothing is connected, and what is given to it
  // is kept.
  const before: Methods = {
    getProvider() {},
    getConnectedWalletId() {},
    getConnectedWalletIds: () => [],
    getAddresses: () => [],
    release() {},
    listWallets: () =>
      kept
        .filter(([name]) => name === 'addExternalWallet')
        .map(([, [wallet]]) => ({
          descriptor: (wallet as ExternalStacksWallet).descriptor,
          installed: true,
          kind: 'walletConnect',
        })),
    assertConnected(walletId, method) {
      throw new ConnectionError(STACKS_SESSION_MESSAGES.notConnected(String(walletId)), {
        code: 'NOT_CONNECTED',
        details: `Connect a wallet before calling ${method}`,
      })
    },
  }
  for (const name of ['init', 'setNetwork', 'addExternalWallet', 'subscribe'])
    before[name] = (...args) => {
      const call: KeptSessionCall = [name, args]
      kept.push(call)
      // `init` starts the load, unless the adapters share their discovery (theirs loads the session)
      if (name === 'init' && !shared) void inner.load().catch(() => undefined)
      // a remover or an unsubscribe: out of the queue, or the one the session returned
      return () => (kept.includes(call) ? kept.splice(kept.indexOf(call), 1) : call[2]?.())
    }
  const session: Methods = { load: () => inner.load().then(() => undefined) }
  for (const name in before)
    session[name] = (...args) => ((inner.peek() ?? before) as Methods)[name]!(...args)
  // The wallet calls load the session if needed, in the same turn once it has loaded.
  for (const name of ['connect', 'restore', 'request', 'disconnect'])
    session[name] = (...args) => withLoaded(inner, async (loaded) => (loaded as Methods)[name]!(...args))
  return session as unknown as WalletSession
}

/**
 * The session returned by {@link createWalletSession}: the loaded session's methods, and `load()`,
 * which loads its code (once) and resolves when it has loaded (`init` starts it too, unless the
 * session's discovery is the adapters').
 *
 * @example
 * ```ts
 * const session: WalletSession = createStacksAdapters().session
 * await session.load()
 * ```
 */
export type WalletSession = LoadedWalletSession & { load(): Promise<void> }
