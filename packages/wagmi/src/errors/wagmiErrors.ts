import { ValidationError } from '@latch/core/kit'
import { EVM_PROVIDER_ERRORS } from '@latch/evm/provider'

/**
 * The errors `@latch/wagmi` raises itself, each message written once (the provider's are
 * `@latch/evm/provider`'s, which it routes through). Wallet errors (a rejected
 * request, an unsupported method) come from the wallet through Latch, already typed.
 *
 * @example
 * ```ts
 * throw WAGMI_ERRORS.notConnected()
 * ```
 */
export const WAGMI_ERRORS = {
  /** A wallet request with no eip155 wallet connected through Latch (EIP-1193 calls it disconnected). */
  notConnected: EVM_PROVIDER_ERRORS.notConnected,
  /** The Latch instance has no eip155 adapter to send requests through. */
  noEvmAdapter: EVM_PROVIDER_ERRORS.noEvmAdapter,
  /** wagmi asked to switch to a chain its config does not list. */
  chainNotConfigured: (chainId: number) =>
    new ValidationError('The chain is not in the wagmi config', {
      code: 'NETWORK_NOT_FOUND',
      details: `Chain ${chainId} is not in createConfig({ chains })`,
    }),
} as const
