import { lazy } from '@latch/core/kit'
import { createSessionFront, type SessionMount } from './createSessionFront'
import type { LoadedWalletSession } from './loadWalletSession'
import type { WalletSessionOptions } from './walletSessionTypes'

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
  shared?: SessionMount,
): WalletSession {
  const session = createSessionFront(
    shared ?? lazy(() => import('./createStacksMount').then((m) => m.createStacksMount(options))),
  )
  if (shared) return session
  // standalone, `init` starts the load (the adapters' session loads with their code instead)
  const { init } = session
  session.init = (context) => {
    const answer = init(context)
    void session.load().catch(() => undefined)
    return answer
  }
  return session
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
