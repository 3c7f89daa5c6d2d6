import {
  ConnectionError,
  createMemoryStore,
  createStorage,
  freezeRpcRequest,
  type LatchStorage,
  MESSAGES,
  MethodNotSupportedError,
} from '@latch/core/kit'
import { createProviderTransport } from '../request/createProviderTransport'
import type { StacksMethod, StacksMethodParams, StacksMethodResult, WalletAddress } from '../request/methods'
import type { StacksWalletTransport } from '../request/StacksWalletTransport'
import type { StacksNetworkKind } from '../validation/assertStacksAddress'
import type { WalletProviderDescriptor } from '../wallets/descriptors'
import { discoverWallets } from '../wallets/discoverWallets'
import { findParentFrameProvider } from '../wallets/findParentFrameProvider'
import { ADDRESSES_KEY, toStoredAddresses, WALLET_KEY } from './storedAddresses'

/**
 * A wallet reachable through a transport other than an injected provider (e.g. a pairing-protocol
 * session from `@latch/walletconnect`).
 *
 * @example
 * ```ts
 * session.addExternalWallet({ descriptor: { id: 'walletConnect', name: 'Mobile wallet', icon }, transport })
 * ```
 */
export type ExternalStacksWallet = { descriptor: WalletProviderDescriptor; transport: StacksWalletTransport }

/**
 * A wallet as the session lists it.
 *
 * @example
 * ```ts
 * session.listWallets().filter((w: SessionWallet) => w.installed)
 * ```
 */
export type SessionWallet = {
  descriptor: WalletProviderDescriptor
  installed: boolean
  /** `'wbip'` for injected providers, `'walletConnect'` for external transports. */
  kind: 'wbip' | 'walletConnect'
}

/**
 * Session events: the connected wallet's addresses changed, or it disconnected.
 *
 * @example
 * ```ts
 * session.subscribe((event: WalletSessionEvent) => { if (event.type === 'disconnect') console.log(event.walletId) })
 * ```
 */
export type WalletSessionEvent =
  | { type: 'addresses'; walletId: string; addresses: readonly WalletAddress[] }
  | { type: 'disconnect'; walletId: string }

/**
 * Options of {@link createWalletSession}.
 *
 * @example
 * ```ts
 * createWalletSession({ asignaOrigin: 'https://vault.asigna.example' } satisfies WalletSessionOptions)
 * ```
 */
export type WalletSessionOptions = {
  /** Origin of Asigna's app, enabling the parent-frame bridge when the app runs in its iframe. */
  asignaOrigin?: string
}

type Connected = { id: string; transport: StacksWalletTransport; addresses: WalletAddress[] }

/**
 * The one selected Stacks/Bitcoin wallet shared by the `stacks` and `bip122` adapters: discovery,
 * connect, requests (capability check, validation, per-wallet shapes, error and result
 * normalisation), persistence, disconnect.
 *
 * @param options - Asigna origin.
 * @returns The session.
 * @example
 * ```ts
 * const session = createWalletSession()
 * session.init({ getWindow: () => window, storage })
 * await session.connect('LeatherProvider')
 * await session.request('stx_transferStx', { recipient, amount: 1_000_000n })
 * ```
 */
export function createWalletSession(options: WalletSessionOptions = {}) {
  let getWindow: () => unknown = () => undefined
  let storage: LatchStorage = createStorage(createMemoryStore())
  let initialised = false
  const external = new Map<string, ExternalStacksWallet>()
  const networks: { stacks: StacksNetworkKind; bip122: 'mainnet' | 'testnet' } = {
    stacks: 'mainnet',
    bip122: 'mainnet',
  }
  const listeners = new Set<(event: WalletSessionEvent) => void>()
  let connected: Connected | undefined

  const emit = (event: WalletSessionEvent) => {
    for (const listener of listeners) listener(event)
  }

  const discovered = () => {
    const win = getWindow()
    const asigna = findParentFrameProvider(win, 'AsignaProvider', options.asignaOrigin)
    return discoverWallets(win, asigna ? { AsignaProvider: asigna } : {})
  }

  const transportFor = (walletId: string): StacksWalletTransport | undefined => {
    const ext = external.get(walletId)
    if (ext) return ext.transport
    const wallet = discovered().find((w) => w.descriptor.id === walletId)
    return wallet?.provider ? createProviderTransport(wallet.provider, wallet.descriptor) : undefined
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

  async function requestConnected<M extends StacksMethod>(
    method: M,
    params: StacksMethodParams<M>,
  ): Promise<StacksMethodResult<M>> {
    const conn = connected
    if (!conn) {
      throw new ConnectionError('No Stacks or Bitcoin wallet is connected', {
        code: 'NOT_CONNECTED',
        details: `Connect a wallet before calling ${method}`,
      })
    }
    const result = await requestWith(conn, method, params)
    if (method === 'getAddresses') {
      conn.addresses = (result as StacksMethodResult<'getAddresses'>).addresses
      emit({ type: 'addresses', walletId: conn.id, addresses: conn.addresses })
    }
    if (connected === conn) remember(conn)
    return result
  }

  const remember = (conn: Connected) => {
    storage.set(WALLET_KEY, conn.id)
    storage.set(ADDRESSES_KEY, toStoredAddresses(conn.addresses))
  }

  return {
    /** Start discovery with the instance's window and storage. Idempotent. */
    init(context: { getWindow: () => unknown; storage: LatchStorage }): void {
      if (initialised) return
      initialised = true
      getWindow = context.getWindow
      storage = context.storage
    },
    /** Wallets: known and registered ones (installed flag set), then external transports. */
    listWallets(): SessionWallet[] {
      return [
        ...discovered().map((w) => ({
          descriptor: w.descriptor,
          installed: w.installed,
          kind: 'wbip' as const,
        })),
        ...[...external.values()].map((w) => ({
          descriptor: w.descriptor,
          installed: true,
          kind: 'walletConnect' as const,
        })),
      ]
    },
    /** Add a wallet reached through its own transport (the pairing-protocol seam). */
    addExternalWallet(wallet: ExternalStacksWallet): () => void {
      external.set(wallet.descriptor.id, wallet)
      return () => external.delete(wallet.descriptor.id)
    },
    /** The injected provider of a wallet (undefined for external transports or when absent). */
    getProvider(walletId: string): unknown {
      return discovered().find((w) => w.descriptor.id === walletId)?.provider
    },
    /** Set the network requests of a namespace target. */
    setNetwork(namespace: 'stacks' | 'bip122', kind: StacksNetworkKind): void {
      networks[namespace] = kind
    },
    /** The connected wallet id, if any. */
    getConnectedWalletId(): string | undefined {
      return connected?.id
    },
    /** The connected wallet's addresses (public keys in memory only). */
    getAddresses(): readonly WalletAddress[] {
      return connected?.addresses ?? []
    },
    /**
     * Connect: asks the wallet for its addresses. The wallet and its addresses are stored only
     * when this succeeds.
     */
    async connect(walletId: string): Promise<readonly WalletAddress[]> {
      if (connected?.id === walletId) return connected.addresses
      const transport = transportFor(walletId)
      if (!transport) {
        throw new ConnectionError(MESSAGES.failedToConnect, {
          code: 'WALLET_NOT_INSTALLED',
          details: `Wallet "${walletId}" is not installed in this page`,
        })
      }
      const pending: Connected = { id: walletId, transport, addresses: [] }
      const { addresses } = await requestWith(pending, 'getAddresses', undefined)
      if (connected && connected.id !== walletId) emit({ type: 'disconnect', walletId: connected.id })
      connected = { ...pending, addresses }
      remember(connected)
      emit({ type: 'addresses', walletId, addresses })
      return addresses
    },
    /**
     * Silent restore: the remembered wallet, still installed, with its stored addresses. Never
     * prompts. The stored addresses' checks (c32check) load with the first restore.
     */
    async restore(walletId: string): Promise<readonly WalletAddress[] | null> {
      if (connected?.id === walletId) return connected.addresses
      if (storage.get(WALLET_KEY, (v): v is string => typeof v === 'string') !== walletId) return null
      const { readStoredAddresses } = await import('./readStoredAddresses')
      // a connect that ended meanwhile wins over what storage remembered
      if (connected) return connected.id === walletId ? connected.addresses : null
      if (storage.get(WALLET_KEY, (v): v is string => typeof v === 'string') !== walletId) return null
      const transport = transportFor(walletId)
      const addresses = readStoredAddresses(storage)
      if (!transport || !addresses) return null
      connected = { id: walletId, transport, addresses }
      return addresses
    },
    /**
     * A request to the connected wallet. Fails with a ConnectionError when none is connected, and
     * with -32601 when the wallet does not support the method, both before contacting it.
     */
    async request<M extends StacksMethod>(
      method: M,
      params: StacksMethodParams<M>,
    ): Promise<StacksMethodResult<M>> {
      // Taken in once, before anything is awaited: the copy that is validated is the one shaped
      // for the wallet and sent, whatever the caller does to its own object meanwhile.
      const taken = freezeRpcRequest(params === undefined ? { method } : { method, params })
      return requestConnected(taken.method as M, taken.params as StacksMethodParams<M>)
    },
    /** Disconnect: forgets the wallet and clears its stored addresses. Idempotent. */
    async disconnect(): Promise<void> {
      const conn = connected
      connected = undefined
      storage.remove(WALLET_KEY)
      storage.remove(ADDRESSES_KEY)
      if (!conn) return
      emit({ type: 'disconnect', walletId: conn.id })
      await conn.transport.disconnect?.()
    },
    /** Listen to session events. */
    subscribe(listener: (event: WalletSessionEvent) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/**
 * The session returned by {@link createWalletSession}.
 *
 * @example
 * ```ts
 * const session: WalletSession = createStacksAdapters().session
 * ```
 */
export type WalletSession = ReturnType<typeof createWalletSession>
