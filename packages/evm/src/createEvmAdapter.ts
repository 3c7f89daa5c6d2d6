import {
  type AccountInfo,
  type AdapterContext,
  type AdapterEvent,
  type Balance,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainAdapter,
  type ConnectAndSignIn,
  ConnectionError,
  describeUntrusted,
  freezeRpcRequest,
  INVALID_EVM_ADDRESS,
  lazy,
  lazyAccountDataSource,
  lazySiwxVerifier,
  MESSAGES,
  UserRejectedRequestError,
  ValidationError,
  withLoaded,
} from '@latch/core/kit'
import type { EarlyAnswers } from './connections/probeStoredWallets'
import { readSilencedWallets, SILENCED_KEY, SILENCED_MAX } from './connections/silencedWallets'
import { toAccounts as readAccounts } from './connections/toAccounts'
import { watchWalletEvents } from './connections/watchWalletEvents'
import { createEvmDiscovery, type EvmDiscovery } from './discovery/createEvmDiscovery'
import type { EvmAdapterOptions } from './evmAdapter'
import { getEip1193Provider } from './latchProvider/getEip1193Provider'
import { requestWallet } from './provider/requestWallet'
import type { Eip1193Provider } from './provider/types'
import type { PublicClients } from './rpc/createPublicClients'
import { SAFE_CONNECTOR_ID } from './safe/safeConnectorId'
import { toEip155NetworkId } from './utils/chainIds'
import { isEvmAddress } from './utils/checksumAddress'

type Connection = {
  provider: Eip1193Provider
  accounts: AccountInfo[]
  chainId: CaipNetworkId
  off: () => void
}

/** The switch flow loads on first use: most visits never switch network. */
const switchEvmChain: typeof import('./connections/switchEvmChain').switchEvmChain = async (
  provider,
  network,
) => (await import('./connections/switchEvmChain')).switchEvmChain(provider, network)

/** A Safe is a contract account (SPEC §6's smartAccount); every other wallet here an EOA. */
const accountTypeOf = (connectorId: string) => (connectorId === SAFE_CONNECTOR_ID ? 'smartAccount' : 'eoa')

/**
 * Builds the EVM chain adapter that {@link evmAdapter} loads on mount: EIP-6963 discovery (legacy
 * `window.ethereum` only when nothing announces), connect and silent restore, account/chain/disconnect
 * events, network switch with add fallback, native balance (30 s cache) over the app's RPC,
 * native/ERC20/USDT sends, `personal_sign`, EIP-4361 sign-in and account data from the chain. viem
 * loads only on the paths that need it.
 *
 * @param options - Tokens, NFTs, extra USDT-shaped contracts and discovery settings.
 * @param discovery - A discovery already running in the page (the one {@link evmAdapter} starts at
 *   mount), which the adapter carries on with; default a new one, started by `init`.
 * @param earlyAnswers - A wallet's answers to the restore's checks, asked before this code loaded
 *   (the one {@link evmAdapter} asks at `init` with a stored connection), taken once by the restore
 *   that finds the same provider; default none (the restore asks the wallet).
 * @returns A {@link ChainAdapter} for `eip155`, not yet initialised.
 * @example
 * ```ts
 * const adapter = createEvmAdapter({ legacyInjected: false })
 * await adapter.init({ networks, storage, getWindow: () => window })
 * ```
 */
export function createEvmAdapter(
  options: EvmAdapterOptions = {},
  discovery: EvmDiscovery = createEvmDiscovery(options),
  earlyAnswers?: (provider: Eip1193Provider) => EarlyAnswers | undefined,
): ChainAdapter {
  // RPC clients (and viem) load with the first balance, send, fee or sign-in check.
  const clientsModule = lazy(() =>
    import('./rpc/createPublicClients').then(({ createPublicClients }) => createPublicClients()),
  )
  const clients: PublicClients = { get: async (network) => (await clientsModule.load()).get(network) }
  const rpcSource = lazy(() =>
    import('./data/createRpcAccountDataSource').then(({ createRpcAccountDataSource }) =>
      createRpcAccountDataSource({
        clients,
        tokens: options.tokens ?? {},
        nfts: options.nfts ?? {},
        blockRange: BigInt(options.blockRange ?? 10_000),
        // a destroyed adapter answers no more receipt lookups: Latch stops following sends
        isRunning: () => running,
      }),
    ),
  )
  const connections = new Map<string, Connection>()
  /** Whether `address` is, exactly, an account of one of this adapter's connections (checksummed when read). */
  const isOwnAccount = (address: string): address is `0x${string}` =>
    [...connections.values()].some((connection) => connection.accounts.some((a) => a.address === address))
  const listeners = new Set<(event: AdapterEvent) => void>()
  // personal_sign (the message's encoding, the answer's check) loads with `preload` (`ready()`, which
  // the open modal calls once idle) or the first signature: not at start, where a reload's restore
  // would fetch and run it before the address it shows
  const signing = lazy(() => import('./provider/personalSign'))
  // Native balances, cached by code that loads with the first read (beside the RPC clients)
  const balances = lazy(() => import('./rpc/createBalanceCache').then((m) => m.createBalanceCache()))
  let context: AdapterContext | undefined
  let running = false
  // The account reader (EIP-55, keccak) is part of this code, which loads with the first connect,
  // restore or preload: a restore reads the wallet's answer in the turn it arrives, with no load
  // after it (a reload shows the address one frame after the wallet's answer).
  const transfers = lazy(() =>
    import('./send/createEvmTransfers').then(({ createEvmTransfers }) =>
      createEvmTransfers({
        clients,
        usdtContracts: options.usdtContracts,
        getConnection: (connectorId) => connections.get(connectorId),
        switchNetwork: (params) => adapter.switchNetwork(params),
        forgetBalance: (caipNetworkId, address) =>
          balances.peek()?.invalidate(`${caipNetworkId}:${address.toLowerCase()}`),
      }),
    ),
  )

  const emit = (event: AdapterEvent) => {
    for (const listener of [...listeners]) listener(event)
  }
  // Stored data is untrusted: one malformed entry must not un-silence the others.
  const silenced = () => readSilencedWallets(context?.storage)
  const setSilenced = (id: string, on: boolean) => {
    const rest = silenced().filter((x) => x !== id)
    context?.storage.set(SILENCED_KEY, (on ? [...rest, id] : rest).slice(-SILENCED_MAX))
  }
  const networkOf = (id: CaipNetworkId) => context?.networks.find((n) => n.caipNetworkId === id)
  const providerOf = (connectorId: string) => {
    const provider = connections.get(connectorId)?.provider ?? discovery.provider(connectorId)
    if (!provider)
      throw new ConnectionError(MESSAGES.failedToConnect, {
        details: `No wallet "${connectorId}" in this page`,
      })
    return provider
  }

  const drop = (connectorId: string) => {
    const connection = connections.get(connectorId)
    if (!connection) return false
    connection.off()
    connections.delete(connectorId)
    return true
  }

  const attach = (
    connectorId: string,
    provider: Eip1193Provider,
    accounts: AccountInfo[],
    chainId: CaipNetworkId,
    // loaded by the connect or restore, so events are read at once and in order
    toAccounts: (value: unknown) => AccountInfo[],
  ) => {
    drop(connectorId)
    const off = watchWalletEvents(provider, toAccounts, {
      accountsChanged(next) {
        const connection = connections.get(connectorId)
        if (!connection) return
        connection.accounts = next
        emit({ type: 'accountsChanged', connectorId, accounts: next })
      },
      chainChanged(id) {
        const connection = connections.get(connectorId)
        if (!connection || id === connection.chainId) return
        connection.chainId = id
        emit({ type: 'chainChanged', connectorId, caipNetworkId: id })
      },
      disconnect() {
        if (drop(connectorId)) emit({ type: 'disconnect', connectorId })
      },
    })
    connections.set(connectorId, { provider, accounts, chainId, off })
    return { accounts, caipNetworkId: chainId }
  }

  const walletOf = (connectorId: string) => {
    const provider = discovery.provider(connectorId)
    if (!provider)
      throw new ConnectionError(MESSAGES.failedToConnect, {
        details: `No wallet "${connectorId}" in this page`,
      })
    return provider
  }
  /** A refused connect is remembered: a reload must not restore (or prompt) until the user connects again. */
  const rememberRefusal = <T>(connectorId: string, asked: Promise<T>) =>
    asked.catch((error: unknown) => {
      if (error instanceof UserRejectedRequestError) setSilenced(connectorId, true)
      throw error
    })
  /** The end of a connect: the accounts the wallet gave, its chain (switched to the one asked for). */
  const connected = async (
    connectorId: string,
    provider: Eip1193Provider,
    requested: unknown,
    caipNetworkId: CaipNetworkId | undefined,
  ) => {
    const toAccounts = (value: unknown) => readAccounts(value, accountTypeOf(connectorId))
    const accounts = toAccounts(requested)
    if (accounts.length === 0)
      throw new ConnectionError(MESSAGES.failedToConnect, { details: 'The wallet returned no account' })
    setSilenced(connectorId, false)
    let chainId = toEip155NetworkId(await requestWallet(provider, 'eth_chainId'))
    const wanted = caipNetworkId ? networkOf(caipNetworkId) : undefined
    if (wanted && wanted.caipNetworkId !== chainId) {
      // The user may decline the switch; they stay connected on the wallet's network.
      chainId = await switchEvmChain(provider, wanted).then(toEip155NetworkId, () => chainId)
    }
    return attach(connectorId, provider, accounts, chainId, toAccounts)
  }

  /** A user connect: `eth_requestAccounts`, one prompt. */
  const connect: ChainAdapter['connect'] = async ({ connectorId, caipNetworkId }) => {
    const provider = walletOf(connectorId)
    const requested = await rememberRefusal(connectorId, requestWallet(provider, 'eth_requestAccounts'))
    return connected(connectorId, provider, requested, caipNetworkId)
  }
  /** A user connect that signs in in the same prompt where the wallet has ERC-7846 `wallet_connect`. */
  const connectAndSignIn: ConnectAndSignIn = async ({ connectorId, caipNetworkId, signIn }) => {
    const provider = walletOf(connectorId)
    const { requestSignInConnect } = await import('./connections/requestSignInConnect')
    const answer = await rememberRefusal(connectorId, requestSignInConnect(provider, signIn))
    // a wallet without ERC-7846 showed no prompt: it connects as always, the sign view follows
    if (!answer) return connect(caipNetworkId ? { connectorId, caipNetworkId } : { connectorId })
    const result = await connected(connectorId, provider, answer.addresses, caipNetworkId)
    return answer.signedIn ? { ...result, signedIn: answer.signedIn } : result
  }

  const adapter: ChainAdapter = {
    namespace: 'eip155',

    init(ctx) {
      context = ctx
      running = true
      const win = ctx.getWindow()
      if (win) discovery.start(win, (connectors) => emit({ type: 'connectorsChanged', connectors }))
    },

    // what a sign-in right after a connect asks first: personal_sign's code, before the connect
    preload: () => signing.load().then(() => undefined),

    destroy() {
      running = false
      discovery.stop()
      for (const id of [...connections.keys()]) drop(id)
    },

    getConnectors: () => discovery.connectors(),

    // with the app's sign-in, a user connect may sign in in the same prompt (ERC-7846)
    connect: (params) =>
      params.signIn?.(
        { connect, connectAndSignIn, disconnect: adapter.disconnect, siwx: adapter.siwx },
        params,
      ) ?? connect(params),

    async reconnect({ connectorId }) {
      if (silenced().includes(connectorId)) return null
      const provider = await discovery.waitFor(connectorId, options.discoveryTimeoutMs ?? 1000)
      if (!provider) return null
      try {
        // One wallet round trip, not two: the no-prompt account check and the chain id (it never
        // prompts either) are asked for at once, at `init` when a connection was stored (while
        // this code loaded). Only the wallet's answer is shown: nothing stored stands in for it.
        const early = earlyAnswers?.(provider)
        const chainAnswer = early?.[0] ?? requestWallet(provider, 'eth_chainId')
        chainAnswer.catch(() => undefined)
        const accountsAnswer = await (early?.[1] ?? requestWallet(provider, 'eth_accounts'))
        const toAccounts = (value: unknown) => readAccounts(value, accountTypeOf(connectorId))
        const accounts = toAccounts(accountsAnswer)
        if (accounts.length === 0) return null
        const chainId = toEip155NetworkId(await chainAnswer)
        return attach(connectorId, provider, accounts, chainId, toAccounts)
      } catch {
        return null
      }
    },

    async disconnect({ connectorId }) {
      const connection = connections.get(connectorId)
      setSilenced(connectorId, true)
      if (!drop(connectorId) || !connection) return
      // Best effort: wallets that support it forget the permission too.
      await requestWallet(connection.provider, 'wallet_revokePermissions', [{ eth_accounts: {} }]).catch(
        () => {},
      )
    },

    async switchNetwork({ connectorId, network }) {
      if (network.chainNamespace !== 'eip155') throw new ValidationError(MESSAGES.unsupportedChain)
      const provider = providerOf(connectorId)
      const chainId = toEip155NetworkId(await switchEvmChain(provider, network))
      const connection = connections.get(connectorId)
      if (connection && connection.chainId !== chainId) {
        connection.chainId = chainId
        emit({ type: 'chainChanged', connectorId, caipNetworkId: chainId })
      }
    },

    async getBalance({ address, network }): Promise<Balance> {
      const key = `${network.caipNetworkId}:${address.toLowerCase()}`
      const cached = balances.peek()?.peek(key)
      const { decimals, symbol } = network.nativeCurrency
      if (cached !== undefined) return { value: cached, decimals, symbol }
      // an account this adapter read from its wallet was checksummed then (toAccounts): no second
      // EIP-55 hash for the connected account's balance, read as a restore shows the address
      if (!isOwnAccount(address) && !isEvmAddress(address))
        throw new ValidationError(INVALID_EVM_ADDRESS, {
          code: 'INVALID_ADDRESS',
          details: describeUntrusted(address),
        })
      const [cache, client] = await Promise.all([balances.load(), clients.get(network)])
      const value = await client.getBalance({ address })
      cache.set(key, value)
      return { value, decimals, symbol }
    },

    async signMessage({ connectorId, address, message }) {
      const provider = providerOf(connectorId)
      // in the same turn once loaded, so the prompt stays inside the user's click
      return withLoaded(signing, (m) => m.personalSign(provider, address, message))
    },

    // The send code (and its ABIs) loads with the first send or fee estimate.
    send: (params) => withLoaded(transfers, (t) => t.send(params)),
    estimateFee: (params) => withLoaded(transfers, (t) => t.estimateFee(params)),

    async request(input) {
      // Read once (method a string, params a frozen deep copy); the wallet gets its own copy of
      // that, which it may change, and which the caller can no longer change under it.
      const { method, params } = freezeRpcRequest(input)
      const provider = providerOf(input.connectorId)
      // EIP-1193 params are an array or an object: passed on as given, as data.
      return requestWallet(
        provider,
        method,
        typeof params === 'object' && params !== null ? structuredClone(params) : undefined,
      )
    },

    getProvider: (connectorId) => connections.get(connectorId)?.provider ?? discovery.provider(connectorId),

    // latch.getProvider('eip155'): every request through the instance's eip155 adapter (this one,
    // or the combination with the auth and pairing connectors, so their guards and routes apply)
    latchProvider: getEip1193Provider,

    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    // The readers of balances, logs, NFTs and receipts load on the first read (the Account view or
    // a send followed until mined).
    accountData: {
      ...lazyAccountDataSource(() => rpcSource.load()),
      getTransactionStatus: async (params) => (await rpcSource.load()).getTransactionStatus?.(params),
    },

    // EIP-4361 format, EIP-55 and the sign-in checks load on first use (or the sign-in's preload).
    siwx: lazySiwxVerifier('eip155', () =>
      import('./siwx/createEip4361Verifier').then(({ createEip4361Verifier }) =>
        createEip4361Verifier({ getNetwork: (id): CaipNetwork | undefined => networkOf(id), clients }),
      ),
    ),
  }
  return adapter
}
