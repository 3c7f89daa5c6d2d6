import {
  type AccountInfo,
  type AdapterEvent,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainAdapter,
  CONSTANTS,
  createQueryCache,
  describeUntrusted,
  freezeRpcRequest,
  lazy,
  lazyAccountDataSource,
  lazySiwxVerifier,
  MethodNotSupportedError,
  ValidationError,
} from '@latch/core/kit'
import { STACKS_ADAPTER_MESSAGES } from '../errors/adapterMessages'
import { networkKind } from '../networks/networkKind'
import { defineBitcoinNetwork, defineStacksNetwork } from '../networks/stacksNetworks'
import {
  STACKS_METHODS,
  type StacksMethod,
  type StacksMethodParams,
  type WalletAddress,
} from '../request/methods'
import type { Sip018SiwxVerifier } from '../siwx/createStacksSip018Siwx'
import type { StacksDiscovery } from '../wallets/createStacksDiscovery'
import type { StacksAdaptersOptions, StacksChainAdapter } from './createStacksAdapters'
import type { WalletSession } from './createWalletSession'

/** Wallet methods that never move funds: they leave the balance cache alone. */
const READ_ONLY_METHODS: readonly StacksMethod[] = [
  'getAddresses',
  'stx_signMessage',
  'stx_signStructuredMessage',
  'signMessage',
  'stx_updateProfile',
]

const isStacksMethod = (method: string): method is StacksMethod =>
  (STACKS_METHODS as readonly string[]).includes(method)

function toAccounts(addresses: readonly WalletAddress[], namespace: 'stacks' | 'bip122'): AccountInfo[] {
  return addresses
    .filter((a) => (namespace === 'stacks' ? a.symbol === 'STX' : a.symbol === 'BTC'))
    .map((a) => {
      const account: AccountInfo = { address: a.address, type: 'eoa', purpose: a.purpose }
      if (a.publicKey) account.publicKey = a.publicKey
      return account
    })
}

/**
 * Builds the Stacks adapter (namespace `stacks`) and the Bitcoin adapter (namespace `bip122`) over
 * one wallet session, as {@link createStacksAdapters} loads them (with a stored connection's
 * restore, the first call that needs them, or preload): connect, restore and disconnect per wallet
 * in both namespaces, typed requests, native balances (30 s cache), message signing, sign-in and
 * account data, each listing the wallets of its namespace that the shared discovery finds.
 *
 * @param options - The options given to `createStacksAdapters` (already checked).
 * @param session - The wallet sessions both adapters share.
 * @param discovery - The wallet discovery running in the page (the session reads the same one).
 * @param front - The lazy adapters this code loads for: whichever of them needed it, both load and
 *   start with it (each then hears the session's events, as both did when they loaded at mount).
 * @returns `{ stacks, bip122 }`, not yet initialised.
 * @example
 * ```ts
 * const front = createStacksAdapters()
 * const { stacks, bip122 } = buildStacksAdapters({}, front.session, createStacksDiscovery(), front)
 * await stacks.init({ networks: [stacksTestnet], storage, getWindow: () => window })
 * ```
 */
export function buildStacksAdapters(
  options: StacksAdaptersOptions,
  session: WalletSession,
  discovery: StacksDiscovery,
  front: Record<'stacks' | 'bip122', ChainAdapter>,
) {
  // The sign-in formats (SIP-018, CAIP-122), their address checks and hashes load on first use
  // (or the sign-in's preload), not with the page.
  const defaultStacksSiwx = lazy(() =>
    import('../siwx/createStacksSiwx').then(({ createStacksSiwx }) => createStacksSiwx()),
  )
  const stacksSiwx = options.siwx ?? lazySiwxVerifier('stacks', () => defaultStacksSiwx.load())
  const bitcoinSiwx = lazySiwxVerifier('bip122', () =>
    import('../siwx/createBitcoinSiwx').then(({ createBitcoinSiwx }) => createBitcoinSiwx()),
  )
  /** The SIP-018 domain (hex) of a SIP-018 sign-in message, or undefined for any other message. */
  const sip018DomainOf = async (message: string) => {
    const verifier = options.siwx ?? defaultStacksSiwx.peek() ?? (await defaultStacksSiwx.load())
    const structured =
      'sip018DomainOf' in verifier && typeof verifier.sip018DomainOf === 'function'
        ? (verifier as Sip018SiwxVerifier)
        : undefined
    try {
      return structured?.sip018DomainOf(message)
    } catch {
      return undefined
    }
  }
  // The readers of balances and activity load on the first read (a balance, the Account view).
  const fetchOption = options.fetch ? { fetch: options.fetch } : {}
  const stxData = lazy(() =>
    import('../data/createStacksAccountData').then(({ createStacksAccountData }) =>
      createStacksAccountData(fetchOption),
    ),
  )
  const btcData = lazy(() =>
    import('../data/createEsploraAccountData').then(({ createEsploraAccountData }) =>
      createEsploraAccountData(fetchOption),
    ),
  )
  // Native balances are cached 30 s (SPEC §9), per network and address, for both namespaces; a
  // wallet request that may spend clears them so the next read is fresh.
  const balances = createQueryCache<bigint>({
    ttlMs: CONSTANTS.cacheNativeBalanceMs,
    clock: { now: () => Date.now() },
  })
  /** Typed request to `walletId` (optional while one wallet is connected). */
  const request = async <M extends StacksMethod>(
    method: M,
    params: StacksMethodParams<M>,
    walletId?: string,
  ) => {
    const result = await session.request(method, params, walletId)
    if (!READ_ONLY_METHODS.includes(method)) balances.invalidate()
    return result
  }

  function make(namespace: 'stacks' | 'bip122'): StacksChainAdapter {
    let networks: readonly CaipNetwork[] = []
    let active: CaipNetwork =
      namespace === 'stacks' ? defineStacksNetwork('mainnet', '') : defineBitcoinNetwork('mainnet', '')
    const listeners = new Set<(event: AdapterEvent) => void>()
    const emit = (event: AdapterEvent) => {
      for (const listener of listeners) listener(event)
    }
    // the namespace's wallets, pairing ones included, as the discovery started at mount lists them
    const found = discovery.forNamespace(namespace, session)
    session.subscribe((event) => {
      if (event.type === 'disconnect') emit({ type: 'disconnect', connectorId: event.walletId })
      else
        emit({
          type: 'accountsChanged',
          connectorId: event.walletId,
          accounts: toAccounts(event.addresses, namespace),
        })
    })

    const setActive = (network: CaipNetwork) => {
      active = network
      session.setNetwork(namespace, networkKind(network))
    }
    const pick = (caipNetworkId?: CaipNetworkId) => {
      if (caipNetworkId === undefined) return
      const network = networks.find((n) => n.caipNetworkId === caipNetworkId)
      if (!network)
        throw new ValidationError(STACKS_ADAPTER_MESSAGES.networkNotConfigured(caipNetworkId), {
          code: 'UNKNOWN_NETWORK',
        })
      setActive(network)
    }
    const call = request

    return {
      namespace,
      session,
      call,
      init(context) {
        session.init({ getWindow: context.getWindow, storage: context.storage })
        networks = context.networks.filter((n) => n.chainNamespace === namespace)
        if (networks[0]) setActive(networks[0])
        const win = context.getWindow()
        // the same discovery as before this code loaded (already started then: who is told changes)
        if (win) found.start(win, (connectors) => emit({ type: 'connectorsChanged', connectors }))
      },
      destroy() {
        // unmount: both adapters share the session, so the first of them to stop releases it; the
        // discovery stops once both have
        session.release()
        found.stop()
      },
      getConnectors: found.connectors,
      async connect({ connectorId, caipNetworkId }) {
        pick(caipNetworkId)
        const addresses = await session.connect(connectorId)
        return { accounts: toAccounts(addresses, namespace), caipNetworkId: active.caipNetworkId }
      },
      async reconnect({ connectorId, caipNetworkId }) {
        pick(caipNetworkId)
        const addresses = await session.restore(connectorId)
        return addresses
          ? { accounts: toAccounts(addresses, namespace), caipNetworkId: active.caipNetworkId }
          : null
      },
      async disconnect({ connectorId }) {
        await session.disconnect(connectorId)
      },
      async switchNetwork({ network }) {
        if (network.caipNetworkId === active.caipNetworkId) return
        pick(network.caipNetworkId)
        for (const connectorId of session.getConnectedWalletIds())
          emit({ type: 'chainChanged', connectorId, caipNetworkId: network.caipNetworkId })
      },
      async getBalance({ address, network }) {
        const value = await balances.fetch(`${network.caipNetworkId}:${address}`, async () =>
          namespace === 'stacks'
            ? (await stxData.load()).getStxBalance(address, network)
            : (await btcData.load()).getSatsBalance(address, network),
        )
        return {
          value,
          decimals: network.nativeCurrency.decimals,
          symbol: namespace === 'stacks' ? 'STX' : 'BTC',
        }
      },
      async signMessage({ connectorId, address, message }) {
        session.assertConnected(connectorId, 'signMessage')
        if (namespace === 'stacks') {
          const domain = await sip018DomainOf(message)
          if (domain !== undefined) {
            return (await call('stx_signStructuredMessage', { domain, message }, connectorId)).signature
          }
          return (await call('stx_signMessage', { message }, connectorId)).signature
        }
        return (await call('signMessage', { address, message }, connectorId)).signature
      },
      async request(input) {
        // method and params read once (method a string, params a frozen copy) before any check
        const { method, params } = freezeRpcRequest(input)
        session.assertConnected(input.connectorId, method)
        if (!isStacksMethod(method)) throw new MethodNotSupportedError(describeUntrusted(method, 100))
        if (input.network) pick(input.network.caipNetworkId)
        return call(method, params as StacksMethodParams<typeof method>, input.connectorId)
      },
      getProvider(connectorId) {
        return session.getProvider(connectorId)
      },
      subscribe(listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      accountData: lazyAccountDataSource(() => (namespace === 'stacks' ? stxData : btcData).load(), {
        nfts: false,
      }),
      siwx: namespace === 'stacks' ? stacksSiwx : bitcoinSiwx,
      // decoded locally, the request's own network read from it; its code loads when first asked
      previewRequest: (request) =>
        import('../preview/previewStacksRequest').then((m) => m.previewStacksRequest(request)),
    }
  }

  const both = { stacks: make('stacks'), bip122: make('bip122') }
  // the lazy adapter that did not ask loads this same code now and starts it with its context
  void front.stacks.preload?.().catch(() => undefined)
  void front.bip122.preload?.().catch(() => undefined)
  return both
}
