import type { SiwxVerifier } from '@latch/core/kit'
import { NETWORK_REFERENCES } from '../networks/networkReferences'
import { defineCaip122Verifier } from './defineCaip122Verifier'

/**
 * Sign-in for the `bip122` namespace: CAIP-122 messages ("... sign in with your Bitcoin
 * account"), parsed strictly, signed with the wallet's `signMessage` and verified by the scheme
 * the address type calls for: BIP-322 (simple or full) for P2WPKH, P2SH-P2WPKH and P2TR (key
 * path), BIP-137 for legacy P2PKH and for wallets that send BIP-137 from segwit addresses (see
 * `verifyBitcoinMessageSignature`); a refused signature is a `SiwxError`. `check`/`verify` compare every field of the signed message with the
 * session data and the expected domain, URI, network and nonce, and check the time bounds first.
 *
 * @returns The verifier.
 * @example
 * ```ts
 * const siwx = createBitcoinSiwx()
 * await siwx.verify({ data, message: siwx.formatMessage(data), signature }, { domain: location.host })
 * ```
 */
export function createBitcoinSiwx(): SiwxVerifier {
  return defineCaip122Verifier({
    namespace: 'bip122',
    chainName: 'Bitcoin',
    async verifyMessageSignature({ address, message, signature, data }) {
      const network = data.chainId === `bip122:${NETWORK_REFERENCES.bip122.mainnet}` ? 'mainnet' : 'testnet'
      const { verifyBitcoinMessageSignature } = await import('./verifyBitcoinMessageSignature')
      return verifyBitcoinMessageSignature({ address, message, signature, network })
    },
  })
}
