import {
  type AccountInfo,
  type AdapterContext,
  type AdapterEvent,
  type CaipNetwork,
  type CaipNetworkId,
  type ConnectAndSignIn,
  ConnectionError,
  type ConnectResult,
  describeUntrusted,
  freezeRpcRequest,
  lazy,
  lazyAccountDataSource,
  lazySiwxVerifier,
  MESSAGES,
  MethodNotSupportedError,
  normalizeWalletError,
  readUntrustedField,
  ValidationError,
  withLoaded,
} from '@latch/core/kit'
import { SOLANA_ADAPTER_MESSAGES } from '../errors/adapterMessages'
import type { ConnectionCache } from '../send/sendSolanaTransfer'
import { createSolanaDiscovery, type SolanaDiscovery } from '../standard/createSolanaDiscovery'
import type { StandardWallet, WalletAccount } from '../standard/types'
import { decodeBase58, encodeBase58, isSolanaAddress } from '../utils/base58'
import { readWalletSignature } from '../utils/readWalletSignature'
import type { SolanaAdapter, SolanaAdapterOptions } from './solanaAdapter'

type Session = {
  wallet: StandardWallet
  account: WalletAccount
  caipNetworkId: CaipNetworkId
  stop: () => void
}

const toAccounts = (accounts: readonly WalletAccount[]): AccountInfo[] =>
  accounts.map((a) => ({ address: a.address, type: 'eoa', publicKey: encodeBase58(a.publicKey) }))

/**
 * The sign-in verifier, loaded on first use (or the sign-in's preload): the Sign-In-With-Solana
 * format and the ed25519 check are not part of the page's first load.
 */
const lazySolanaSiwx = (networks: readonly CaipNetwork[]) =>
  lazySiwxVerifier('solana', () =>
    import('../siwx/createSolanaSiwxVerifier').then(({ createSolanaSiwxVerifier }) =>
      createSolanaSiwxVerifier(localnetOf(networks)),
    ),
  )

/** The transaction requests a Wallet Standard connection answers (see standardTransactionRequests). */
const TRANSACTION_METHODS = new Set([
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
])

/** Entries read from a wallet's account list: a wallet exposes a user's few accounts. */
const MAX_WALLET_ACCOUNTS = 100

/** A wallet account whose address is a Solana address and whose public key is its 32 bytes. */
const isWellFormed = (a: unknown): a is WalletAccount => {
  if (typeof a !== 'object' || a === null) return false
  const { address, publicKey, chains } = a as Partial<WalletAccount>
  return (
    isSolanaAddress(address) &&
    publicKey instanceof Uint8Array &&
    publicKey.length === 32 &&
    Array.isArray(chains) &&
    chains.length <= MAX_WALLET_ACCOUNTS
  )
}

/**
 * The Solana accounts of a wallet's answer (connect, change events): at most 100 entries read,
 * an entry that is not a well-formed account dropped.
 */
const solanaAccounts = (accounts: unknown): WalletAccount[] =>
  (Array.isArray(accounts) ? accounts.slice(0, MAX_WALLET_ACCOUNTS) : [])
    .filter(isWellFormed)
    .filter(
      (a) => a.chains.length === 0 || a.chains.some((c) => typeof c === 'string' && c.startsWith('solana:')),
    )

/**
 * Builds the Solana adapter that {@link solanaAdapter} loads on mount: Wallet Standard discovery,
 * connect and silent restore, SOL and SPL sends (web3.js and spl-token are loaded only when a send
 * needs them), message signing, Sign-In-With-Solana and account data read from the app's RPC.
 *
 * @param options - Known tokens, restore wait, fetch.
 * @param discovery - A discovery already running in the page (the one {@link solanaAdapter} starts
 *   at mount), which the adapter carries on with; default a new one, started by `init`.
 * @returns The adapter, not yet initialised.
 * @example
 * ```ts
 * const adapter = createSolanaAdapter({ restoreWaitMs: 0 })
 * await adapter.init({ networks: [solanaDevnet], storage, getWindow: () => window })
 * ```
 */
export function createSolanaAdapter(
  options: SolanaAdapterOptions = {},
  discovery: SolanaDiscovery = createSolanaDiscovery(),
): SolanaAdapter {
  const listeners = new Set<(event: AdapterEvent) => void>()
  const sessions = new Map<string, Session>()
  let context: AdapterContext | undefined
  const connections: ConnectionCache = new Map()
  // Native balances (cached 30 s per network and address, SPEC §9) are read by code that loads
  // with the first read; a send clears both ends (nothing is cached before that code has loaded).
  const balances = lazy(() =>
    import('../rpc/createBalanceReader').then((m) => m.createBalanceReader(options.fetch)),
  )
  const transfers = lazy(() =>
    import('../send/createSolanaTransfers').then(({ createSolanaTransfers }) =>
      createSolanaTransfers({
        sessionOf: (connectorId) => sessionOf(connectorId),
        connections,
        forgetBalances: (params) => {
          balances.peek()?.forget(params.network, params.from)
          balances.peek()?.forget(params.network, params.to)
        },
      }),
    ),
  )

  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }
  const findWallet = (connectorId: string) => discovery.wallet(connectorId)
  const pickNetwork = (caipNetworkId?: CaipNetworkId): CaipNetworkId => {
    const networks = context?.networks ?? []
    const chosen = caipNetworkId ? networks.find((n) => n.caipNetworkId === caipNetworkId) : networks[0]
    if (!chosen)
      throw new ValidationError(MESSAGES.unsupportedChain, { details: caipNetworkId ?? 'no solana network' })
    return chosen.caipNetworkId
  }
  const startSession = (
    connectorId: string,
    wallet: StandardWallet,
    accounts: readonly WalletAccount[],
    caipNetworkId: CaipNetworkId,
  ): ConnectResult => {
    sessions.get(connectorId)?.stop()
    const account = accounts[0]!
    const stop =
      wallet.features['standard:events']?.on('change', (properties) => {
        const session = sessions.get(connectorId)
        if (!session || !properties.accounts) return
        const next = solanaAccounts(properties.accounts)
        if (next.length === 0) {
          session.stop()
          sessions.delete(connectorId)
          emit({ type: 'disconnect', connectorId })
          return
        }
        if (next[0]!.address !== session.account.address) {
          session.account = next[0]!
          emit({ type: 'accountsChanged', connectorId, accounts: toAccounts(next) })
        }
      }) ?? (() => {})
    sessions.set(connectorId, { wallet, account, caipNetworkId, stop })
    return { accounts: toAccounts(accounts), caipNetworkId }
  }
  const sessionOf = (connectorId: string): Session => {
    const session = sessions.get(connectorId)
    if (!session)
      throw new ConnectionError(MESSAGES.noConnectionControllerClient, {
        details: `${connectorId} is not connected`,
      })
    return session
  }
  const networkOf = (caipNetworkId: CaipNetworkId): CaipNetwork => {
    const network = context?.networks.find((n) => n.caipNetworkId === caipNetworkId)
    if (!network) throw new ValidationError(MESSAGES.unsupportedChain, { details: caipNetworkId })
    return network
  }
  const signBytes = async (connectorId: string, message: Uint8Array): Promise<Uint8Array> => {
    const session = sessionOf(connectorId)
    const feature = session.wallet.features['solana:signMessage']
    if (!feature) throw new MethodNotSupportedError('solana_signMessage')
    const [out] = await feature
      .signMessage({ account: session.account, message })
      .catch((error: unknown) => Promise.reject(normalizeWalletError(error, 'solana_signMessage')))
    if (!out) throw normalizeWalletError(new Error('The wallet returned no signature'), 'solana_signMessage')
    return readWalletSignature(out.signature, 'solana_signMessage')
  }

  /** A user connect: `standard:connect`, one prompt. */
  const connect: SolanaAdapter['connect'] = async ({ connectorId, caipNetworkId }) => {
    const wallet = findWallet(connectorId)
    const feature = wallet?.features['standard:connect']
    if (!wallet || !feature)
      throw new ConnectionError(MESSAGES.failedToConnect, { details: `${connectorId} is not installed` })
    const network = pickNetwork(caipNetworkId)
    const { accounts } = await feature
      .connect()
      .catch((error: unknown) => Promise.reject(normalizeWalletError(error, 'standard:connect')))
    const usable = solanaAccounts(accounts)
    if (usable.length === 0)
      throw new ConnectionError(MESSAGES.connectionRejected, {
        details: 'The wallet returned no Solana account',
      })
    return startSession(connectorId, wallet, usable, network)
  }
  /** A user connect that signs in in the same prompt where the wallet has `solana:signIn`. */
  const connectAndSignIn: ConnectAndSignIn = async ({ connectorId, caipNetworkId, signIn }) => {
    const wallet = findWallet(connectorId)
    const feature = wallet?.features['solana:signIn']
    // a wallet without Sign-In-With-Solana connects as always; the sign view follows
    if (!wallet || !feature) return connect(caipNetworkId ? { connectorId, caipNetworkId } : { connectorId })
    const network = pickNetwork(caipNetworkId)
    const { signInWithStandard } = await import('./signInWithStandard')
    const localnet = localnetOf(context?.networks ?? []).localnet
    const { account, signedIn } = await signInWithStandard(feature, signIn, localnet)
    const usable = solanaAccounts([account])
    if (usable.length === 0)
      throw new ConnectionError(MESSAGES.connectionRejected, {
        details: 'The wallet returned no Solana account',
      })
    return { ...startSession(connectorId, wallet, usable, network), signedIn }
  }

  const adapter: SolanaAdapter = {
    namespace: 'solana',
    // The readers of balances and activity load on the first read (the Account view).
    accountData: lazyAccountDataSource(
      () =>
        import('../data/createSolanaAccountData').then(({ createSolanaAccountData }) =>
          createSolanaAccountData({
            ...(options.tokens ? { tokens: options.tokens } : {}),
            ...(options.fetch ? { fetch: options.fetch } : {}),
          }),
        ),
      { nfts: false },
    ),
    siwx: lazySolanaSiwx([]),
    init(ctx) {
      context = ctx
      const win = ctx.getWindow()
      if (!win) return
      adapter.siwx = lazySolanaSiwx(ctx.networks)
      discovery.start(win, (connectors) => emit({ type: 'connectorsChanged', connectors }))
    },
    destroy() {
      discovery.stop()
      for (const session of sessions.values()) session.stop()
      sessions.clear()
      connections.clear()
    },
    getConnectors: discovery.connectors,
    // with the app's sign-in, a user connect may sign in in the same prompt (solana:signIn)
    connect: (params) =>
      params.signIn?.(
        { connect, connectAndSignIn, disconnect: adapter.disconnect, siwx: adapter.siwx },
        params,
      ) ?? connect(params),
    async reconnect({ connectorId, caipNetworkId }) {
      const wallet = await discovery.waitFor(connectorId, options.restoreWaitMs ?? 1000)
      const feature = wallet?.features['standard:connect']
      if (!wallet || !feature) return null
      const result = await feature.connect({ silent: true }).catch(() => null)
      const usable = solanaAccounts(result?.accounts ?? [])
      if (usable.length === 0) return null
      return startSession(connectorId, wallet, usable, pickNetwork(caipNetworkId))
    },
    async disconnect({ connectorId }) {
      const session = sessions.get(connectorId)
      if (!session) return
      sessions.delete(connectorId)
      session.stop()
      await session.wallet.features['standard:disconnect']?.disconnect().catch(() => {})
      emit({ type: 'disconnect', connectorId })
    },
    async switchNetwork({ connectorId, network }) {
      const session = sessionOf(connectorId)
      const caipNetworkId = pickNetwork(network.caipNetworkId)
      if (session.caipNetworkId === caipNetworkId) return
      session.caipNetworkId = caipNetworkId
      emit({ type: 'chainChanged', connectorId, caipNetworkId })
    },
    async getBalance({ address, network }) {
      if (!isSolanaAddress(address))
        throw new ValidationError(SOLANA_ADAPTER_MESSAGES.invalidAddress, { details: address })
      const value = await (await balances.load()).read(network, address)
      return { value, decimals: 9, symbol: network.nativeCurrency.symbol }
    },
    async signMessage({ connectorId, message }) {
      return encodeBase58(await signBytes(connectorId, new TextEncoder().encode(message)))
    },
    // The send checks and code load with the first send or fee estimate.
    send: (params) => withLoaded(transfers, (t) => t.send(params)),
    estimateFee: (params) => withLoaded(transfers, (t) => t.estimateFee(params)),
    prepareSend: (params) => withLoaded(transfers, (t) => t.prepareSend(params)),
    // the transaction's transfers in words, decoded locally; its code loads with the first approval
    previewRequest: (request) =>
      import('../preview/previewSolanaTransaction').then((m) =>
        m.previewSolanaTransaction(request.method, request.params, options.tokens ?? []),
      ),
    async request(input) {
      // method and params read once (method a string, params a frozen copy): what is checked is signed
      const { method, params } = freezeRpcRequest(input)
      const { connectorId } = input
      const message = readUntrustedField(params, 'message')
      if (method === 'solana_signMessage' && typeof message === 'string') {
        return { signature: encodeBase58(await signBytes(connectorId, decodeBase58(message))) }
      }
      if (TRANSACTION_METHODS.has(method)) {
        // their code and the check of the wallet's answer load with the first one
        const session = sessionOf(connectorId)
        const { requestStandardTransaction } = await import('./standardTransactionRequests')
        return requestStandardTransaction({
          method,
          params,
          wallet: session.wallet,
          account: session.account,
          // one of the app's networks (its RPC for a send), never one the caller made up
          network: networkOf(input.network?.caipNetworkId ?? session.caipNetworkId),
          fetch: options.fetch,
        })
      }
      if (method === 'getAccounts' || method === 'solana_getAccounts') {
        return [{ pubkey: sessionOf(connectorId).account.address }]
      }
      throw new MethodNotSupportedError(describeUntrusted(method, 100))
    },
    getProvider: (connectorId) => findWallet(connectorId),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return adapter
}

function localnetOf(networks: readonly CaipNetwork[]): { localnet?: CaipNetwork } {
  const known = [
    '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  ]
  const local = networks.find((n) => n.chainNamespace === 'solana' && !known.includes(n.id))
  return local ? { localnet: local } : {}
}
