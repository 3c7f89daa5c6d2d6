import type { EIP1193Provider } from 'viem'

/**
 * viem's `EIP1193Provider` (typed requests and events) that also takes an untyped
 * `{ method, params }` request, as ethers' `BrowserProvider` and other EIP-1193 consumers declare it:
 * the type of `latch.getProvider('eip155')` and of `getEip1193Provider(latch)`.
 *
 * @example
 * ```ts
 * const provider: LatchEip1193Provider | undefined = latch.getProvider('eip155')
 * const [address] = (await provider?.request({ method: 'eth_accounts' })) ?? []
 * ```
 */
export type LatchEip1193Provider = EIP1193Provider & {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

// The eip155 entry of core's provider map: loaded with @latch/evm's types, so an app that installs
// the EVM adapter gets `latch.getProvider('eip155')` and `useLatchProvider('eip155')` typed.
declare module '@latch/core' {
  interface LatchProviders {
    /** The EIP-1193 provider routed through Latch (see `getEip1193Provider`). */
    eip155: LatchEip1193Provider
  }
}
