import { ConnectionError, type Lazy, lazy, withLoaded } from '@latch/core/kit'
import { STACKS_SESSION_MESSAGES } from '../errors/sessionMessages'
import type { LoadedWalletSession } from './loadWalletSession'
import type { KeptSessionCall } from './replayKeptCalls'
import type { ExternalStacksWallet } from './walletSessionTypes'

/**
 * Where a session front loads the session's code from: the Stacks mount chunk (the adapters' or
 * the standalone session's own), whose `loadSession` builds the session over its discovery.
 *
 * @example
 * ```ts
 * const mount: SessionMount = lazy(() => import('./createStacksMount').then((m) => m.createStacksMount({})))
 * ```
 */
export type SessionMount = Lazy<{ loadSession(kept: KeptSessionCall[]): Promise<LoadedWalletSession> }>

/**
 * The small front of a wallet session that the page holds (see `createWalletSession`, which
 * describes what it answers before the session's code has loaded): it keeps the calls that give
 * the session something (`init`, `setNetwork`, `addExternalWallet`, `subscribe`) until then, and
 * answers "nothing connected". The page's first load holds it with no `import()` of its own:
 * `mount` names the chunk, so the adapters' front and their session load through one. Nothing
 * starts the load but `load()` and the wallet calls.
 *
 * @param mount - The mount chunk the session's code loads through.
 * @returns The session (a `WalletSession`).
 * @example
 * ```ts
 * const session = createSessionFront(mount)
 * session.getConnectedWalletIds() // [] until the session's code has loaded
 * ```
 */
export function createSessionFront(mount: SessionMount): LoadedWalletSession & { load(): Promise<void> } {
  type Methods = Record<string, (...args: unknown[]) => unknown>
  // the calls kept until the session loads, which makes them in order as it does (loadWalletSession)
  const kept: KeptSessionCall[] = []
  const inner = lazy(() => mount.load().then((loaded) => loaded.loadSession(kept)))
  // What the session answers before it has loaded: nothing is connected (the getters it has no
  // entry for answer undefined), and what is given to it is kept.
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
      // a remover or an unsubscribe: out of the queue, or the one the session returned
      return () => (kept.includes(call) ? kept.splice(kept.indexOf(call), 1) : call[2]?.())
    }
  const session: Methods = { load: () => inner.load().then(() => undefined) }
  for (const name in before)
    session[name] = (...args) => ((inner.peek() ?? before) as Methods)[name]!(...args)
  // The wallet calls load the session if needed, in the same turn once it has loaded.
  for (const name of ['connect', 'restore', 'request', 'disconnect'])
    session[name] = (...args) => withLoaded(inner, async (loaded) => (loaded as Methods)[name]!(...args))
  return session as unknown as LoadedWalletSession & { load(): Promise<void> }
}
