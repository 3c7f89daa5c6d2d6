import { parseCaipAddress, type SiwxMessageData, type SiwxVerifier } from '@latch/core'
import { NETWORK_REFERENCES } from '../networks/stacksNetworks'
import { formatCaip122, parseCaip122, sessionBoundsHold } from './caip122'

/**
 * Sign-in for the `bip122` namespace: CAIP-122 messages ("... sign in with your Bitcoin
 * account"), signed with the wallet's `signMessage` (ECDSA) and verified as BIP-137 legacy signed
 * messages for P2PKH, P2SH-P2WPKH and P2WPKH addresses. Taproot (BIP-322 only) is not verified.
 *
 * @returns The verifier.
 * @example
 * ```ts
 * const siwx = createBitcoinSiwx()
 * await siwx.verify({ data, message: siwx.formatMessage(data), signature })
 * ```
 */
export function createBitcoinSiwx(): SiwxVerifier {
  const format = (data: SiwxMessageData) => formatCaip122(data, 'Bitcoin')
  return {
    namespace: 'bip122',
    formatMessage: format,
    parseMessage: (message) => parseCaip122(message, 'Bitcoin', 'bip122'),
    async verify(session, options) {
      const { data, message, signature } = session
      if (!data.chainId.startsWith('bip122:')) return false
      const address = data.accountAddress.includes(':')
        ? parseCaipAddress(data.accountAddress).address
        : data.accountAddress
      if (!sessionBoundsHold(data, message, format(data), options)) return false
      const network = data.chainId === `bip122:${NETWORK_REFERENCES.bip122.mainnet}` ? 'mainnet' : 'testnet'
      const { verifyBitcoinMessageSignature } = await import('./verifyBitcoinMessageSignature')
      return verifyBitcoinMessageSignature({ address, message, signature, network })
    },
  }
}
