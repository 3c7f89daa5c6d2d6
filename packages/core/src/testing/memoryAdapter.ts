import type { AccountInfo, AdapterEvent, ChainAdapter, Connector, ConnectResult } from '../adapters/types'
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../shared/networks/types'

/**
 * Test networks, one per namespace the tests use. Loopback RPC URLs are never called: the
 * memory adapter answers everything in memory.
 *
 * @example
 * ```ts
 * createLatch({ adapters: [], networks: [testNetworks.ethereum] })
 * ```
 */
export const testNetworks = {
  ethereum: network('eip155', '1', 'Ethereum', 'ETH', 18),
  sepolia: network('eip155', '11155111', 'Sepolia', 'ETH', 18),
  solana: network('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', 'SOL', 9),
  stacks: network('stacks', '1', 'Stacks', 'STX', 6),
} satisfies Record<string, CaipNetwork>

function network(
  ns: ChainNamespace,
  id: string,
  name: string,
  symbol: string,
  decimals: number,
): CaipNetwork {
  return {
    id,
    caipNetworkId: `${ns}:${id}`,
    chainNamespace: ns,
    name,
    nativeCurrency: { name, symbol, decimals },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  }
}

/**
 * Options of {@link createMemoryAdapter}.
 *
 * @example
 * ```ts
 * createMemoryAdapter({ namespace: 'eip155', connectors: [testConnector('eip155', 'io.metamask')], balance: 10n ** 18n })
 * ```
 */
export type MemoryAdapterOptions = {
  namespace: ChainNamespace
  /** Connectors "installed" in the page. */
  connectors?: Connector[]
  /** Accounts each connector returns on connect. */
  accounts?: Record<string, AccountInfo[]>
  /** Connector ids that still authorise the app (restore succeeds for them). */
  authorized?: string[]
  /** Native balance returned for every address, in base units. */
  balance?: bigint
  /**
   * When the wallet handles a connect, reconnect or disconnect: `handle` changes what the wallet
   * holds and gives its answer. Default: at once. A test delays it (a timer, or fast-check's
   * scheduler) to make the wallet answer late, in any order.
   */
  answer?: <T>(request: { method: string; connectorId: string }, handle: () => T) => Promise<T>
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
export function createMemoryAdapter(options: MemoryAdapterOptions) {
  const listeners = new Set<(event: AdapterEvent) => void>()
  const authorized = new Set(options.authorized ?? [])
  const calls: { method: string; params: unknown }[] = []
  let held: { resolve: (r: ConnectResult) => void; reject: (e: unknown) => void } | undefined
  let holdNext = false
  let rejectNext: unknown
  const walletAccounts = new Map<string, AccountInfo[]>()
  const accountsOf = (id: string): AccountInfo[] =>
    (
      walletAccounts.get(id) ??
      options.accounts?.[id] ?? [{ address: `${options.namespace}-${id}-address` }]
    ).map((a) => ({ ...a }))
  let networkId: CaipNetworkId | undefined
  const answer =
    options.answer ?? (<T>(_request: unknown, handle: () => T): Promise<T> => Promise.resolve(handle()))
  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }

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
    /** The next connect() stays pending until `release()`. */
    holdConnect() {
      holdNext = true
    },
    /** Resolve a held connect. */
    release() {
      held?.resolve({ accounts: [], caipNetworkId: networkId! })
      held = undefined
    },
    /** The next connect() rejects with `error` (e.g. `{ code: 4001 }`). */
    rejectConnect(error: unknown) {
      rejectNext = error
    },
    /** Send an adapter event as the wallet would. */
    emit,
    /** What the wallets hold: each connector that considers itself connected to the app, with its accounts. */
    connected(): Record<string, AccountInfo[]> {
      return Object.fromEntries([...authorized].map((id) => [id, accountsOf(id)]))
    },
    /** The user picks other accounts in the wallet: it tells the app when it is connected. */
    switchAccounts(connectorId: string, accounts: AccountInfo[]) {
      walletAccounts.set(connectorId, accounts)
      if (authorized.has(connectorId))
        emit({ type: 'accountsChanged', connectorId, accounts: accountsOf(connectorId) })
    },
    /** The user disconnects the app in the wallet: it tells the app when it was connected. */
    disconnectInWallet(connectorId: string) {
      if (authorized.delete(connectorId)) emit({ type: 'disconnect', connectorId })
    },
  }
}

/**
 * A connector for tests.
 *
 * @param namespace - Namespace served.
 * @param id - Connector id.
 * @param installed - Present in the page.
 * @returns The connector.
 * @example
 * ```ts
 * testConnector('eip155', 'io.metamask')
 * ```
 */
export function testConnector(namespace: ChainNamespace, id: string, installed = true): Connector {
  return {
    id,
    type: installed ? 'announced' : 'walletConnect',
    name: `Wallet ${id}`,
    chain: namespace,
    installed,
  }
}
