import { lazy, withLoaded } from '../shared/lazy/lazy'
import type { ChainNamespace } from '../shared/networks/types'
import type { AccountDataSource } from './AccountDataSource'
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
  /** The loaded adapter has `accountData`; `{ nfts: false }` when its source lists no NFTs. */
  accountData?: boolean | { nfts: false }
  /** The loaded adapter has `siwx` (its sign-in verifier). */
  siwx?: boolean
  /** Connectors known without the adapter's code (before it has loaded). Default none. */
  connectors?: () => readonly Connector[]
  /** A connector's provider known without the adapter's code. */
  getProvider?: (connectorId: string) => unknown
}

type Capability = 'send' | 'estimateFee' | 'accountData' | 'siwx'

/**
 * A chain adapter whose code loads with `init` (which `latch.mount()` calls) instead of with the
 * page: everything an adapter must answer synchronously (namespace, listeners, capabilities) is
 * answered here, and every wallet call goes to the loaded adapter, in the same turn once it has
 * loaded (so a wallet prompt stays inside the user's click). Before it loads, `getConnectors()`
 * returns `shape.connectors()` (default none); `init` resolves once the loaded adapter has started,
 * so `getConnectors()` after `await init(...)` lists what it discovered. The declared capabilities
 * (`send`, `accountData`, `siwx`...) call the loaded adapter's own as it is at the time of the call.
 *
 * @param shape - The namespace and the loaded adapter's optional capabilities.
 * @param load - Imports and builds the adapter (not yet initialised).
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
  load: () => Promise<ChainAdapter>,
): ChainAdapter {
  const listeners = new Set<(event: AdapterEvent) => void>()
  let context: AdapterContext | undefined
  const inner = lazy(async () => {
    const loaded = await load()
    loaded.subscribe((event) => {
      for (const listener of [...listeners]) listener(event)
    })
    return loaded
  })
  // The capability is read from the loaded adapter at each call (an adapter may set it in `init`);
  // a shape that names one the loaded adapter lacks rejects, in the same turn as the call.
  const using = <K extends Capability, R>(
    key: K,
    use: (loaded: ChainAdapter & { [P in K]-?: NonNullable<ChainAdapter[P]> }) => R | Promise<R>,
  ): Promise<R> =>
    withLoaded(inner, async (loaded) => {
      if (loaded[key] === undefined)
        throw new TypeError(`The loaded ${shape.namespace} adapter has no ${key}`)
      return use(loaded as ChainAdapter & { [P in K]-?: NonNullable<ChainAdapter[P]> })
    })
  const adapter: ChainAdapter = {
    namespace: shape.namespace,
    async init(next) {
      context = next
      const loaded = await inner.load()
      // a destroy or a newer init while the code loaded wins
      if (context === next) await loaded.init(next)
    },
    destroy() {
      context = undefined
      inner.peek()?.destroy?.()
    },
    getConnectors: () => inner.peek()?.getConnectors() ?? shape.connectors?.() ?? [],
    connect: (params) => withLoaded(inner, (a) => a.connect(params)),
    reconnect: (params) => withLoaded(inner, (a) => a.reconnect(params)),
    disconnect: (params) => withLoaded(inner, (a) => a.disconnect(params)),
    switchNetwork: (params) => withLoaded(inner, (a) => a.switchNetwork(params)),
    getBalance: (params) => withLoaded(inner, (a) => a.getBalance(params)),
    signMessage: (params) => withLoaded(inner, (a) => a.signMessage(params)),
    request: (params) => withLoaded(inner, (a) => a.request(params)),
    getProvider: (connectorId) => {
      const loaded = inner.peek()
      return loaded ? loaded.getProvider?.(connectorId) : shape.getProvider?.(connectorId)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
  if (shape.send) adapter.send = (params) => using('send', (a) => a.send(params))
  if (shape.estimateFee) adapter.estimateFee = (params) => using('estimateFee', (a) => a.estimateFee(params))
  if (shape.accountData) {
    const accountData: AccountDataSource = {
      getTokenBalances: (params) => using('accountData', (a) => a.accountData.getTokenBalances(params)),
      getActivity: (params) => using('accountData', (a) => a.accountData.getActivity(params)),
    }
    if (shape.accountData === true)
      accountData.getNfts = (params) => using('accountData', (a) => a.accountData.getNfts?.(params) ?? [])
    adapter.accountData = accountData
  }
  if (shape.siwx)
    adapter.siwx = {
      namespace: shape.namespace,
      formatMessage: (data) => using('siwx', (a) => a.siwx.formatMessage(data)),
      parseMessage: (message) => using('siwx', (a) => a.siwx.parseMessage(message)),
      check: (session, expected) => using('siwx', (a) => a.siwx.check(session, expected)),
      verify: (session, expected) => using('siwx', (a) => a.siwx.verify(session, expected)),
      preload: () => using('siwx', (a) => a.siwx.preload?.()),
    }
  return adapter
}
