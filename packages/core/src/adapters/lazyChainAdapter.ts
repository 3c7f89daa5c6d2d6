import { MethodNotSupportedError } from '../shared/errors/errors'
import { lazy, withLoaded } from '../shared/lazy/lazy'
import type { ChainNamespace } from '../shared/networks/types'
import type { AccountDataSource } from './AccountDataSource'
import type { AdapterDiscovery } from './adapterDiscovery'
import type { AdapterSiwxVerifier } from './siwxTypes'
import type { AdapterContext, AdapterEvent, ChainAdapter, Connector } from './types'

/**
 * What a {@link lazyChainAdapter} answers before its code has loaded: the namespace, which optional
 * capabilities the loaded adapter has (core reads their presence synchronously, e.g. whether the
 * family can send), and optionally the connectors and providers it can name without its code.
 *
 * @example
 * ```ts
 * const shape: LazyChainAdapterShape = { namespace: 'eip155', send: true, estimateFee: true, accountData: true, siwx: true }
 * ```
 */
export type LazyChainAdapterShape = {
  namespace: ChainNamespace
  /** The loaded adapter has `send`. */
  send?: boolean
  /** The loaded adapter has `estimateFee`. */
  estimateFee?: boolean
  /** The loaded adapter has `prepareSend` (a send other connectors of the namespace can make). */
  prepareSend?: boolean
  /** The loaded adapter has `accountData`; `{ nfts: false }` when its source lists no NFTs. */
  accountData?: boolean | { nfts: false }
  /** The loaded adapter has `siwx` (its sign-in verifier). */
  siwx?: boolean
  /** The loaded adapter has `previewRequest` (asking for a preview loads the adapter). */
  previewRequest?: boolean
  /** Connectors known without the adapter's code (before it has loaded). Default none. */
  connectors?: () => readonly Connector[]
  /** A connector's provider known without the adapter's code. */
  getProvider?: (connectorId: string) => unknown
  /**
   * Finds the namespace's wallets with code of its own, smaller than the adapter's: with it, `init`
   * loads and starts only the discovery (a visitor with nothing to restore loads no adapter code
   * before the click), and the adapter's code loads with the first call that needs it or with
   * `preload()`; `load` then receives the running discovery, to carry on with it. `init` starts it
   * with the page's window and its own context.
   */
  discovery?: () => Promise<AdapterDiscovery>
}

/**
 * A chain adapter whose code loads with `init` (which `latch.mount()` calls) instead of with the
 * page: everything an adapter must answer synchronously (namespace, listeners, capabilities) is
 * answered here, and every wallet call goes to the loaded adapter, in the same turn once it has
 * loaded (so a wallet prompt stays inside the user's click). Before it loads, `getConnectors()`
 * returns `shape.connectors()` (default none); `init` resolves once the loaded adapter has started,
 * so `getConnectors()` after `await init(...)` lists what it discovered. The declared capabilities
 * (`send`, `accountData`, `siwx`...) call the loaded adapter's own as it is at the time of the call.
 * With `shape.discovery`, `init` loads and starts only the discovery (unless `context.restoring`:
 * a stored connection needs the adapter, whose code then loads once `context.painted` resolves,
 * else at once; a call meanwhile loads it at once), `getConnectors()` and `getProvider()` answer from
 * it, and the adapter's code loads with the first call that needs it or `preload()`.
 *
 * @param shape - The namespace and the loaded adapter's optional capabilities.
 * @param load - Imports and builds the adapter (not yet initialised), given the running discovery
 *   when there is one.
 * @returns The adapter.
 * @example
 * ```ts
 * export const evmAdapter = (options = {}) =>
 *   lazyChainAdapter({ namespace: 'eip155', send: true, estimateFee: true, accountData: true, siwx: true },
 *     () => import('./createEvmAdapter').then((m) => m.createEvmAdapter(options)))
 * ```
 */
export function lazyChainAdapter(
  shape: LazyChainAdapterShape,
  load: (discovery?: AdapterDiscovery) => Promise<ChainAdapter>,
): ChainAdapter {
  const listeners = new Set<(event: AdapterEvent) => void>()
  const relay = (event: AdapterEvent) => {
    for (const listener of [...listeners]) listener(event)
  }
  let context: AdapterContext | undefined
  /** The context the loaded adapter was last started with. */
  let started: AdapterContext | undefined
  // the current context once, unless a destroy or a newer init came while the code loaded
  const start = async (loaded: ChainAdapter, next = context) => {
    if (next && next === context && next !== started) {
      started = next
      await loaded.init(next)
    }
  }
  const found = shape.discovery && lazy(shape.discovery)
  /** The adapter once its code has loaded, set in the same turn as its start with the context. */
  let loadedAdapter: ChainAdapter | undefined
  const inner = lazy(async () => {
    const loaded = await load(found?.peek())
    loaded.subscribe(relay)
    loadedAdapter = loaded
    // loaded after `init` (a discovery-only one too): it starts before any call reaches it
    await start(loaded)
    return loaded
  })
  type Method = (...args: unknown[]) => unknown
  // Each named method calls the same method of the loaded adapter (or of its `part`), as it is at
  // the time of the call (an adapter may set its sign-in verifier in `init`), in the same turn once
  // loaded. A capability the shape declares but the loaded adapter lacks rejects; a method it may
  // leave out (`getNfts`, `preload`) answers `fallback`.
  const forward = (
    into: object,
    part: 'accountData' | 'siwx' | undefined,
    names: readonly string[],
    fallback?: () => unknown,
  ) => {
    for (const name of names)
      (into as Record<string, Method>)[name] = (...args) =>
        withLoaded(inner, async (loaded) => {
          const target = (part ? loaded[part] : loaded) as Record<string, Method | undefined> | undefined
          const method = target?.[name]
          if (method) return method.apply(target, args)
          if (target && fallback) return fallback()
          throw new MethodNotSupportedError(part ?? name, {
            details: `The loaded ${shape.namespace} adapter has no ${part ?? name}`,
          })
        })
  }
  const adapter = {
    namespace: shape.namespace,
    async init(next) {
      context = next
      // code already loaded starts in this turn (no call can reach it unstarted)
      if (loadedAdapter) return start(loadedAdapter, next)
      // a stored connection restores: the adapter's code loads with init, not a hop later
      if (found && !next.restoring) {
        const discovery = await found.load()
        const win = next.getWindow()
        // a destroy, a newer init or the adapter's own code while the discovery loaded wins
        if (context === next && !loadedAdapter && win)
          discovery.start(win, (connectors) => relay({ type: 'connectorsChanged', connectors }), next)
        return
      }
      // a restore's code loads once the page has painted what the mount showed
      if (next.painted) await next.painted
      await start(await inner.load(), next)
    },
    destroy() {
      context = undefined
      started = undefined
      found?.peek()?.stop()
      loadedAdapter?.destroy?.()
    },
    // the loaded adapter's own preload too (a combination's chain adapter)
    preload: () => inner.load().then((loaded) => loaded.preload?.()),
    // the loaded adapter's from the turn it starts, before its own init settles: a discovery alone
    // that loaded after it never started (a preload overtook it), so its list is empty
    getConnectors: () =>
      loadedAdapter?.getConnectors() ?? found?.peek()?.connectors() ?? shape.connectors?.() ?? [],
    getProvider(connectorId) {
      if (loadedAdapter) return loadedAdapter.getProvider?.(connectorId)
      return found?.peek()?.provider(connectorId) ?? shape.getProvider?.(connectorId)
    },
    // the loaded adapter's, if it has one (before it has loaded nothing is connected to route to)
    latchProvider: (latch) => inner.peek()?.latchProvider?.(latch),
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  } as ChainAdapter
  forward(adapter, undefined, [
    'connect',
    'reconnect',
    'disconnect',
    'switchNetwork',
    'getBalance',
    'signMessage',
    'request',
    ...(['send', 'estimateFee', 'prepareSend', 'previewRequest'] as const).filter(
      (capability) => shape[capability],
    ),
  ])
  if (shape.accountData) {
    const accountData = {} as AccountDataSource
    forward(accountData, 'accountData', ['getTokenBalances', 'getActivity'])
    if (shape.accountData === true) forward(accountData, 'accountData', ['getNfts'], () => [])
    // a loaded source that cannot follow a transaction answers "cannot tell"
    forward(accountData, 'accountData', ['getTransactionStatus'], () => undefined)
    adapter.accountData = accountData
  }
  if (shape.siwx) {
    const siwx = { namespace: shape.namespace } as AdapterSiwxVerifier
    forward(siwx, 'siwx', ['formatMessage', 'parseMessage', 'check', 'verify'])
    forward(siwx, 'siwx', ['preload'], () => undefined)
    adapter.siwx = siwx
  }
  return adapter
}
