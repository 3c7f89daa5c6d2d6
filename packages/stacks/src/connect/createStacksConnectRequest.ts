import type { Latch } from '@latch/core'
import {
  type ChainAdapter,
  ConnectionError,
  describeUntrusted,
  MethodNotSupportedError,
  ValidationError,
} from '@latch/core/kit'
import type { StacksChainAdapter } from '../adapter/createStacksAdapters'
import { STACKS_CONNECT_MESSAGES } from '../errors/connectMessages'
import { networkKind } from '../networks/networkKind'
import {
  STACKS_CONNECT_METHODS,
  type StacksConnectMethod,
  type StacksConnectParams,
  type StacksConnectResult,
} from './connectMethods'
import { toStacksConnectError } from './StacksConnectError'
import { toConnectResult } from './toConnectResult'
import { toLatchRequest } from './toLatchRequest'

/**
 * What the bridge reads from the Latch instance: its adapters, connection state and networks.
 *
 * @example
 * ```ts
 * const host: StacksConnectHost = latch
 * ```
 */
export type StacksConnectHost = Pick<Latch, 'adapters' | 'getState' | 'getNetwork'>

/**
 * The options argument of `@stacks/connect`'s `request(options, method, params)`. Latch's
 * connection chooses the wallet, so the picker options have no effect; `provider`, when given,
 * must be the connected wallet's provider (`latch`'s adapter `getProvider`).
 *
 * @example
 * ```ts
 * await request({ provider: window.LeatherProvider }, 'stx_signMessage', { message: 'hi' })
 * ```
 */
export type StacksConnectRequestOptions = {
  provider?: unknown
  forceWalletSelect?: boolean
  persistWalletSelect?: boolean
  enableOverrides?: boolean
  enableLocalStorage?: boolean
  defaultProviders?: unknown[]
  approvedProviderIds?: string[]
}

/**
 * `@stacks/connect` 8's `request`, answered by Latch's Stacks/Bitcoin connection.
 *
 * @example
 * ```ts
 * const { txid } = await request('stx_transferStx', { recipient, amount: '1000', memo: 'rent' })
 * ```
 */
export type StacksConnectRequest = {
  <M extends StacksConnectMethod>(method: M, params?: StacksConnectParams<M>): Promise<StacksConnectResult<M>>
  <M extends StacksConnectMethod>(
    options: StacksConnectRequestOptions,
    method: M,
    params?: StacksConnectParams<M>,
  ): Promise<StacksConnectResult<M>>
}

type Route = { adapter: StacksChainAdapter; connectorId: string }

const isStacksAdapter = (adapter: ChainAdapter): adapter is StacksChainAdapter =>
  'session' in adapter && typeof (adapter as Partial<StacksChainAdapter>).session?.getAddresses === 'function'

/** The active Stacks or Bitcoin connection to send `method` through (its own namespace first). */
function route(latch: StacksConnectHost, method: StacksConnectMethod): Route {
  const order = method.startsWith('stx_') ? (['stacks', 'bip122'] as const) : (['bip122', 'stacks'] as const)
  const { connections } = latch.getState()
  let adapters = 0
  for (const namespace of order) {
    const adapter = latch.adapters.find((a) => a.namespace === namespace)
    if (!adapter || !isStacksAdapter(adapter)) continue
    adapters++
    const connectorId = connections.activeConnectorIds[namespace]
    if (connections.status[namespace] === 'connected' && connectorId) return { adapter, connectorId }
  }
  if (adapters === 0) throw new ValidationError(STACKS_CONNECT_MESSAGES.noAdapter, { code: 'NO_ADAPTER' })
  throw new ConnectionError(STACKS_CONNECT_MESSAGES.notConnected, { code: 'NOT_CONNECTED' })
}

async function send(
  latch: StacksConnectHost,
  options: StacksConnectRequestOptions,
  method: unknown,
  params: unknown,
): Promise<unknown> {
  if (typeof method !== 'string' || !(STACKS_CONNECT_METHODS as readonly string[]).includes(method)) {
    throw new MethodNotSupportedError(describeUntrusted(method, 80), {
      details: STACKS_CONNECT_MESSAGES.unknownMethod(method),
    })
  }
  const connectMethod = method as StacksConnectMethod
  const { adapter, connectorId } = route(latch, connectMethod)
  if (options.provider !== undefined && options.provider !== adapter.getProvider?.(connectorId)) {
    throw new ValidationError(STACKS_CONNECT_MESSAGES.foreignProvider, { code: 'INVALID_OPTIONS' })
  }
  const request = await toLatchRequest(connectMethod, params, {
    stacksNetwork: networkKind(latch.getNetwork({ namespace: 'stacks' })),
    bitcoinNetwork: networkKind(latch.getNetwork({ namespace: 'bip122' })),
    addresses: adapter.session.getAddresses(connectorId),
  })
  const result = await adapter.request({
    connectorId,
    method: request.method,
    ...(request.params === undefined ? {} : { params: request.params }),
  })
  return toConnectResult(connectMethod, result)
}

/**
 * Creates `@stacks/connect` 8's `request` over a Latch instance, so code written for
 * `@stacks/connect` runs unchanged on Latch's connection: the same method names (`stx_transferStx`,
 * `stx_callContract`, `getAddresses`, `sendTransfer`, `signPsbt`…), parameters (amounts as number,
 * bigint or string; Clarity values or hex) and results (`{ txid, transaction }`, `{ addresses }`…).
 * Each request goes to the active Stacks or Bitcoin connection (the method's own namespace first,
 * as one wallet session serves both) with Latch's per-wallet shaping (Leather, Xverse, SIP-030
 * wallets) and checks: the parameters are validated before the wallet is contacted and its answer
 * is read field by field. Every failure is a {@link StacksConnectError} with the JSON-RPC code
 * `@stacks/connect` code tests (`-32000` a user's refusal on every wallet, `-31001` a closed
 * prompt, `-32601` an unknown method, `-32602` bad parameters).
 *
 * @param latch - The Latch instance, with `createStacksAdapters()`'s adapters.
 * @returns `request(method, params?)`, also callable as `request(options, method, params?)`.
 * @example
 * ```ts
 * import { createStacksConnectRequest } from '@latch/stacks/connect'
 * const request = createStacksConnectRequest(latch)
 * const { txid } = await request('stx_transferStx', { recipient, amount: '1000', memo: 'rent' })
 * ```
 */
export function createStacksConnectRequest(latch: StacksConnectHost): StacksConnectRequest {
  const request = (...args: unknown[]): Promise<unknown> => {
    const withOptions = typeof args[0] === 'object' && args[0] !== null
    const options = (withOptions ? args[0] : {}) as StacksConnectRequestOptions
    const [method, params] = withOptions ? args.slice(1) : args
    return send(latch, options, method, params).catch((error: unknown) => {
      throw toStacksConnectError(error)
    })
  }
  return request as StacksConnectRequest
}
