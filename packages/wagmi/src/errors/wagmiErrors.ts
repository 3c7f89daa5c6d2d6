import { ConnectionError, ValidationError } from '@latch/core/kit'

/**
 * The errors `@latch/wagmi` raises itself, each message written once. Wallet errors (a rejected
 * request, an unsupported method) come from the wallet through Latch, already typed.
 *
 * @example
 * ```ts
 * throw WAGMI_ERRORS.notConnected()
 * ```
 */
export const WAGMI_ERRORS = {
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
  /** wagmi asked to switch to a chain its config does not list. */
  chainNotConfigured: (chainId: number) =>
    new ValidationError('The chain is not in the wagmi config', {
      code: 'NETWORK_NOT_FOUND',
      details: `Chain ${chainId} is not in createConfig({ chains })`,
    }),
} as const
