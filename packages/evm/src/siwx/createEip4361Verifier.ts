import { type CaipNetwork, type CaipNetworkId, defineSiwxVerifier, type SiwxVerifier } from '@latch/core/kit'
import type { PublicClients } from '../rpc/createPublicClients'
import { formatEip4361Message } from './formatEip4361Message'
import { parseEip4361Message } from './parseEip4361Message'

/**
 * What the verifier needs: the app's network for a chain id (for ERC-1271/6492 smart-account
 * checks over the app's RPC) and the client cache.
 *
 * @example
 * ```ts
 * createEip4361Verifier({ getNetwork: (id) => networks.find((n) => n.caipNetworkId === id), clients })
 * ```
 */
export type Eip4361VerifierOptions = {
  getNetwork: (caipNetworkId: CaipNetworkId) => CaipNetwork | undefined
  clients: PublicClients
}

/**
 * Sign-In with Ethereum (EIP-4361) for eip155: formats and strictly parses messages and verifies
 * sessions. `check`/`verify` parse the signed message again and refuse it when any field differs
 * from the session data, when the domain, URI, chain or nonce is not the expected one, when it is
 * issued in the future (beyond the clock skew), expired or not yet valid, or when the signature is
 * not the account's. Signatures of smart accounts (ERC-1271, and ERC-6492 for undeployed ones) are
 * checked on the message's chain through the app's RPC; with no network for the chain, only EOA
 * signatures verify.
 *
 * @param options - Network lookup and clients.
 * @returns The verifier.
 * @example
 * ```ts
 * const ok = await verifier.verify({ data, message, signature }, { domain: location.host, uri: location.origin })
 * ```
 */
export function createEip4361Verifier(options: Eip4361VerifierOptions): SiwxVerifier {
  return defineSiwxVerifier({
    namespace: 'eip155',
    formatMessage: formatEip4361Message,
    parseMessage: parseEip4361Message,
    async verifySignature(params) {
      const { verifyEip4361Signature } = await import('./verifyEip4361Signature')
      return verifyEip4361Signature(params, options)
    },
  })
}
