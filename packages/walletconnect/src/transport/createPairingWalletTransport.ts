import type { WalletConnectConnector } from '../connector/types'

/**
 * Options of {@link createPairingWalletTransport}.
 *
 * @example
 * ```ts
 * createPairingWalletTransport(connector, { dialect: 'xverse', stacksChainId: 'stacks:1', bitcoinChainId })
 * ```
 */
export type PairingWalletTransportOptions<Dialect extends string> = {
  /** Parameter shape the paired wallet expects (the Stacks adapter's wallet dialect). */
  dialect: Dialect
  /** CAIP-2 chain that `stx_*` methods go to, e.g. `'stacks:1'`. */
  stacksChainId: string
  /** CAIP-2 chain that Bitcoin methods (`getAddresses`, `signPsbt`, `sendTransfer`...) go to. */
  bitcoinChainId?: string
}

/**
 * A wallet transport over the pairing session: the shape of `@latch/stacks`'
 * `StacksWalletTransport`, so the Stacks/Bitcoin adapter can register the paired wallet as an
 * external wallet and send its `stx_*` and Bitcoin requests through the session.
 *
 * @example
 * ```ts
 * const transport: PairingWalletTransport<'xverse'> = createPairingWalletTransport(connector, options)
 * await transport.request('stx_signMessage', { message: 'hi' })
 * ```
 */
export type PairingWalletTransport<Dialect extends string, Method extends string = string> = {
  readonly dialect: Dialect
  /**
   * Methods the session approved on the Stacks and Bitcoin chains. Typed as `Method`: Latch proposes
   * only the SPEC's wallet methods, so a session approves no other.
   */
  supportedMethods(): Promise<readonly Method[]>
  /** Sends one request through the session (pairing first if no session exists yet). */
  request(method: Method, params: unknown): Promise<unknown>
  /** Ends the session. */
  disconnect(): Promise<void>
}

/**
 * Adapts the pairing connector to the Stacks adapter's transport seam: `stx_*` methods go to the
 * Stacks chain, the others to the Bitcoin chain; only methods the session approved are sent
 * (anything else fails with `MethodNotSupportedError`, -32601, before it is sent). A request made
 * before any session exists starts the pairing (the modal shows the QR) and is sent once the
 * wallet approves.
 *
 * @param connector - The pairing connector.
 * @param options - Dialect and chains.
 * @returns The transport.
 * @example
 * ```ts
 * stacksSession.addExternalWallet({
 *   descriptor: { id: 'walletConnect', name: 'WalletConnect', icon, webUrl: '' },
 *   transport: createPairingWalletTransport(connector, { dialect: 'xverse', stacksChainId: 'stacks:1' }),
 * })
 * ```
 */
export function createPairingWalletTransport<Dialect extends string, Method extends string = string>(
  connector: WalletConnectConnector,
  options: PairingWalletTransportOptions<Dialect>,
): PairingWalletTransport<Dialect, Method> {
  const chainFor = (method: string) =>
    method.startsWith('stx_') ? options.stacksChainId : (options.bitcoinChainId ?? options.stacksChainId)
  return {
    dialect: options.dialect,
    async supportedMethods() {
      const session = connector.getState().session
      if (!session) return []
      const methods = new Set<Method>()
      for (const chainId of [options.stacksChainId, options.bitcoinChainId]) {
        if (!chainId) continue
        const namespace = session.namespaces[chainId.split(':')[0] ?? '']
        if (namespace?.chains.includes(chainId)) for (const m of namespace.methods) methods.add(m as Method)
      }
      return [...methods]
    },
    async request(method, params) {
      if (!connector.getState().session) await connector.connect()
      return connector.request({ chainId: chainFor(method), method, params })
    },
    disconnect: () => connector.disconnect(),
  }
}
