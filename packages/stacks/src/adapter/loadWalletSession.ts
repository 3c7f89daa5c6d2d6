import {
  type CaipNetwork,
  ConnectionError,
  createMemoryStore,
  createStorage,
  freezeRpcRequest,
  type LatchStorage,
  lazy,
  MethodNotSupportedError,
  ValidationError,
} from '@latch/core/kit'
import { STACKS_LOADED_SESSION_MESSAGES } from '../errors/loadedSessionMessages'
import { STACKS_SESSION_MESSAGES } from '../errors/sessionMessages'
import { networkKind } from '../networks/networkKind'
import { createProviderTransport } from '../request/createProviderTransport'
import type { StacksMethod, StacksMethodParams, StacksMethodResult, WalletAddress } from '../request/methods'
import type { StacksWalletTransport } from '../request/StacksWalletTransport'
import type { StacksNetworkKind } from '../validation/assertStacksAddress'
import type { StacksDiscovery } from '../wallets/createStacksDiscovery'
import type { SessionWallet } from '../wallets/sessionWallet'
import type { ConnectedWallet } from './createSessionLifecycle'
import { type KeptSessionCall, replayKeptCalls } from './replayKeptCalls'
import type { WalletSessionEvent } from './walletSessionEvent'
import type { ExternalStacksWallet } from './walletSessionTypes'

type Connected = ConnectedWallet

/**
 * The Stacks/Bitcoin wallet sessions shared by the `stacks` and `bip122` adapters, one per wallet
 * (several wallets are connected at once): connect, requests to a named wallet (capability check,
 * validation, per-wallet shapes, error and result normalisation), persistence of each session,
 * silent restore, disconnect of one wallet, over the wallets a running discovery finds. The code
 * {@link createWalletSession}'s front loads (after the discovery's chunk, which loads it), not with
 * the page.
 *
 * @param discovery - The wallet discovery loaded before this code (the one the adapters start at
 *   mount): the session reads its wallets and providers.
 * @param kept - The calls the front kept before this code loaded (`init`, `setNetwork`,
 *   `addExternalWallet`, `subscribe`): taken out and made here in order, each one's answer kept
 *   in it for the front.
 * @returns The loaded session.
 * @example
 * ```ts
 * const session = loadWalletSession(createStacksDiscovery())
 * session.init({ getWindow: () => window, storage })
 * await session.connect('LeatherProvider')
 * await session.request('stx_transferStx', { recipient, amount: 1_000_000n }, 'LeatherProvider')
 * ```
 */
export function loadWalletSession(discovery: StacksDiscovery, kept: KeptSessionCall[] = []) {
  let storage: LatchStorage = createStorage(createMemoryStore())
  let initialised = false
  const external = new Map<string, ExternalStacksWallet>()
  const networks: { stacks: StacksNetworkKind; bip122: 'mainnet' | 'testnet' } = {
    stacks: 'mainnet',
    bip122: 'mainnet',
  }
  const listeners = new Set<(event: WalletSessionEvent) => void>()
  /** Connected wallets by id, in connection order. */
  const sessions = new Map<string, Connected>()

  const emit = (event: WalletSessionEvent) => {
    for (const listener of listeners) listener(event)
  }

  const transportFor = (walletId: string): StacksWalletTransport | undefined => {
    const ext = external.get(walletId)
    if (ext) return ext.transport
    const wallet = discovery.wallets().find((w) => w.descriptor.id === walletId)
    return wallet?.provider ? createProviderTransport(wallet.provider, wallet.descriptor) : undefined
  }

  /** Disconnects so far per wallet: a restore that a disconnect overtook does not restore it. */
  const ended = new Map<string, number>()
  // Adding, storing, restoring and ending sessions load with the first connect or restore (after
  // the click, or with the reload's restore), not with the page.
  const lifecycle = lazy(() =>
    import('./createSessionLifecycle').then(({ createSessionLifecycle }) =>
      createSessionLifecycle({
        sessions,
        ended,
        storage: () => storage,
        networks,
        emit,
        transportFor,
        providerOf: (id) => (external.has(id) ? undefined : discovery.provider(id)),
        // the connect's own request: a sats-connect wallet answers it silently once connected
        readAddresses: async (conn) => (await requestWith(conn, 'getAddresses', undefined)).addresses,
      }),
    ),
  )

  /** The last wallet connected or restored. */
  const lastId = () => [...sessions.keys()].at(-1)

  /** The named wallet's session; naming none is allowed only while one wallet is connected. */
  const requireSession = (walletId: string | undefined, method: string): Connected => {
    if (walletId === undefined && sessions.size > 1)
      throw new ValidationError(STACKS_LOADED_SESSION_MESSAGES.walletRequired(method), {
        code: 'WALLET_REQUIRED',
      })
    const conn = sessions.get(walletId ?? lastId() ?? '')
    if (!conn) {
      const message = walletId
        ? STACKS_SESSION_MESSAGES.notConnected(walletId)
        : STACKS_LOADED_SESSION_MESSAGES.noneConnected
      throw new ConnectionError(message, {
        code: 'NOT_CONNECTED',
        details: `Connect a wallet before calling ${method}`,
      })
    }
    return conn
  }

  async function requestWith<M extends StacksMethod>(
    conn: Connected,
    method: M,
    params: StacksMethodParams<M>,
  ): Promise<StacksMethodResult<M>> {
    const supported = await conn.transport.supportedMethods()
    if (!supported.includes(method))
      throw new MethodNotSupportedError(method, { meta: { walletId: conn.id } })
    // Validation and per-wallet shaping load with the first request (still before the wallet is
    // contacted), so the page's initial bundle carries only discovery and the session.
    const { prepareWalletParams, normalizeWalletResult, normalizeStacksWalletError } = await import(
      '../request/requestPipeline'
    )
    const walletParams = await prepareWalletParams(method, params, {
      dialect: conn.transport.dialect,
      stacksNetwork: networks.stacks,
      bitcoinNetwork: networks.bip122,
      bitcoinAddresses: conn.addresses.filter((a) => a.symbol === 'BTC'),
    })
    try {
      const raw = await conn.transport.request(method, walletParams)
      // the wallet's answer is untrusted too: a result that cannot be read is a wallet error
      return normalizeWalletResult(method, raw, params)
    } catch (error) {
      throw normalizeStacksWalletError(error, method)
    }
  }

  const session = {
    /**
     * Reads the wallets of the instance's window and keeps sessions in its storage (the first call
     * only). Requests target each namespace's first network of `networks` until `setNetwork` (the
     * adapter's active one) says otherwise.
     */
    init(context: {
      getWindow: () => unknown
      storage: LatchStorage
      networks?: readonly CaipNetwork[]
    }): void {
      for (const namespace of ['stacks', 'bip122'] as const) {
        const first = context.networks?.find((n) => n.chainNamespace === namespace)
        if (first) networks[namespace] = networkKind(first)
      }
      if (initialised) return
      initialised = true
      discovery.setWindow(context.getWindow)
      storage = context.storage
    },
    /** Wallets: known and registered ones (installed flag set), then external transports. */
    listWallets(): SessionWallet[] {
      return [
        ...discovery.listed(),
        ...[...external.values()].map((w) => ({
          descriptor: w.descriptor,
          installed: true,
          kind: 'walletConnect' as const,
        })),
      ]
    },
    /**
     * Add a wallet reached through its own transport (the pairing-protocol seam). The returned
     * remover takes it away (its session ended, e.g. deleted in the wallet): a session it held ends
     * too, in both namespaces, the other wallets untouched.
     */
    addExternalWallet(wallet: ExternalStacksWallet): () => void {
      const { id } = wallet.descriptor
      external.set(id, wallet)
      return () => {
        if (external.get(id) !== wallet) return
        external.delete(id)
        void lifecycle.load().then((l) => l.end(id))
      }
    },
    /** The injected provider of a wallet (undefined for external transports or when absent). */
    getProvider(walletId: string): unknown {
      return discovery.provider(walletId)
    },
    /** Set the network requests of a namespace target. */
    setNetwork(namespace: 'stacks' | 'bip122', kind: StacksNetworkKind): void {
      networks[namespace] = kind
    },
    /** The last wallet connected or restored, if any. */
    getConnectedWalletId(): string | undefined {
      return lastId()
    },
    /**
     * Throws the ConnectionError a request to `walletId` would (before contacting any wallet) when
     * that wallet is not connected.
     */
    assertConnected(walletId: string, method: string): void {
      requireSession(String(walletId), method)
    },
    /** Every connected wallet's id, in connection order. */
    getConnectedWalletIds(): string[] {
      return [...sessions.keys()]
    },
    /** A connected wallet's addresses (default: the last connected; public keys in memory only). */
    getAddresses(walletId?: string): readonly WalletAddress[] {
      return sessions.get(walletId ?? lastId() ?? '')?.addresses ?? []
    },
    /**
     * Connect: asks the wallet for its addresses. The wallets already connected stay connected.
     * The wallet and its addresses are stored only when this succeeds.
     */
    async connect(walletId: string): Promise<readonly WalletAddress[]> {
      const known = sessions.get(walletId)
      if (known) return known.addresses
      const transport = transportFor(walletId)
      // still before any wallet is asked; the error's module loads only for such a connect
      if (!transport) throw (await import('./walletNotInstalled')).walletNotInstalled(walletId)
      const pending: Connected = { id: walletId, transport, addresses: [] }
      pending.addresses = (await requestWith(pending, 'getAddresses', undefined)).addresses
      // two connects of one wallet at once: the first answer wins
      const kept = (await lifecycle.load()).adopt(pending)
      if (kept === pending) emit({ type: 'addresses', walletId, addresses: kept.addresses })
      return kept.addresses
    },
    /**
     * Silent restore of one remembered wallet, from its stored addresses, when the wallet is still
     * installed and the addresses are valid for the current networks. Never prompts (a WBIP
     * `getAddresses` would), so the wallet itself is not asked: its authorisation cannot be proven
     * here. A remembered wallet that is no longer installed is forgotten. The stored addresses'
     * checks (c32check, bech32) load with the first restore.
     */
    async restore(walletId: string): Promise<readonly WalletAddress[] | null> {
      const known = sessions.get(walletId)
      if (known) return known.addresses
      const disconnects = ended.get(walletId)
      return (await lifecycle.load()).restore(walletId, disconnects)
    },
    /**
     * A request to a connected wallet: `walletId` (the active connection's `connectorId`), which
     * may be left out only while one wallet is connected. Fails with a ValidationError when
     * several are connected and none is named, a ConnectionError when the wallet is not connected,
     * and -32601 when it does not support the method, all before contacting any wallet.
     */
    async request<M extends StacksMethod>(
      method: M,
      params: StacksMethodParams<M>,
      walletId?: string,
    ): Promise<StacksMethodResult<M>> {
      // Taken in once, before anything is awaited: the copy that is validated is the one shaped
      // for the wallet and sent, whatever the caller does to its own object meanwhile.
      const taken = freezeRpcRequest(params === undefined ? { method } : { method, params })
      const conn = requireSession(walletId, method)
      const result = await requestWith(conn, taken.method as M, taken.params as StacksMethodParams<M>)
      if (method === 'getAddresses') {
        conn.addresses = (result as StacksMethodResult<'getAddresses'>).addresses
        emit({ type: 'addresses', walletId: conn.id, addresses: conn.addresses })
      }
      ;(await lifecycle.load()).remember(conn)
      return result
    },
    /**
     * Disconnect one wallet (default: every wallet): forgets it and its stored addresses, in both
     * namespaces. Idempotent.
     */
    async disconnect(walletId?: string): Promise<void> {
      const ids = walletId === undefined ? [...sessions.keys()] : [walletId]
      for (const id of ids) ended.set(id, (ended.get(id) ?? 0) + 1)
      const { end, forgetAll } = await lifecycle.load()
      for (const id of ids) await end(id)?.transport.disconnect?.()
      // every wallet: the stored ones not restored (yet) too
      if (walletId === undefined) forgetAll()
    },
    /**
     * The app unmounted: stops following every connected wallet's own events (no listener stays on
     * a wallet's provider) and lets go of the sessions in memory, their stored addresses kept, so
     * the next mount restores them silently and follows them again. Asks no wallet. Idempotent.
     */
    release(): void {
      for (const conn of sessions.values()) conn.stop?.()
      sessions.clear()
    },
    /** Listen to session events. */
    subscribe(listener: (event: WalletSessionEvent) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  replayKeptCalls(session, kept)
  return session
}

/**
 * The session {@link loadWalletSession} returns (what the front forwards to once loaded).
 *
 * @example
 * ```ts
 * const loaded: LoadedWalletSession = loadWalletSession(createStacksDiscovery())
 * ```
 */
export type LoadedWalletSession = ReturnType<typeof loadWalletSession>
