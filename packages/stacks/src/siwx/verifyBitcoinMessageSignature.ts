import { loadBtcSigner } from '../request/loadBtcSigner'
import { base64ToBytes } from '../utils/bytes'
import { hashBitcoinMessage } from './hashBitcoinMessage'

/**
 * Verifies a BIP-137 (legacy "signmessage") Bitcoin signature: 65 bytes base64, a header byte
 * (27-30 uncompressed P2PKH, 31-34 compressed P2PKH, 35-38 P2SH-P2WPKH, 39-42 P2WPKH) then r and
 * s. The public key is recovered from the message hash and the address derived from it must be
 * `address`. A compressed key is accepted for any of its single-key address types (wallets
 * disagree on the header for segwit). Taproot addresses need BIP-322 and are not accepted here.
 * Loads `@scure/btc-signer` for address encoding.
 *
 * @param params - Address, message text, base64 signature, network.
 * @returns True when the address signed the message.
 * @example
 * ```ts
 * await verifyBitcoinMessageSignature({ address, message, signature, network: 'mainnet' })
 * ```
 */
export async function verifyBitcoinMessageSignature(params: {
  address: string
  message: string
  signature: string
  network: 'mainnet' | 'testnet'
}): Promise<boolean> {
  const bytes = base64ToBytes(params.signature)
  if (bytes?.length !== 65) return false
  const header = bytes[0]!
  if (header < 27 || header > 42) return false
  const recovery = (header - 27) & 3
  const compressed = header >= 31
  const { secp256k1 } = await import('@noble/curves/secp256k1.js')
  let pubkey: Uint8Array
  try {
    const recovered = secp256k1.recoverPublicKey(
      Uint8Array.of(recovery, ...bytes.slice(1)),
      hashBitcoinMessage(params.message),
      { prehash: false },
    )
    pubkey = secp256k1.Point.fromBytes(recovered).toBytes(compressed)
  } catch {
    return false
  }
  const btc = await loadBtcSigner()
  const net = params.network === 'mainnet' ? btc.NETWORK : btc.TEST_NETWORK
  const candidates = [btc.p2pkh(pubkey, net).address]
  if (compressed)
    candidates.push(btc.p2wpkh(pubkey, net).address, btc.p2sh(btc.p2wpkh(pubkey, net), net).address)
  return candidates.includes(params.address)
}
