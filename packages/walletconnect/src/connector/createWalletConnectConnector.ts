import {
  ALERTS,
  ApiError,
  assertSessionTopic,
  CONSTANTS,
  ConnectionError,
  freezeRpcRequest,
  MESSAGES,
  normalizeWalletError,
  PAIRING_CONNECTOR_ID,
  readUntrustedField,
  systemClock,
  UserCanceledError,
  UserRejectedRequestError,
  ValidationError,
} from '@latch/core/kit'
import type UniversalProvider from '@walletconnect/universal-provider'
import { NoPairingSessionError } from '../errors/NoPairingSessionError'
import { WalletRequestTimeoutError } from '../errors/WalletRequestTimeoutError'
import { WALLETCONNECT_MESSAGES } from '../errors/walletConnectMessages'
import { buildProposalNamespaces } from '../namespaces/buildProposalNamespaces'
import { assertMethodSupported } from '../session/assertMethodSupported'
import { SESSION_CAPS, toSessionRecord } from '../session/toSessionRecord'
import type { SessionRecord } from '../session/types'
import type { purgeExpired } from './purgeExpired'
import { type Pairing, startPairing } from './startPairing'
import type {
  WalletConnectConnector,
  WalletConnectConnectorOptions,
  WalletConnectEvent,
  WalletConnectState,
} from './types'

/** WalletConnect's default request lifetime, used as the default wallet request timeout. */
const DEFAULT_REQUEST_TIMEOUT_MS = 5 * 60_000

/** A CAIP-2 chain id (namespace of 3-8, reference of 1-32 characters), decimal on eip155. */
const CHAIN_ID = /^(?:eip155:\d{1,20}|(?!eip155:)[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32})$/

const IDLE: WalletConnectState = {
  status: 'idle',
  uri: undefined,
  uriExpiresAt: undefined,
  proposal: undefined,
  session: undefined,
  pendingRequests: [],
  error: undefined,
}

/**
 * Creates the pairing-protocol (WalletConnect v2) connector. Nothing is loaded or contacted until
 * `connect()` or `restore()`: the universal provider is a peer dependency loaded then with a
 * dynamic `import()`. One session covers every namespace of `networks` the protocol serves
 * (eip155, solana, stacks, bip122); chain adapters route their requests through
 * {@link WalletConnectConnector.request} while this connector is active.
 *
 * @param options - Networks, metadata, relay (required: no other is contacted), storage, timeouts, and the project id when Latch does not give it.
 * @returns The connector.
 * @example
 * ```ts
 * const connector = createWalletConnectConnector({ networks: [mainnet], metadata, relayUrl: 'wss://relay.walletconnect.org' })
 * createLatch({ projectId, networks: [mainnet], adapters: [walletConnectAdapter({ connector, namespace: 'eip155' })] })
 * connector.subscribe((s) => s.uri && renderQr(s.uri))
 * const session = await connector.connect()
 * ```
 */
export function createWalletConnectConnector(options: WalletConnectConnectorOptions): WalletConnectConnector {
  const scheduler = options.clock ?? options.scheduler ?? systemClock()
  let contextProjectId: string | undefined
  const expiryMs = options.pairingExpiryMs ?? CONSTANTS.pairingExpiryMs
  const requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS
  const namespaces = buildProposalNamespaces(options.networks, {
    ...(options.requiredNamespaces ? { required: options.requiredNamespaces } : {}),
    ...(options.methods ? { methods: options.methods } : {}),
  })
  const stateListeners = new Set<(state: WalletConnectState) => void>()
  const eventListeners = new Set<(event: WalletConnectEvent) => void>()
  let state = IDLE
  let providerPromise: Promise<UniversalProvider> | undefined
  let pairing: Pairing | undefined
  let connecting: Promise<SessionRecord> | undefined
  let nextRequestId = 1

  const setState = (patch: Partial<WalletConnectState>) => {
    state = { ...state, ...patch }
    for (const listener of stateListeners) listener(state)
  }
  const emit = (event: WalletConnectEvent) => {
    for (const listener of eventListeners) listener(event)
  }

  const endSession = (reason: 'app' | 'wallet' | 'expired') => {
    const topic = state.session?.topic
    setState({ ...IDLE })
    if (topic) emit({ type: 'disconnect', topic, reason })
    if (reason === 'expired') emit({ type: 'alert', name: 'SessionExpired' })
  }

  const wire = (provider: UniversalProvider) => {
    provider.on('session_delete', ({ topic }: { topic: string }) => {
      if (topic === state.session?.topic) endSession('wallet')
    })
    provider.on('session_update', () => {
      if (!provider.session) return
      const session = toSessionRecord(provider.session)
      setState({ session })
      emit({ type: 'sessionUpdate', session })
    })
    // The wallet's event data is untrusted: up to 100 entries are read, and only EVM addresses
    // (EIP-55 when mixed case) are kept; a chain id that is not CAIP-2 (an eip155 reference in
    // decimal, as the provider's `eip155:Infinity` for an endless number is not) is ignored.
    provider.on('accountsChanged', (accounts: unknown) =>
      emit({
        type: 'accountsChanged',
        namespace: 'eip155',
        accounts: (Array.isArray(accounts) ? accounts.slice(0, SESSION_CAPS.accounts) : []).filter(
          (account): account is string =>
            typeof account === 'string' && isAccountAddress?.('eip155', account) === true,
        ),
      }),
    )
    provider.on('chainChanged', (value: string | number) => {
      const chainId = String(value).includes(':') ? String(value) : `eip155:${value}`
      if (CHAIN_ID.test(chainId)) emit({ type: 'chainChanged', chainId })
    })
    provider.client.on('session_expire', ({ topic }) => {
      if (topic === state.session?.topic) endSession('expired')
    })
  }

  /**
   * The per-family address checks (EIP-55 keccak, c32check, base58check with SHA-256) load with the
   * provider: a session, and so an account to check, only ever comes from it.
   */
  let isAccountAddress: ((chainId: string, address: string) => boolean) | undefined
  // loaded with the provider: every purge runs once it is there
  let purgeStale: typeof purgeExpired = async () => ({ sessions: 0, proposals: 0, requests: 0 })

  const loadProvider = (): Promise<UniversalProvider> => {
    providerPromise ??= (async () => {
      // Checked before the SDK loads: without a projectId the relay refuses every client.
      const projectId = options.projectId ?? contextProjectId
      if (!projectId)
        throw new ApiError(ALERTS.ProjectIdMissing.message, {
          code: ALERTS.ProjectIdMissing.code,
          details:
            'Give projectId to createLatch (or to createWalletConnectConnector when used without Latch)',
        })
      // The SDK falls back to its public relay: only the relay the app names is contacted.
      if (!options.relayUrl)
        throw new ConnectionError(MESSAGES.failedToConnect, {
          code: 'RELAY_URL_MISSING',
          details:
            'Give relayUrl to createWalletConnectConnector (wss://relay.walletconnect.org for the public relay)',
        })
      const [{ UniversalProvider }, checks, { turnOffVerifyApi }, purging] = await Promise.all([
        import('@walletconnect/universal-provider'),
        import('../session/isSessionAccountAddress'),
        import('./turnOffVerifyApi'),
        import('./purgeExpired'),
      ])
      isAccountAddress = checks.isSessionAccountAddress
      purgeStale = purging.purgeExpired
      // No hosted service the app did not configure: no telemetry (pulse), no RPC ping, and reads
      // only through the networks' own rpcUrls (the proposal's rpcMap, see buildProposalNamespaces).
      const provider = await UniversalProvider.init({
        projectId,
        metadata: options.metadata,
        logger: options.logLevel ?? 'error',
        customStoragePrefix: options.storagePrefix ?? 'latch',
        telemetryEnabled: false,
        disableProviderPing: true,
        relayUrl: options.relayUrl,
        ...(options.storage ? { storage: options.storage } : {}),
      })
      turnOffVerifyApi(provider)
      wire(provider)
      return provider
    })()
    return providerPromise.catch((error: unknown) => {
      providerPromise = undefined
      throw error
    })
  }

  const liveSession = (): SessionRecord | undefined => {
    const session = state.session
    if (session && session.expiry * 1000 <= scheduler.now()) {
      endSession('expired')
      return undefined
    }
    return session
  }

  /** A pairing to a checked session: a proposal, or what `start` begins (one-click authentication). */
  const runConnect = async (start = startPairing): Promise<SessionRecord> => {
    setState({ status: 'loading', error: undefined })
    const provider = await loadProvider()
    await purgeStale(provider.client, scheduler.now())
    const current = start({
      provider,
      namespaces,
      scheduler,
      expiryMs,
      onUri: ({ uri, expiresAt, proposal }) =>
        setState({ status: 'pairing', uri, uriExpiresAt: expiresAt, proposal }),
    })
    pairing = current
    try {
      const session = toSessionRecord(await current.session)
      const missing = Object.keys(namespaces.required).filter((key) => !session.namespaces[key])
      if (missing.length > 0) {
        // The SDK proposes every namespace as optional; Latch enforces the required ones itself.
        await provider.disconnect().catch(() => {})
        throw new ConnectionError(MESSAGES.failedToConnect, {
          code: 'MISSING_REQUIRED_NAMESPACE',
          details: `The wallet did not approve the required namespace(s): ${missing.join(', ')}`,
        })
      }
      setState({ ...IDLE, status: 'connected', session })
      emit({ type: 'connect', session })
      return session
    } catch (error) {
      setState({ ...IDLE, error: normalizeWalletError(error) })
      throw error
    } finally {
      if (pairing === current) pairing = undefined
    }
  }

  const connector: WalletConnectConnector = {
    id: PAIRING_CONNECTOR_ID,
    init(context) {
      contextProjectId = context.projectId
    },
    type: 'walletConnect',
    getState: () => state,
    subscribe(listener) {
      stateListeners.add(listener)
      return () => stateListeners.delete(listener)
    },
    on(listener) {
      eventListeners.add(listener)
      return () => eventListeners.delete(listener)
    },
    connect() {
      const session = liveSession()
      if (session) return Promise.resolve(session)
      connecting ??= runConnect().finally(() => {
        connecting = undefined
      })
      return connecting
    },
    // a live or pending pairing is not replaced; the rest loads with the first sign-in
    authenticate: (request) =>
      liveSession() || connecting
        ? Promise.resolve(undefined)
        : import('./authenticatePairing').then(({ authenticatePairing }) =>
            authenticatePairing(request, namespaces, (start) => {
              connecting = runConnect(start).finally(() => {
                connecting = undefined
              })
              return connecting
            }),
          ),
    cancel() {
      if (pairing) void pairing.cancel(new UserCanceledError({ details: 'The pairing view was dismissed' }))
    },
    async restore() {
      const known = liveSession()
      if (known) return known
      setState({ status: 'restoring' })
      const provider = await loadProvider()
      const stored = provider.session
      const expired = stored !== undefined && stored.expiry * 1000 <= scheduler.now()
      await purgeStale(provider.client, scheduler.now())
      if (!stored || expired || !provider.client.session.keys.includes(stored.topic)) {
        setState({ ...IDLE })
        if (expired) emit({ type: 'alert', name: 'SessionExpired' })
        return undefined
      }
      const session = toSessionRecord(stored)
      setState({ ...IDLE, status: 'connected', session })
      return session
    },
    async request<T = unknown>(args: { chainId: string; method: string; params?: unknown }): Promise<T> {
      // Taken in once, before anything is awaited: the method and chain checked against the
      // session and the params are exactly what the wallet receives.
      const { method, params } = freezeRpcRequest(args)
      const chainId = readUntrustedField(args, 'chainId')
      if (typeof chainId !== 'string')
        throw new ValidationError(WALLETCONNECT_MESSAGES.invalidChainId(chainId), {
          code: 'INVALID_CHAIN_ID',
        })
      const session = liveSession()
      if (!session || !providerPromise) throw new NoPairingSessionError()
      assertSessionTopic(session.topic, { [session.topic]: session }, scheduler.now())
      assertMethodSupported(session, chainId, method)
      const provider = await providerPromise
      const pending = { id: nextRequestId++, method, chainId, sentAt: scheduler.now() }
      setState({ pendingRequests: [...state.pendingRequests, pending] })
      let timer: unknown
      const timeout = new Promise<never>((_, reject) => {
        timer = scheduler.setTimeout(() => {
          emit({ type: 'alert', name: 'WalletRequestTimeout' })
          reject(new WalletRequestTimeoutError(method, requestTimeoutMs))
        }, requestTimeoutMs)
      })
      try {
        return await Promise.race([
          // the SDK gets its own (mutable) copy of the checked params, which the caller cannot reach;
          // the call status goes to the wallet itself: the SDK would first ask a bundler named by
          // the wallet's session (or WalletConnect's) and read receipts from its hosted RPC
          method === 'wallet_getCallsStatus'
            ? provider.client.request<T>({
                topic: session.topic,
                chainId,
                request: { method, params: structuredClone(params) },
              })
            : provider.request<T>(
                {
                  method,
                  params: structuredClone(params) as Parameters<UniversalProvider['request']>[0]['params'],
                },
                chainId,
              ),
          timeout,
        ])
      } catch (error) {
        const code = readUntrustedField(error, 'code')
        if (code === 5000) throw new UserRejectedRequestError({ cause: error, meta: { walletCode: code } })
        throw normalizeWalletError(error, method)
      } finally {
        scheduler.clearTimeout(timer)
        setState({ pendingRequests: state.pendingRequests.filter((r) => r.id !== pending.id) })
      }
    },
    getAccounts(namespace, chainId) {
      const accounts = state.session?.namespaces[namespace]?.accounts ?? []
      return [
        ...new Set(
          accounts
            .filter((account) => chainId === undefined || account.startsWith(`${chainId}:`))
            .flatMap((account) => {
              // CAIP-10 `namespace:reference:address`; an address that is not valid on its chain
              // (a broken checksum, the wrong network) is dropped, never shown or used.
              const [ns, reference, address, ...rest] = account.split(':')
              return address !== undefined &&
                rest.length === 0 &&
                isAccountAddress?.(`${ns}:${reference}`, address) === true
                ? [address]
                : []
            }),
        ),
      ]
    },
    async disconnect() {
      connector.cancel()
      const session = state.session
      if (!session || !providerPromise) return
      const provider = await providerPromise
      try {
        await provider.disconnect()
      } catch {
        // The session may already be gone on the wallet's side; the local state is cleared anyway.
      }
      endSession('app')
    },
    async purgeExpired() {
      if (!providerPromise) return
      await purgeStale((await providerPromise).client, scheduler.now())
      liveSession()
    },
    async destroy() {
      await pairing?.cancel(new UserCanceledError({ details: 'The connector was destroyed' }))
      const loading = providerPromise
      providerPromise = undefined
      if (!loading) return
      const provider = await loading.catch(() => undefined)
      if (!provider) return
      provider.client.core.heartbeat.stop()
      await provider.client.core.relayer.transportClose()
    },
  }
  return connector
}
