import { bytesToHex } from '../bytesToHex'
import { base58CheckDecode } from './base58check'
import { bech32Decode } from './bech32'
import { checksum, invalid, wrongNetwork } from './bitcoinAddressErrors'
import {
  BITCOIN_NETWORK_KINDS,
  BITCOIN_NETWORKS,
  type BitcoinAddressInfo,
  type BitcoinAddressType,
  type BitcoinNetworkKind,
} from './bitcoinNetworks'
import { convertBits } from './convertBits'

/**
 * Decodes a native segwit address (bech32 for witness v0, bech32m for v1 and above) whose prefix
 * is `prefixKind`'s, and checks it belongs to `network`.
 *
 * @param address - The address.
 * @param network - The network it must belong to.
 * @param prefixKind - The network its prefix names.
 * @returns The decoded address.
 * @throws {ValidationError} As validateBitcoinAddress describes.
 * @example
 * ```ts
 * decodeSegwit('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'testnet', 'testnet').type // 'p2wpkh'
 * ```
 */
export function decodeSegwit(
  address: string,
  network: BitcoinNetworkKind,
  prefixKind: BitcoinNetworkKind,
): BitcoinAddressInfo {
  const decoded = bech32Decode(address)
  if (!decoded.ok) {
    if (decoded.reason === 'checksum') throw checksum(address, 'the bech32 checksum does not match')
    throw invalid(address, decoded.details)
  }
  const [version, ...rest] = decoded.words
  if (version === undefined || version > 16) throw invalid(address, 'no valid witness version')
  const program = convertBits(rest, 5, 8, false)
  if (!program) throw invalid(address, 'the witness program has invalid padding')
  if (program.length < 2 || program.length > 40) {
    throw invalid(address, `a ${program.length}-byte witness program (2 to 40 allowed)`)
  }
  if (version === 0 && program.length !== 20 && program.length !== 32) {
    throw invalid(address, `a ${program.length}-byte witness v0 program (20 or 32 allowed)`)
  }
  const wantedVariant = version === 0 ? 'bech32' : 'bech32m'
  if (decoded.variant !== wantedVariant) {
    throw checksum(address, `witness v${version} needs a ${wantedVariant} checksum, not ${decoded.variant}`)
  }
  if (decoded.hrp !== BITCOIN_NETWORKS[prefixKind].hrp)
    throw invalid(address, `unknown prefix "${decoded.hrp}"`)
  if (prefixKind !== network) throw wrongNetwork(address, prefixKind, network)
  const type: BitcoinAddressType =
    version === 0
      ? program.length === 20
        ? 'p2wpkh'
        : 'p2wsh'
      : version === 1 && program.length === 32
        ? 'p2tr'
        : 'witness'
  return { type, network, witnessVersion: version, payload: bytesToHex(program) }
}

/**
 * Decodes a legacy base58check address (P2PKH or P2SH) and checks its version byte is `network`'s.
 *
 * @param address - The address.
 * @param network - The network it must belong to.
 * @returns The decoded address.
 * @throws {ValidationError} As validateBitcoinAddress describes.
 * @example
 * ```ts
 * decodeLegacy('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'mainnet').type // 'p2pkh'
 * ```
 */
export function decodeLegacy(address: string, network: BitcoinNetworkKind): BitcoinAddressInfo {
  // A version byte and a 20-byte hash.
  const decoded = base58CheckDecode(address, 21)
  if (!decoded.ok) {
    if (decoded.reason === 'checksum') throw checksum(address, 'the base58check checksum does not match')
    throw invalid(address, decoded.details)
  }
  const { payload } = decoded
  const version = payload[0]
  const wanted = BITCOIN_NETWORKS[network]
  const hash = bytesToHex(payload.slice(1))
  if (version === wanted.p2pkh) return { type: 'p2pkh', network, payload: hash }
  if (version === wanted.p2sh) return { type: 'p2sh', network, payload: hash }
  const other = BITCOIN_NETWORK_KINDS.find(
    (kind) => BITCOIN_NETWORKS[kind].p2pkh === version || BITCOIN_NETWORKS[kind].p2sh === version,
  )
  if (other) throw wrongNetwork(address, other, network)
  throw invalid(address, `unknown version byte ${version}`)
}
