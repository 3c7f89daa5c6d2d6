import type { WbipProvider } from './WbipProvider'

// The stacks and bip122 entries of core's provider map (`latch.getProvider('stacks')`,
// `useLatchProvider`): the connected wallet's WBIP / SIP-030 request provider, as the Stacks and
// Bitcoin adapters hand it out.
/**
 * What `latch.getProvider('stacks')` and `latch.getProvider('bip122')` return once a wallet is
 * connected. Exported so the provider map's entries reach the published types with this package.
 *
 * @example
 * ```ts
 * const provider: StacksLatchProvider | undefined = latch.getProvider('stacks')
 * ```
 */
export type StacksLatchProvider = WbipProvider

declare module '@latch/core' {
  interface LatchProviders {
    /** The connected Stacks wallet's request provider. */
    stacks: WbipProvider
    /** The connected Bitcoin wallet's request provider (the same wallet's, for Leather or Xverse). */
    bip122: WbipProvider
  }
}
