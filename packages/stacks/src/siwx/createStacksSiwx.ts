import { parseCaipAddress, type SiwxMessageData, type SiwxVerifier } from '@latch/core'
import { formatCaip122, parseCaip122, sessionBoundsHold } from './caip122'

/**
 * Sign-in for the `stacks` namespace: CAIP-122 messages ("... sign in with your Stacks
 * account"), signed with `stx_signMessage` and verified by secp256k1 public-key recovery and the
 * address derived from the recovered key.
 *
 * @returns The verifier.
 * @example
 * ```ts
 * const siwx = createStacksSiwx()
 * const message = siwx.formatMessage(data)
 * const { signature } = await adapter.request({ connectorId, method: 'stx_signMessage', params: { message } })
 * await siwx.verify({ data, message, signature }) // true
 * ```
 */
export function createStacksSiwx(): SiwxVerifier {
  const format = (data: SiwxMessageData) => formatCaip122(data, 'Stacks')
  return {
    namespace: 'stacks',
    formatMessage: format,
    parseMessage: (message) => parseCaip122(message, 'Stacks', 'stacks'),
    async verify(session, options) {
      const { data, message, signature } = session
      if (!data.chainId.startsWith('stacks:')) return false
      const address = data.accountAddress.includes(':')
        ? parseCaipAddress(data.accountAddress).address
        : data.accountAddress
      if (!sessionBoundsHold(data, message, format(data), options)) return false
      const { verifyStacksMessageSignature } = await import('./verifyStacksMessageSignature')
      return verifyStacksMessageSignature({ address, message, signature })
    },
  }
}
