import { ConnectionError } from '@latch/core/kit'

/**
 * The errors of the EIP-1193 provider routed through Latch (`latch.getProvider('eip155')`,
 * `getEip1193Provider`), each message written once. They load with the provider, not with the page.
 * Wallet errors (a rejected request, an unsupported method) come from the wallet through Latch,
 * already typed.
 *
 * @example
 * ```ts
 * throw EVM_PROVIDER_ERRORS.notConnected()
 * ```
 */
export const EVM_PROVIDER_ERRORS = {
  /** A wallet request with no eip155 wallet connected through Latch (EIP-1193 calls it disconnected). */
  notConnected: () =>
    new ConnectionError('No EVM wallet is connected through Latch', {
      code: 'NOT_CONNECTED',
      details: 'Connect a wallet on an eip155 network first (latch.open() or wagmi connect).',
    }),
  /** The Latch instance has no eip155 adapter to send requests through. */
  noEvmAdapter: () =>
    new ConnectionError('Latch has no EVM adapter', {
      code: 'CONNECTOR_NOT_FOUND',
      details: 'Add evmAdapter() (or an eip155 auth or WalletConnect adapter) to createLatch({ adapters }).',
    }),
} as const
