import { defineSiwxVerifier, type SiwxMessageData, type SiwxVerifier, ValidationError } from '@latch/core'
import { bytesToHexString, hexToBytesSafe } from '../utils/bytes'
import { decodeSip018SignIn, encodeSip018SignIn } from './sip018SignIn'

/**
 * Sign-in for the `stacks` namespace with SIP-018 structured data: the CAIP-122 fields carried as
 * a Clarity tuple (layout documented in `sip018SignIn.ts`), signed with
 * `stx_signStructuredMessage` under the domain `{ name: domain, version, chain-id }`, verified by
 * secp256k1 public-key recovery and the address derived from the recovered key. The session's
 * `message` is the hex of the serialized tuple; `check`/`verify` parse it strictly and compare
 * every field with the session data and the expected domain, URI, network and nonce, and the time
 * bounds, before the signature. Pure: runs in a browser or in Node.
 *
 * @returns The verifier.
 * @example
 * ```ts
 * const { stacks } = createStacksAdapters({ siwxFormat: 'sip018' })
 * const siwx = createStacksSip018Siwx()
 * await siwx.verify({ data, message: siwx.formatMessage(data), signature }, { domain: 'app.example' })
 * ```
 */
export function createStacksSip018Siwx(): SiwxVerifier {
  return defineSiwxVerifier({
    namespace: 'stacks',
    formatMessage: (data: SiwxMessageData) => bytesToHexString(encodeSip018SignIn(data)),
    parseMessage(message) {
      const bytes = /^([0-9a-f]{2})+$/.test(message) ? hexToBytesSafe(message) : undefined
      if (!bytes) {
        throw new ValidationError('Invalid sign-in message', {
          code: 'INVALID_SIWX_MESSAGE',
          details: 'not the lowercase hex of a SIP-018 sign-in tuple',
        })
      }
      return decodeSip018SignIn(bytes)
    },
    async verifySignature({ signature, data }) {
      const { verifyStacksSip018Signature } = await import('./verifyStacksSip018Signature')
      return verifyStacksSip018Signature({ data, signature })
    },
  })
}
