import {
  defineSiwxVerifier,
  parseCaipAddress,
  type SiwxMessageData,
  type SiwxVerifier,
} from '@latch/core/kit'
import { formatCaip122, parseCaip122 } from './caip122'

/**
 * Sign-in for the `stacks` namespace: CAIP-122 messages ("... sign in with your Stacks
 * account"), parsed strictly, signed with `stx_signMessage` and verified by secp256k1 public-key
 * recovery and the address derived from the recovered key. `check`/`verify` compare every field of
 * the signed message with the session data and the expected domain, URI, network and nonce, and
 * check the time bounds before the signature.
 *
 * @returns The verifier.
 * @example
 * ```ts
 * const siwx = createStacksSiwx()
 * const message = siwx.formatMessage(data)
 * const { signature } = await adapter.request({ connectorId, method: 'stx_signMessage', params: { message } })
 * await siwx.verify({ data, message, signature }, { domain: location.host, uri: location.origin }) // true
 * ```
 */
export function createStacksSiwx(): SiwxVerifier {
  return defineSiwxVerifier({
    namespace: 'stacks',
    formatMessage: (data: SiwxMessageData) => formatCaip122(data, 'Stacks'),
    parseMessage: (message) => parseCaip122(message, 'Stacks', 'stacks'),
    async verifySignature({ message, signature, data }) {
      const address = data.accountAddress.includes(':')
        ? parseCaipAddress(data.accountAddress).address
        : data.accountAddress
      const { verifyStacksMessageSignature } = await import('./verifyStacksMessageSignature')
      return verifyStacksMessageSignature({ address, message, signature })
    },
  })
}
