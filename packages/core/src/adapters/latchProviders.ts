import type { ChainNamespace } from '../shared/networks/types'

/**
 * The type of `latch.getProvider(namespace)` per namespace, filled in by the adapter packages, not
 * by core: each declares its namespace's provider type by declaration merging (as wagmi's
 * `Register` is filled in by the app), so core names no chain SDK type and an app gets the types of
 * exactly the adapter packages it installs. `@latch/evm` adds `eip155` (viem's `EIP1193Provider`,
 * routed through Latch), `@latch/solana` adds `solana` (the Wallet Standard wallet), `@latch/stacks`
 * adds `stacks` and `bip122` (the WBIP request provider). A namespace no package declares reads as
 * `unknown`.
 *
 * Why a type map beside a runtime hook (`ChainAdapter.latchProvider`) rather than types alone: the
 * eip155 provider is not the wallet's own object but one that sends every request through Latch's
 * adapter (so the embedded wallet's not-safe requests wait for ApproveTransaction, and WalletConnect
 * and Safe requests take their routes), and only the adapter package knows how to build it.
 *
 * @example
 * ```ts
 * declare module '@latch/core' {
 *   interface LatchProviders {
 *     eip155: EIP1193Provider
 *   }
 * }
 * ```
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the adapter packages through declaration merging
export interface LatchProviders {}

/**
 * The provider type of one namespace: what its adapter package declared in {@link LatchProviders},
 * `unknown` when none did.
 *
 * @example
 * ```ts
 * const provider: LatchProvider<'eip155'> | undefined = latch.getProvider('eip155')
 * ```
 */
export type LatchProvider<namespace extends ChainNamespace> = namespace extends keyof LatchProviders
  ? LatchProviders[namespace]
  : unknown
