import {
  ConnectionError,
  createMemoryStore,
  createStorage,
  freezeRpcRequest,
  type LatchStorage,
  MESSAGES,
  MethodNotSupportedError,
  ValidationError,
} from '@latch/core/kit'
import { createProviderTransport } from '../request/createProviderTransport'
import type { StacksMethod, StacksMethodParams, StacksMethodResult, WalletAddress } from '../request/methods'
import type { StacksWalletTransport } from '../request/StacksWalletTransport'
import type { StacksNetworkKind } from '../validation/assertStacksAddress'
import type { WalletProviderDescriptor } from '../wallets/descriptors'
import { discoverWallets } from '../wallets/discoverWallets'
import { findParentFrameProvider } from '../wallets/findParentFrameProvider'
import { followWalletDisconnect } from './followWalletDisconnect'
import { LEGACY_ADDRESSES_KEY, LEGACY_WALLET_KEY, SESSIONS_KEY, toStoredAddresses } from './storedAddresses'

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
 * Session events: a connected wallet's addresses changed, or it disconnected (by the app or itself).
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

type Connected = {
  id: string
  transport: StacksWalletTransport
  addresses: WalletAddress[]
  /** Stops listening to the wallet's own events. */
  stop?: () => void
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** A stored session by shape (its addresses are checked when it is restored). */
const isSessionShape = (v: unknown) =>
  isObject(v) && Array.isArray(v.stacks) && Array.isArray(v.bip122) && v.stacks.length + v.bip122.length <= 20

/** Wallet sessions stored at most (the stored map is untrusted: anything past this is not kept). */
const MAX_SESSIONS = 10

/**
 * The Stacks/Bitcoin wallet sessions shared by the `stacks` and `bip122` adapters, one per wallet
 * (several wallets are connected at once): discovery, connect, requests to a named wallet
 * (capability check, validation, per-wallet shapes, error and result normalisation), persistence
 * of each session, silent restore, disconnect of one wallet.
 *
 * @param options - Asigna origin.
 * @returns The session.
 * @example
 * ```ts
 * const session = createWalletSession()
 * session.init({ getWindow: () => window, storage })
 * await session.connect('LeatherProvider')
 * await session.request('stx_transferStx', { recipient, amount: 1_000_000n }, 'LeatherProvider')
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
  /** Connected wallets by id, in connection order. */
  const sessions = new Map<string, Connected>()
  /** The last wallet connected or restored: requests naming no wallet go to it. */
  let last: string | undefined

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

  /** Stored sessions, read as untrusted: only string ids, at most {@link MAX_SESSIONS}. */
  const storedSessions = (): Map<string, unknown> =>
    new Map(
      Object.entries(storage.get(SESSIONS_KEY, isObject) ?? {})
        .filter(([id, v]) => id !== '' && id.length <= 200 && !(id in Object.prototype) && isSessionShape(v))
        .slice(0, MAX_SESSIONS),
    )
  const writeSessions = (stored: Map<string, unknown>) => {
    // what the single-wallet versions stored is replaced by the per-wallet map
    storage.remove(LEGACY_WALLET_KEY)
    storage.remove(LEGACY_ADDRESSES_KEY)
    if (stored.size === 0) storage.remove(SESSIONS_KEY)
    else storage.set(SESSIONS_KEY, Object.fromEntries([...stored].slice(-MAX_SESSIONS)))
  }
  const remember = (conn: Connected) => {
    const stored = storedSessions()
    stored.delete(conn.id)
    stored.set(conn.id, toStoredAddresses(conn.addresses))
    writeSessions(stored)
  }
  const forget = (walletId: string) => {
    const stored = storedSessions()
    stored.delete(walletId)
    writeSessions(stored)
  }

  /** Ends one wallet's session here (the wallet is not asked): forgotten, events to both adapters. */
  const drop = (walletId: string): Connected | undefined => {
    const conn = sessions.get(walletId)
    sessions.delete(walletId)
    if (last === walletId) last = [...sessions.keys()].at(-1)
    forget(walletId)
    if (!conn) return undefined
    conn.stop?.()
    emit({ type: 'disconnect', walletId })
    return conn
  }

  /** Adds a session and follows the wallet's own disconnect (sats-connect style `addListener`). */
  const keep = (conn: Connected) => {
    const provider = external.has(conn.id)
      ? undefined
      : discovered().find((w) => w.descriptor.id === conn.id)?.provider
    conn.stop = followWalletDisconnect(provider, () => {
      if (sessions.get(conn.id) === conn) drop(conn.id)
    })
    sessions.set(conn.id, conn)
    last = conn.id
  }

  /** The named wallet's session; naming none is allowed only while one wallet is connected. */
  const requireSession = (walletId: string | undefined, method: string): Connected => {
    if (walletId === undefined && sessions.size > 1) {
      throw new ValidationError('Several Stacks/Bitcoin wallets are connected: name the wallet', {
        code: 'WALLET_REQUIRED',
        details: `Pass the active connection's connectorId to ${method}`,
      })
    }
    const conn = walletId === undefined ? [...sessions.values()][0] : sessions.get(walletId)
    if (!conn) {
      throw new ConnectionError(
        walletId === undefined
          ? 'No Stacks or Bitcoin wallet is connected'
          : `Wallet "${walletId}" is not connected`,
        { code: 'NOT_CONNECTED', details: `Connect a wallet before calling ${method}` },
      )
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
    /** The last wallet connected or restored (the one requests naming no wallet go to), if any. */
    getConnectedWalletId(): string | undefined {
      return last
    },
    /** Every connected wallet's id, in connection order. */
    getConnectedWalletIds(): string[] {
      return [...sessions.keys()]
    },
    /** A connected wallet's addresses (default: the last connected; public keys in memory only). */
    getAddresses(walletId?: string): readonly WalletAddress[] {
      return sessions.get(walletId ?? last ?? '')?.addresses ?? []
    },
    /**
     * Connect: asks the wallet for its addresses. The wallets already connected stay connected.
     * The wallet and its addresses are stored only when this succeeds.
     */
    async connect(walletId: string): Promise<readonly WalletAddress[]> {
      const known = sessions.get(walletId)
      if (known) return known.addresses
      const transport = transportFor(walletId)
      if (!transport) {
        throw new ConnectionError(MESSAGES.failedToConnect, {
          code: 'WALLET_NOT_INSTALLED',
          details: `Wallet "${walletId}" is not installed in this page`,
        })
      }
      const pending: Connected = { id: walletId, transport, addresses: [] }
      const { addresses } = await requestWith(pending, 'getAddresses', undefined)
      // two connects of one wallet at once: the first answer wins
      const raced = sessions.get(walletId)
      if (raced) return raced.addresses
      pending.addresses = addresses
      keep(pending)
      remember(pending)
      emit({ type: 'addresses', walletId, addresses })
      return addresses
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
      const { readStoredSession } = await import('./readStoredSession')
      // a connect that ended meanwhile wins over what storage remembered
      const raced = sessions.get(walletId)
      if (raced) return raced.addresses
      const addresses = readStoredSession(storage, walletId, networks)
      if (!addresses) {
        forget(walletId)
        return null
      }
      const transport = transportFor(walletId)
      if (!transport) {
        forget(walletId)
        return null
      }
      keep({ id: walletId, transport, addresses })
      return addresses
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
      if (sessions.get(conn.id) === conn) remember(conn)
      return result
    },
    /**
     * Disconnect one wallet (default: every wallet): forgets it and its stored addresses, in both
     * namespaces. Idempotent.
     */
    async disconnect(walletId?: string): Promise<void> {
      const ids = walletId === undefined ? [...sessions.keys(), ...storedSessions().keys()] : [walletId]
      for (const id of new Set(ids)) await drop(id)?.transport.disconnect?.()
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
