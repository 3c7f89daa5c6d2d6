import type { AdapterEvent, ChainAdapter, ConnectResult } from '../../../adapters/types'
import { AUTH_CONNECTOR_ID } from '../../../kernel/chains/authConnector'
import { toBase58 } from '../../../shared/encoding/base58'
import { MESSAGES } from '../../../shared/errors/catalogue'
import { ConnectionError } from '../../../shared/errors/errors'
import { normalizeWalletError } from '../../../shared/errors/normalizeWalletError'
import { readUntrustedField } from '../../../shared/errors/readUntrustedField'
import type { CaipNetwork, CaipNetworkId } from '../../../shared/networks/types'
import { readBaseUnits } from '../../../shared/numbers/readBaseUnits'
import { createSafeRequestGuard, type RpcRequest } from '../../../shared/rpc/createSafeRequestGuard'
import type { FrozenRpcRequest } from '../../../shared/rpc/freezeRpcRequest'
import { utf8ToHex } from '../../../shared/utf8ToHex'
import type { AuthAdapterOptions } from './authAdapterOptions'
import { authConnectorFor } from './authConnector'
import { encodeNativeOrTokenTransfer } from './encodeTransfer'
import type { AuthProvider } from './types'

/**
 * The `ID_AUTH` connector of one namespace (eip155 or solana, SPEC §9) as a {@link ChainAdapter}:
 * it connects the account of the user signed in through the {@link AuthProvider} (email, social,
 * Farcaster), and every request through it is classified by the SPEC §6 rules: safe requests go
 * straight to the provider, not-safe ones only after `approve`, anything else is refused with
 * "Requested RPC call is not allowed" and never sent. Pass `auth: { provider }` to `createLatch`
 * and the instance builds these for you, wired to its ApproveTransaction view.
 *
 * @param provider - The embedded-wallet service.
 * @param options - Namespace and approval.
 * @returns The adapter.
 * @example
 * ```ts
 * const adapter = authAdapter(provider, { namespace: 'eip155', approve: async () => confirm('Sign?') })
 * await adapter.request({ connectorId: 'ID_AUTH', method: 'eth_chainId' })
 * ```
 */
export function authAdapter(provider: AuthProvider, options: AuthAdapterOptions): ChainAdapter {
  const { namespace, connector } = authConnectorFor(options)
  const listeners = new Set<(event: AdapterEvent) => void>()
  let networks: readonly CaipNetwork[] = []
  let caipNetworkId: CaipNetworkId | undefined

  /** Sends Latch's frozen copy of a request to the provider, on the network fixed when it was made. */
  const sendToProvider = async (request: FrozenRpcRequest, network: CaipNetworkId | undefined) => {
    try {
      if (request.method === 'wallet_getCapabilities') {
        const [address] = Array.isArray(request.params) ? request.params : []
        return await provider.getCapabilities({ address: typeof address === 'string' ? address : '' })
      }
      if (request.method === 'wallet_getAssets') return await provider.getAssets(request.params)
      return await provider.request({
        namespace,
        method: request.method,
        ...(request.params === undefined ? {} : { params: request.params }),
        ...(network ? { caipNetworkId: network } : {}),
      })
    } catch (error) {
      throw normalizeWalletError(error, request.method)
    }
  }

  /**
   * Classifies, shows for approval and sends one request (SPEC §6). The network is read once, when
   * the request is made: the approval shows it and the provider is asked on it, even if the
   * network is switched while the approval is open.
   */
  const guarded = (request: RpcRequest, network: CaipNetworkId | undefined = caipNetworkId) =>
    createSafeRequestGuard({
      approve: (frozen) =>
        options.approve(
          Object.freeze({
            ...frozen,
            namespace,
            ...(network === undefined ? {} : { caipNetworkId: network }),
          }),
        ),
      send: (frozen) => sendToProvider(frozen, network),
    })(request)

  const requireConnector = (connectorId: string) => {
    if (connectorId !== AUTH_CONNECTOR_ID)
      throw new ConnectionError(MESSAGES.failedToConnect, {
        code: 'CONNECTOR_NOT_FOUND',
        details: `The auth adapter has no connector "${connectorId}"`,
      })
  }

  const readAccounts = async (wanted?: CaipNetworkId): Promise<ConnectResult | null> => {
    const user = await provider.getUser()
    const accounts = user?.accounts[namespace] ?? []
    if (accounts.length === 0) return null
    caipNetworkId = wanted ?? caipNetworkId ?? networks[0]?.caipNetworkId
    if (!caipNetworkId) return null
    return { accounts: accounts.map((a) => ({ ...a })), caipNetworkId }
  }

  return {
    namespace,
    init(context) {
      networks = context.networks
    },
    getConnectors: () => [connector],
    async connect(params) {
      requireConnector(params.connectorId)
      const result = await readAccounts(params.caipNetworkId)
      if (!result)
        throw new ConnectionError(MESSAGES.failedToConnect, {
          details: `No signed-in ${namespace} account: sign in by email or a social login first`,
        })
      return result
    },
    async reconnect(params) {
      if (params.connectorId !== AUTH_CONNECTOR_ID) return null
      return readAccounts(params.caipNetworkId).catch(() => null)
    },
    async disconnect(params) {
      if (params.connectorId !== AUTH_CONNECTOR_ID) return
      await provider.signOut()
    },
    async switchNetwork(params) {
      requireConnector(params.connectorId)
      caipNetworkId = params.network.caipNetworkId
      for (const listener of listeners)
        listener({ type: 'chainChanged', connectorId: AUTH_CONNECTOR_ID, caipNetworkId })
    },
    async getBalance({ address, network }) {
      const { decimals, symbol } = network.nativeCurrency
      if (namespace === 'eip155') {
        const hex = await guarded({ method: 'eth_getBalance', params: [address, 'latest'] })
        return { value: readBaseUnits(hex, 'eth_getBalance'), decimals, symbol }
      }
      // A read Latch itself makes for the Account view (no user request): straight to the wallet's RPC.
      // The wallet's answer and its failures are untrusted: typed, never a raw error.
      let lamports: unknown
      try {
        lamports = await provider.request({ namespace, method: 'getBalance', params: [address] })
      } catch (error) {
        throw normalizeWalletError(error, 'getBalance')
      }
      const value = typeof lamports === 'object' ? readUntrustedField(lamports, 'value') : lamports
      return { value: readBaseUnits(value, 'getBalance'), decimals, symbol }
    },
    async signMessage(params) {
      requireConnector(params.connectorId)
      if (namespace === 'eip155')
        return String(
          await guarded(
            { method: 'personal_sign', params: [utf8ToHex(params.message), params.address] },
            params.network.caipNetworkId,
          ),
        )
      const message = toBase58(new TextEncoder().encode(params.message))
      const result = await guarded(
        { method: 'solana_signMessage', params: { message, pubkey: params.address } },
        params.network.caipNetworkId,
      )
      return String((result as { signature?: unknown } | null)?.signature ?? result)
    },
    ...(namespace === 'eip155'
      ? {
          async send(params: Parameters<NonNullable<ChainAdapter['send']>>[0]) {
            requireConnector(params.connectorId)
            const transaction = { from: params.from, ...encodeNativeOrTokenTransfer(params) }
            const hash = await guarded(
              { method: 'eth_sendTransaction', params: [transaction] },
              params.network.caipNetworkId,
            )
            return { hash: String(hash) }
          },
        }
      : {}),
    async request(params) {
      requireConnector(params.connectorId)
      // passed on as given: the guard reads method and params once and keeps its own frozen copy
      return guarded(params)
    },
    getProvider: () => provider,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
