import { addressNamespace } from './addressNamespace'
import { invalid } from './bitcoinAddressErrors'
import {
  BITCOIN_NETWORK_KINDS,
  BITCOIN_NETWORKS,
  type BitcoinAddressInfo,
  type BitcoinNetworkKind,
} from './bitcoinNetworks'
import { decodeLegacy, decodeSegwit } from './decodeBitcoinAddress'

// The address's types and networks, its error messages and its two decoders live beside it; the
// public entries and the tests name them here.
export { BITCOIN_ADDRESS_WRONG_NETWORK, INVALID_BITCOIN_ADDRESS } from './bitcoinAddressErrors'
export type { BitcoinAddressInfo, BitcoinAddressType, BitcoinNetworkKind } from './bitcoinNetworks'

/**
 * Decodes and verifies a Bitcoin address of a network: a native segwit address (bech32 for witness
 * v0, bech32m for v1 and above, BIP-173 / BIP-350) with the network's prefix (`bc`, `tb`, `bcrt`),
 * or a legacy base58check address with the network's version byte (P2PKH `1` / P2SH `3` on
 * mainnet, `m`/`n` and `2` on testnet and regtest). Witness programs are 2 to 40 bytes, 20 or 32
 * for v0.
 *
 * @param address - The address.
 * @param network - The network it must belong to.
 * @returns The decoded address.
 * @throws {ValidationError} "Invalid checksum" (code `INVALID_CHECKSUM`) when the checksum does not
 *   match (a typo), "Bitcoin address is for another network" (code `WRONG_NETWORK`), or "Invalid
 *   Bitcoin address" (code `INVALID_BITCOIN_ADDRESS`) when it is malformed.
 * @example
 * ```ts
 * validateBitcoinAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'testnet').type // 'p2wpkh'
 * ```
 */
export function validateBitcoinAddress(address: string, network: BitcoinNetworkKind): BitcoinAddressInfo {
  const wanted = BITCOIN_NETWORKS[network]
  if (!wanted) throw invalid(String(address), `unknown network "${String(network)}"`)
  if (typeof address !== 'string') throw invalid(String(address), 'not a string')
  if (addressNamespace(address) === 'stacks') {
    throw invalid(address, 'addresses starting with S are Stacks addresses')
  }
  const lower = address.toLowerCase()
  const segwitKind = BITCOIN_NETWORK_KINDS.find((kind) => lower.startsWith(`${BITCOIN_NETWORKS[kind].hrp}1`))
  return segwitKind === undefined
    ? decodeLegacy(address, network)
    : decodeSegwit(address, network, segwitKind)
}

/**
 * True when {@link validateBitcoinAddress} accepts the address for the network.
 *
 * @param address - The address.
 * @param network - The network.
 * @returns Whether it is a valid address of that network.
 * @example
 * ```ts
 * isValidBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'testnet') // false
 * ```
 */
export function isValidBitcoinAddress(address: string, network: BitcoinNetworkKind): boolean {
  try {
    validateBitcoinAddress(address, network)
    return true
  } catch {
    return false
  }
}
