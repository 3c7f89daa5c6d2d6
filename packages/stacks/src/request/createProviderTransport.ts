import { STACKS_METHODS, type StacksMethod } from './methods'
import type { StacksWalletTransport } from './StacksWalletTransport'
import { unwrapWalletResponse } from './unwrapWalletResponse'
import type { WbipProvider } from './WbipProvider'
import type { WalletProviderDescriptor } from './walletProviderDescriptor'

/**
 * A {@link StacksWalletTransport} over an injected WBIP / SIP-030 provider. Supported methods come
 * from the descriptor's capability table; for a wallet Latch does not know, from its `getInfo`
 * answer (`{ methods }`), asked once; failing that only `getAddresses` is allowed.
 *
 * @param provider - The provider object.
 * @param descriptor - Its descriptor.
 * @returns The transport.
 * @example
 * ```ts
 * const transport = createProviderTransport(window.LeatherProvider, leatherDescriptor)
 * ```
 */
export function createProviderTransport(
  provider: WbipProvider,
  descriptor: WalletProviderDescriptor,
): StacksWalletTransport {
  let methods: Promise<readonly StacksMethod[]> | undefined
  return {
    dialect: descriptor.dialect ?? 'xverse',
    supportedMethods() {
      if (descriptor.methods) return Promise.resolve(descriptor.methods)
      methods ??= provider
        .request('getInfo')
        .then(unwrapWalletResponse)
        .then((info) => {
          const list = (info as { methods?: unknown } | null)?.methods
          return Array.isArray(list)
            ? STACKS_METHODS.filter((m) => list.includes(m))
            : (['getAddresses'] as StacksMethod[])
        })
        .catch(() => ['getAddresses'] as StacksMethod[])
      return methods
    },
    async request(method, params) {
      const response =
        params === undefined ? await provider.request(method) : await provider.request(method, params)
      return unwrapWalletResponse(response)
    },
  }
}
