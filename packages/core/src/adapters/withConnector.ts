import { MethodNotSupportedError } from '../shared/errors/errors'
import { PAIRING_CONNECTOR_ID } from './pairingConnectorId'
import type { ChainAdapter } from './types'

/** The calls that go to the adapter serving the call's connector. */
const ROUTED = ['connect', 'reconnect', 'disconnect', 'switchNetwork', 'signMessage', 'request'] as const
type Routed = (typeof ROUTED)[number]

/**
 * Options of {@link withConnector}.
 *
 * @example
 * ```ts
 * const options: WithConnectorOptions = { connectorId: 'walletConnect', provider: pairingConnector }
 * ```
 */
export type WithConnectorOptions = {
  /** Connector id served by the extra adapter (e.g. `'ID_AUTH'`, `'walletConnect'`). */
  connectorId: string
  /** What `getProvider(connectorId)` returns; default the extra adapter's own provider. */
  provider?: unknown
  /**
   * Read the native balance of accounts connected through the extra connector from `extra` (the
   * auth connector's wallet reads its own RPC, uncached, so a funded or spent account shows at
   * once); default `base` for every account.
   */
  balanceFromConnector?: boolean
}

/**
 * One adapter for a namespace served by its chain adapter and by one extra connector (the auth
 * connector, the pairing protocol): calls for `options.connectorId` go to `extra`, all others to
 * `base`. Balances, account data and sign-in formats come from `base`, which knows the chain. A send
 * through a connector whose adapter has no `send` is the chain adapter's `prepareSend` request,
 * sent through that connector. Core keeps one adapter per namespace, so this is how a second way
 * to connect joins it.
 *
 * @param base - The chain adapter of the namespace.
 * @param extra - The adapter serving the extra connector, same namespace.
 * @param options - Which connector id `extra` serves, and its provider.
 * @returns The combined adapter.
 * @example
 * ```ts
 * const eip155 = withConnector(evmAdapter(), walletConnectAdapter({ connector, namespace: 'eip155' }), {
 *   connectorId: 'walletConnect',
 * })
 * ```
 */
export function withConnector(
  base: ChainAdapter,
  extra: ChainAdapter,
  options: WithConnectorOptions,
): ChainAdapter {
  const pick = (connectorId: string) => (connectorId === options.connectorId ? extra : base)
  const combined: Omit<ChainAdapter, Routed> & Partial<ChainAdapter> = {
    namespace: base.namespace,
    async init(context) {
      await Promise.all([base.init(context), extra.init(context)])
    },
    destroy() {
      base.destroy?.()
      extra.destroy?.()
    },
    getConnectors: () => [...base.getConnectors(), ...extra.getConnectors()],
    getBalance: (params) =>
      (options.balanceFromConnector && params.connectorId === options.connectorId ? extra : base).getBalance(
        params,
      ),
    getProvider: (connectorId) =>
      connectorId === options.connectorId && 'provider' in options
        ? options.provider
        : pick(connectorId).getProvider?.(connectorId),
    subscribe(listener) {
      // The base adapter reports only its own connectors: keep the extra one in the namespace's list.
      const offBase = base.subscribe((event) =>
        listener(
          event.type === 'connectorsChanged'
            ? { ...event, connectors: [...event.connectors, ...extra.getConnectors()] }
            : event,
        ),
      )
      const offExtra = extra.subscribe(listener)
      return () => {
        offBase()
        offExtra()
      }
    },
  }
  // each call for a connector goes to the adapter that serves it; a connection through the extra
  // connector also loads the chain adapter's code (its account data, sign-in and Latch provider
  // serve that connection too), beside the connect, never delaying it
  for (const name of ROUTED)
    combined[name] = ((params: { connectorId: string }) => {
      const target = pick(params.connectorId)
      const call = target[name](params as never) as Promise<unknown>
      if (target === base || !base.preload || (name !== 'connect' && name !== 'reconnect')) return call
      return Promise.all([call, base.preload().catch(() => undefined)]).then(([result]) => result)
    }) as never
  if (base.preload || extra.preload)
    combined.preload = () => Promise.all([base.preload?.(), extra.preload?.()]).then(() => undefined)
  if (base.send || extra.send || base.prepareSend)
    combined.send = async (params) => {
      const target = pick(params.connectorId)
      if (target.send) return target.send(params)
      // a connector with no send of its own: the chain adapter's transaction, as its wallet request
      if (target === base || !base.prepareSend) throw new MethodNotSupportedError('send')
      const { request, result } = await base.prepareSend(params)
      return result(
        await target.request({ ...request, connectorId: params.connectorId, network: params.network }),
      )
    }
  if (base.estimateFee || extra.estimateFee) {
    // A fee is the chain's: the connector's own estimate when it has one, else the chain adapter's.
    combined.estimateFee = (params) => {
      const target = [pick(params.connectorId), base, extra].find((a) => a.estimateFee)
      return target?.estimateFee
        ? target.estimateFee(params)
        : Promise.reject(new MethodNotSupportedError('estimateFee'))
    }
  }
  // a preview decodes the chain's request, whichever connector sends it
  const previewRequest = base.previewRequest?.bind(base) ?? extra.previewRequest?.bind(extra)
  if (previewRequest) combined.previewRequest = previewRequest
  if (base.accountData) combined.accountData = base.accountData
  if (base.siwx) combined.siwx = base.siwx
  if (base.latchProvider) combined.latchProvider = base.latchProvider
  // the pairing views' source comes from the adapter serving the pairing connector
  const { pairing } = pick(PAIRING_CONNECTOR_ID)
  if (pairing) combined.pairing = pairing
  return combined as ChainAdapter
}
