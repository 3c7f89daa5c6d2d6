import {
  type AdapterContext,
  type AdapterEvent,
  type Balance,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainAdapter,
  type ConnectAndSignIn,
  ConnectionError,
  type Connector,
  type ConnectResult,
  describeUntrusted,
  lazy,
  MESSAGES,
  MethodNotSupportedError,
  PAIRING_CONNECTOR_ID,
  parseJsonExact,
  readBaseUnits,
  readJsonBody,
  readUntrustedField,
  type SendParameters,
  SiwxError,
  toBase58,
  utf8ToHex,
  ValidationError,
} from '@latch/core/kit'
import { WALLETCONNECT_ADAPTER_MESSAGES } from '../errors/adapterMessages'
import type { SessionRecord } from '../session/types'
import { readPairingSignature } from './readPairingSignature'
import { readPairingTxHash } from './readPairingTxHash'
import type { WalletConnectAdapterOptions } from './walletConnectAdapter'

/**
 * Builds the pairing adapter of one namespace that {@link walletConnectAdapter} loads on mount:
 * connect (in one prompt with sign-in where the wallet has one-click authentication), restore and
 * disconnect of the shared session, balances through the app's RPC, message
 * signatures and EVM sends through the wallet, and the session's events for that namespace.
 *
 * @param options - Connector and namespace.
 * @returns The adapter, not yet initialised.
 * @example
 * ```ts
 * const adapter = createWalletConnectAdapter({ connector, namespace: 'stacks' })
 * await adapter.init({ networks, storage, getWindow: () => window, projectId })
 * ```
 */
export function createWalletConnectAdapter(options: WalletConnectAdapterOptions): ChainAdapter {
  const { connector, namespace } = options
  const evmChecks = lazy(() => import('./evmChecks'))
  // loaded while the pairing connects, so a send or an account change is handled at once
  const preloadEvmChecks = () => {
    if (namespace === 'eip155') void evmChecks.load().catch(() => undefined)
  }
  let networks: readonly CaipNetwork[] = []
  const connectorInfo: Connector = {
    id: PAIRING_CONNECTOR_ID,
    type: 'walletConnect',
    name: 'WalletConnect',
    chain: namespace,
    installed: false,
  }

  const chainOf = (session: SessionRecord, preferred?: CaipNetworkId): CaipNetworkId | undefined => {
    const chains = session.namespaces[namespace]?.chains ?? []
    if (preferred && chains.includes(preferred)) return preferred
    const appChain = networks.find((n) => chains.includes(n.caipNetworkId))?.caipNetworkId
    return appChain ?? (chains[0] as CaipNetworkId | undefined)
  }

  const result = (session: SessionRecord, preferred?: CaipNetworkId): ConnectResult | undefined => {
    const caipNetworkId = chainOf(session, preferred)
    if (!caipNetworkId) return undefined
    const accounts = connector.getAccounts(namespace, caipNetworkId)
    return accounts.length > 0
      ? { accounts: accounts.map((address) => ({ address })), caipNetworkId }
      : undefined
  }

  const rpc = async (network: CaipNetwork, method: string, params: unknown[]): Promise<unknown> => {
    const url = network.rpcUrls.default.http[0]
    if (!url)
      throw new ValidationError(WALLETCONNECT_ADAPTER_MESSAGES.noRpcUrl(network.caipNetworkId), {
        code: 'NO_RPC_URL',
      })
    const doFetch = options.fetch ?? globalThis.fetch
    const response = await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    // The node is not Latch's: its body is size-capped and parsed without rounding large integers,
    // and its error text is read without trusting it and capped.
    const body = await readJsonBody(response, method, parseJsonExact)
    const error = readUntrustedField(body, 'error')
    if (error !== undefined && error !== null) {
      const message = readUntrustedField(error, 'message')
      throw new ConnectionError(typeof message === 'string' ? describeUntrusted(message) : 'RPC error', {
        code: 'RPC_ERROR',
        details: method,
      })
    }
    return readUntrustedField(body, 'result')
  }

  const approved = (session: SessionRecord, caipNetworkId?: CaipNetworkId): ConnectResult => {
    const connected = result(session, caipNetworkId)
    if (!connected) {
      throw new ConnectionError(MESSAGES.failedToConnect, {
        code: 'NAMESPACE_NOT_APPROVED',
        details: `The wallet approved no ${namespace} account`,
      })
    }
    return connected
  }
  const disconnect = () => connector.disconnect()
  const connect = async ({ caipNetworkId }: { caipNetworkId?: CaipNetworkId }) => {
    preloadEvmChecks()
    return approved(await connector.connect(), caipNetworkId)
  }
  /**
   * One prompt with WalletConnect's one-click authentication where the connector can ask for it;
   * the CACAO of the connected account becomes the signed-in answer. A wallet that answered the
   * session proposal instead is only connected (the sign view follows). An answer that cannot be
   * read as a sign-in ends the session it opened.
   */
  const connectAndSignIn: ConnectAndSignIn = async ({ caipNetworkId, signIn }) => {
    const verifier = options.siwx
    const answer = verifier && connector.authenticate ? await connector.authenticate(signIn) : undefined
    if (!answer || !verifier) return connect(caipNetworkId ? { caipNetworkId } : {})
    preloadEvmChecks()
    try {
      const connected = approved(answer.session, caipNetworkId)
      if (answer.cacaos.length === 0) return connected
      const { readSignInCacao } = await import('./readSignInCacao')
      const address = connected.accounts[0]?.address ?? ''
      const signedIn = await readSignInCacao({ cacaos: answer.cacaos, address, verifier })
      if (!signedIn)
        throw new SiwxError(MESSAGES.siwxSignFailed, {
          code: 'SIWX_MALFORMED_SESSION',
          details: 'no EIP-191 CACAO of the connected account',
        })
      return { ...connected, signedIn }
    } catch (error) {
      await disconnect().catch(() => undefined)
      throw error
    }
  }

  return {
    namespace,
    init(context: AdapterContext) {
      networks = context.networks
      connector.init({ projectId: context.projectId })
    },
    getConnectors: () => [connectorInfo],
    // with the app's sign-in, pairing may sign in in the same prompt (one-click authentication)
    connect: (params) =>
      params.signIn && options.siwx
        ? params.signIn({ connect, connectAndSignIn, disconnect, siwx: options.siwx }, params)
        : connect(params),
    async reconnect({ caipNetworkId }) {
      preloadEvmChecks()
      const session = await connector.restore()
      return session ? (result(session, caipNetworkId) ?? null) : null
    },
    disconnect,
    async switchNetwork({ network }) {
      const chains = connector.getState().session?.namespaces[namespace]?.chains ?? []
      if (!chains.includes(network.caipNetworkId)) {
        throw new MethodNotSupportedError('switchNetwork', {
          details: `${network.caipNetworkId} is not part of the pairing session`,
        })
      }
    },
    async getBalance({ address, network }): Promise<Balance> {
      const { symbol, decimals } = network.nativeCurrency
      if (namespace === 'eip155') {
        const value = await rpc(network, 'eth_getBalance', [address, 'latest'])
        return { value: readBaseUnits(value, 'eth_getBalance'), decimals, symbol }
      }
      if (namespace === 'solana') {
        const answer = await rpc(network, 'getBalance', [address])
        return { value: readBaseUnits(readUntrustedField(answer, 'value'), 'getBalance'), decimals, symbol }
      }
      throw new ValidationError(MESSAGES.unsupportedChain, {
        details: `balance of ${namespace} through the pairing adapter`,
      })
    },
    async signMessage({ address, message, network }) {
      const chainId = network.caipNetworkId
      // The wallet's answer is untrusted: a signature of the namespace's form, within its cap.
      switch (namespace) {
        case 'eip155': {
          const signature = await connector.request<unknown>({
            chainId,
            method: 'personal_sign',
            params: [utf8ToHex(message), address],
          })
          return readPairingSignature(namespace, signature)
        }
        case 'solana': {
          const params = { message: toBase58(new TextEncoder().encode(message)), pubkey: address }
          const answer = await connector.request<unknown>({ chainId, method: 'solana_signMessage', params })
          return readPairingSignature(namespace, readUntrustedField(answer, 'signature'))
        }
        case 'stacks':
        case 'bip122': {
          const answer = await connector.request<unknown>({
            chainId,
            method: namespace === 'stacks' ? 'stx_signMessage' : 'signMessage',
            params: { message, address },
          })
          return readPairingSignature(namespace, readUntrustedField(answer, 'signature'))
        }
      }
    },
    async send(params: SendParameters) {
      if (!params.to || params.amount <= 0n) throw new ValidationError(MESSAGES.amountAndReceiverRequired)
      if (!params.token) throw new ValidationError(MESSAGES.tokenRequired)
      if (namespace !== 'eip155')
        throw new ValidationError(MESSAGES.unsupportedChain, { details: `send on ${namespace}` })
      // A mixed-case address must carry its EIP-55 checksum: a typo never reaches the wallet.
      const { encodeNativeOrTokenTransfer } = await evmChecks.load()
      const tx = { from: params.from, ...encodeNativeOrTokenTransfer(params) }
      const answer = await connector.request<unknown>({
        chainId: params.network.caipNetworkId,
        method: 'eth_sendTransaction',
        params: [tx],
      })
      return { hash: readPairingTxHash(answer) }
    },
    async request({ method, params, network }) {
      const session = connector.getState().session
      const chainId = network?.caipNetworkId ?? (session ? chainOf(session) : undefined)
      if (!chainId)
        throw new MethodNotSupportedError(method, { details: `no ${namespace} chain in the pairing session` })
      return connector.request({ chainId, method, params })
    },
    getProvider: () => connector,
    subscribe(listener: (event: AdapterEvent) => void) {
      return connector.on((event) => {
        if (event.type === 'disconnect') listener({ type: 'disconnect', connectorId: PAIRING_CONNECTOR_ID })
        if (event.type === 'sessionUpdate') {
          const accounts = connector.getAccounts(namespace).map((address) => ({ address }))
          listener({ type: 'accountsChanged', connectorId: PAIRING_CONNECTOR_ID, accounts })
        }
        if (event.type === 'accountsChanged' && event.namespace === namespace) {
          const report = ({ isEvmAddress }: { isEvmAddress: (value: unknown) => boolean }) =>
            listener({
              type: 'accountsChanged',
              connectorId: PAIRING_CONNECTOR_ID,
              accounts: event.accounts.filter(isEvmAddress).map((address) => ({ address })),
            })
          // at once once loaded (a connect or restore loads it), else as soon as it loads
          const loaded = evmChecks.peek()
          if (loaded) report(loaded)
          else void evmChecks.load().then(report, () => undefined)
        }
        if (event.type === 'chainChanged' && event.chainId.startsWith(`${namespace}:`)) {
          listener({
            type: 'chainChanged',
            connectorId: PAIRING_CONNECTOR_ID,
            caipNetworkId: event.chainId as CaipNetworkId,
          })
        }
      })
    },
  }
}
