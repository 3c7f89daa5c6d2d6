import type { SiwxVerifier } from '@latch/core/kit'
import { defineCaip122Verifier } from './defineCaip122Verifier'

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
  return defineCaip122Verifier({
    namespace: 'stacks',
    chainName: 'Stacks',
    async verifyMessageSignature({ address, message, signature }) {
      const { verifyStacksMessageSignature } = await import('./verifyStacksMessageSignature')
      return verifyStacksMessageSignature({ address, message, signature })
    },
  })
}
