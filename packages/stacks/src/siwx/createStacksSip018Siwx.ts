import {
  bytesToHex,
  defineSiwxVerifier,
  hexToBytes,
  type SiwxMessageData,
  type SiwxVerifier,
  ValidationError,
} from '@latch/core/kit'
import { STACKS_SIWX_MESSAGES } from '../errors/siwxMessages'
import { decodeSip018SignIn, encodeSip018Domain, encodeSip018SignIn } from './sip018SignIn'

/**
 * A SIP-018 sign-in verifier: a {@link SiwxVerifier} that also gives the SIP-018 domain a wallet
 * signs a sign-in message under (the Stacks adapter sends it with `stx_signStructuredMessage`).
 *
 * @example
 * ```ts
 * const domainHex = verifier.sip018DomainOf(verifier.formatMessage(data))
 * ```
 */
export type Sip018SiwxVerifier = SiwxVerifier & {
  /** Hex of the domain tuple `{ name, version, chain-id }` of a sign-in message; throws on any other message. */
  sip018DomainOf(message: string): string
}

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
 * const siwx = createStacksSip018Siwx()
 * const { stacks } = createStacksAdapters({ siwx })
 * await siwx.verify({ data, message: siwx.formatMessage(data), signature }, { domain: 'app.example' })
 * ```
 */
export function createStacksSip018Siwx(): Sip018SiwxVerifier {
  const verifier = defineSiwxVerifier({
    namespace: 'stacks',
    formatMessage: (data: SiwxMessageData) => bytesToHex(encodeSip018SignIn(data)),
    parseMessage(message) {
      const bytes = /^([0-9a-f]{2})+$/.test(message) ? hexToBytes(message) : undefined
      if (!bytes) {
        throw new ValidationError(STACKS_SIWX_MESSAGES.invalidMessage, {
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
  return {
    ...verifier,
    sip018DomainOf: (message) => bytesToHex(encodeSip018Domain(verifier.parseMessage(message))),
  }
}
