import type { AdapterDiscovery, ChainAdapter } from '@latch/core/kit'
import { createStacksDiscovery, type StacksDiscovery } from '../wallets/createStacksDiscovery'
import type { buildStacksAdapters } from './buildStacksAdapters'
import type { StacksAdaptersOptions } from './createStacksAdapters'
import type { WalletSession } from './createWalletSession'
import type { LoadedWalletSession } from './loadWalletSession'
import type { KeptSessionCall } from './replayKeptCalls'

/**
 * What the Stacks/Bitcoin adapters load at mount (one small chunk): the wallet discovery both
 * adapters and their session share, and the loaders of the rest of their code, which carry on with
 * that discovery.
 *
 * @example
 * ```ts
 * const mount: StacksMount = createStacksMount({})
 * mount.discovery.forNamespace('stacks', session).start(window, render)
 * const loaded = await mount.loadSession([])
 * ```
 */
export type StacksMount = {
  /** The one wallet discovery of the page (both namespaces, the session). */
  discovery: StacksDiscovery
  /**
   * One namespace's view of the discovery, for its lazy adapter (`discovery.forNamespace`), whose
   * start also hands the session the adapter's context (the page, its storage and networks), so the
   * session's own calls work before the adapters' code loads.
   */
  discover(namespace: 'stacks' | 'bip122', session: WalletSession): AdapterDiscovery
  /** Loads the wallet session's code and builds it over the discovery (see `loadWalletSession`). */
  loadSession(kept: KeptSessionCall[]): Promise<LoadedWalletSession>
  /**
   * Loads the two adapters' code once the session has loaded, and builds them over the discovery
   * (see `buildStacksAdapters`).
   */
  loadAdapters(
    session: WalletSession,
    front: Record<'stacks' | 'bip122', ChainAdapter>,
  ): Promise<ReturnType<typeof buildStacksAdapters>>
}

/**
 * Creates what {@link StacksMount} names, for one `createStacksAdapters()` (or one standalone
 * wallet session). The session's and the adapters' chunks load only when asked for.
 *
 * @param options - The adapters' options (Asigna's origin, `fetch`, `siwx`).
 * @returns The mount.
 * @example
 * ```ts
 * const { discovery, loadAdapters } = createStacksMount({ asignaOrigin: 'https://stx.asigna.io' })
 * ```
 */
export function createStacksMount(options: StacksAdaptersOptions): StacksMount {
  const discovery = createStacksDiscovery(options)
  return {
    discovery,
    discover(namespace, session) {
      const view = discovery.forNamespace(namespace, session)
      return {
        ...view,
        start(target, onChange, context) {
          if (context) session.init(context)
          view.start(target, onChange)
        },
      }
    },
    loadSession: (kept) =>
      import('./loadWalletSession').then(({ loadWalletSession }) => loadWalletSession(discovery, kept)),
    loadAdapters: (session, front) =>
      Promise.all([import('./buildStacksAdapters'), session.load()]).then(([{ buildStacksAdapters }]) =>
        buildStacksAdapters(options, session, discovery, front),
      ),
  }
}
