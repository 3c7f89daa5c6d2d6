import {
  type ChainNamespace,
  defineSiwxVerifier,
  parseCaipAddress,
  type SiwxMessageData,
  type SiwxVerifier,
} from '@latch/core/kit'
import { formatCaip122, parseCaip122 } from './caip122'

/**
 * What a CAIP-122 sign-in needs to know of its chain: the namespace, the chain's name in the
 * message ("... sign in with your <chainName> account") and the signature check of a plain-text
 * message by an address.
 *
 * @example
 * ```ts
 * const chain: Caip122Chain = { namespace: 'stacks', chainName: 'Stacks', verifyMessageSignature }
 * ```
 */
export type Caip122Chain = {
  namespace: ChainNamespace
  chainName: string
  /**
   * True when `signature` is `address`'s signature of `message`. `data` is what the message says
   * (its network among them).
   */
  verifyMessageSignature(params: {
    address: string
    message: string
    signature: string
    data: SiwxMessageData
  }): Promise<boolean>
}

/**
 * A {@link SiwxVerifier} over CAIP-122 text messages, parsed strictly, for one chain: the account
 * address is read from the message's account (a CAIP-10 id or a bare address) and handed with the
 * message to the chain's signature check.
 *
 * @param chain - Namespace, chain name and signature check.
 * @returns The verifier.
 * @example
 * ```ts
 * const siwx = defineCaip122Verifier({ namespace: 'stacks', chainName: 'Stacks', verifyMessageSignature })
 * siwx.formatMessage(data) // 'app.example wants you to sign in with your Stacks account: …'
 * ```
 */
export function defineCaip122Verifier(chain: Caip122Chain): SiwxVerifier {
  const { namespace, chainName } = chain
  return defineSiwxVerifier({
    namespace,
    formatMessage: (data: SiwxMessageData) => formatCaip122(data, chainName),
    parseMessage: (message) => parseCaip122(message, chainName, namespace),
    verifySignature({ message, signature, data }) {
      const address = data.accountAddress.includes(':')
        ? parseCaipAddress(data.accountAddress).address
        : data.accountAddress
      return chain.verifyMessageSignature({ address, message, signature, data })
    },
  })
}
