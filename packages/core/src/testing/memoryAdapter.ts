import type { AdapterEvent, ChainAdapter, ConnectResult } from '../adapters/types'
import type { CaipNetworkId } from '../shared/networks/types'
import type { MemoryAdapterOptions } from './memoryAdapterOptions'
import { createMemoryWallet, type MemoryWalletControls } from './memoryWallet'

// The memory adapter's options, test networks and connector helper live beside it; tests import
// them all here.
export type { MemoryAdapterOptions } from './memoryAdapterOptions'
export { testConnector } from './testConnector'
export { testNetworks } from './testNetworks'

/**
 * What {@link createMemoryAdapter} returns: the adapter, the calls it received, and the controls of
 * a test (a held or refused connect, adapter events, the wallet's own controls).
 *
 * @example
 * ```ts
 * const memory: MemoryAdapter = createMemoryAdapter({ namespace: 'eip155' })
 * memory.rejectConnect({ code: 4001 })
 * ```
 */
export type MemoryAdapter = MemoryWalletControls & {
  adapter: ChainAdapter
  /** Every call the adapter received, in order. */
  calls: { method: string; params: unknown }[]
  /** The next connect() stays pending until `release()`. */
  holdConnect(): void
  /** Resolve a held connect. */
  release(): void
  /** The next connect() rejects with `error` (e.g. `{ code: 4001 }`). */
  rejectConnect(error: unknown): void
  /** Send an adapter event as the wallet would. */
  emit(event: AdapterEvent): void
}

/**
 * A small in-memory {@link ChainAdapter} for tests: it stands in for a real wallet, which
 * cannot run in a unit test. `connect` can be held open (`holdConnect`) to test a pending connect,
 * and `emit` sends adapter events as a wallet would.
 *
 * @param options - Namespace, connectors, accounts.
 * @returns The adapter plus test controls.
 * @example
 * ```ts
 * const adapter = createMemoryAdapter({ namespace: 'eip155', connectors: [injected] })
 * ```
 */
export function createMemoryAdapter(options: MemoryAdapterOptions): MemoryAdapter {
  const listeners = new Set<(event: AdapterEvent) => void>()
  const calls: { method: string; params: unknown }[] = []
  let held: { resolve: (r: ConnectResult) => void; reject: (e: unknown) => void } | undefined
  let holdNext = false
  let rejectNext: unknown
  let networkId: CaipNetworkId | undefined
  const answer =
    options.answer ?? (<T>(_request: unknown, handle: () => T): Promise<T> => Promise.resolve(handle()))
  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }
  const { authorized, accountsOf, controls } = createMemoryWallet(options, emit)

  const adapter: ChainAdapter = {
    namespace: options.namespace,
    init(context) {
      calls.push({ method: 'init', params: context.networks.length })
      networkId ??= context.networks[0]?.caipNetworkId
    },
    destroy() {
      calls.push({ method: 'destroy', params: undefined })
    },
    getConnectors: () => options.connectors ?? [],
    connect(params) {
      calls.push({ method: 'connect', params })
      if (params.caipNetworkId) networkId = params.caipNetworkId
      if (rejectNext !== undefined) {
        const error = rejectNext
        rejectNext = undefined
        return Promise.reject(error)
      }
      const caipNetworkId = networkId ?? params.caipNetworkId!
      if (!holdNext) {
        return answer({ method: 'connect', connectorId: params.connectorId }, () => {
          authorized.add(params.connectorId)
          return { accounts: accountsOf(params.connectorId), caipNetworkId }
        })
      }
      holdNext = false
      const result = { accounts: accountsOf(params.connectorId), caipNetworkId }
      return new Promise((resolve, reject) => {
        held = { resolve: () => resolve(result), reject }
      })
    },
    async reconnect(params) {
      calls.push({ method: 'reconnect', params })
      return answer({ method: 'reconnect', connectorId: params.connectorId }, () =>
        authorized.has(params.connectorId)
          ? { accounts: accountsOf(params.connectorId), caipNetworkId: params.caipNetworkId ?? networkId! }
          : null,
      )
    },
    async disconnect(params) {
      calls.push({ method: 'disconnect', params })
      await answer({ method: 'disconnect', connectorId: params.connectorId }, () => {
        authorized.delete(params.connectorId)
      })
    },
    async switchNetwork(params) {
      calls.push({ method: 'switchNetwork', params: params.network.caipNetworkId })
      networkId = params.network.caipNetworkId
    },
    async getBalance({ network: n }) {
      calls.push({ method: 'getBalance', params: n.caipNetworkId })
      return {
        value: options.balance ?? 0n,
        decimals: n.nativeCurrency.decimals,
        symbol: n.nativeCurrency.symbol,
      }
    },
    async signMessage() {
      return '0xsignature'
    },
    async request(params) {
      calls.push({ method: params.method, params: params.params })
      return null
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }

  return {
    adapter,
    calls,
    holdConnect() {
      holdNext = true
    },
    release() {
      held?.resolve({ accounts: [], caipNetworkId: networkId! })
      held = undefined
    },
    rejectConnect(error) {
      rejectNext = error
    },
    emit,
    ...controls,
  }
}
