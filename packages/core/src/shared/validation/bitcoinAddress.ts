import { bytesToHex } from '../bytesToHex'
import { MESSAGES } from '../errors/catalogue'
import { ValidationError } from '../errors/errors'
import { addressNamespace } from './addressNamespace'
import { base58CheckDecode } from './base58check'
import { bech32Decode, convertBits } from './bech32'

/**
 * The Bitcoin network an address must belong to. Signet shares testnet's prefixes.
 *
 * @example
 * ```ts
 * const network: BitcoinNetworkKind = 'regtest'
 * ```
 */
export type BitcoinNetworkKind = 'mainnet' | 'testnet' | 'regtest'

/**
 * The kinds of Bitcoin address: legacy base58check (`p2pkh`, `p2sh`) and native segwit
 * (`p2wpkh`, `p2wsh` for witness v0, `p2tr` for v1 with 32 bytes, `witness` for other versions).
 *
 * @example
 * ```ts
 * const type: BitcoinAddressType = 'p2tr'
 * ```
 */
export type BitcoinAddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr' | 'witness'

/**
 * A decoded, verified Bitcoin address.
 *
 * @example
 * ```ts
 * const { type, network, payload } = validateBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mainnet')
 * ```
 */
export type BitcoinAddressInfo = {
  type: BitcoinAddressType
  network: BitcoinNetworkKind
  /** Witness version (0 to 16) of a segwit address. */
  witnessVersion?: number
  /** The hash160 (base58check) or witness program (segwit), lowercase hex. */
  payload: string
}

/** Message for a malformed Bitcoin address (the checksum case uses the SPEC's "Invalid checksum"). */
export const INVALID_BITCOIN_ADDRESS = 'Invalid Bitcoin address'
/** Message for an address whose prefix or version byte belongs to another network. */
export const BITCOIN_ADDRESS_WRONG_NETWORK = 'Bitcoin address is for another network'

/** Segwit human-readable parts (BIP-173) and base58check version bytes per network. */
const NETWORKS: Record<BitcoinNetworkKind, { hrp: string; p2pkh: number; p2sh: number }> = {
  mainnet: { hrp: 'bc', p2pkh: 0x00, p2sh: 0x05 },
  testnet: { hrp: 'tb', p2pkh: 0x6f, p2sh: 0xc4 },
  regtest: { hrp: 'bcrt', p2pkh: 0x6f, p2sh: 0xc4 },
}
const KINDS = Object.keys(NETWORKS) as BitcoinNetworkKind[]

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
  const wanted = NETWORKS[network]
  if (!wanted) throw invalid(String(address), `unknown network "${String(network)}"`)
  if (typeof address !== 'string') throw invalid(String(address), 'not a string')
  if (addressNamespace(address) === 'stacks') {
    throw invalid(address, 'addresses starting with S are Stacks addresses')
  }
  const lower = address.toLowerCase()
  const segwitKind = KINDS.find((kind) => lower.startsWith(`${NETWORKS[kind].hrp}1`))
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

function decodeSegwit(
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
  if (decoded.hrp !== NETWORKS[prefixKind].hrp) throw invalid(address, `unknown prefix "${decoded.hrp}"`)
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

function decodeLegacy(address: string, network: BitcoinNetworkKind): BitcoinAddressInfo {
  // A version byte and a 20-byte hash.
  const decoded = base58CheckDecode(address, 21)
  if (!decoded.ok) {
    if (decoded.reason === 'checksum') throw checksum(address, 'the base58check checksum does not match')
    throw invalid(address, decoded.details)
  }
  const { payload } = decoded
  const version = payload[0]
  const wanted = NETWORKS[network]
  const hash = bytesToHex(payload.slice(1))
  if (version === wanted.p2pkh) return { type: 'p2pkh', network, payload: hash }
  if (version === wanted.p2sh) return { type: 'p2sh', network, payload: hash }
  const other = KINDS.find((kind) => NETWORKS[kind].p2pkh === version || NETWORKS[kind].p2sh === version)
  if (other) throw wrongNetwork(address, other, network)
  throw invalid(address, `unknown version byte ${version}`)
}

function describe(address: string): string {
  return JSON.stringify(address.length > 100 ? `${address.slice(0, 100)}…` : address)
}

function invalid(address: string, details: string): ValidationError {
  return new ValidationError(INVALID_BITCOIN_ADDRESS, {
    code: 'INVALID_BITCOIN_ADDRESS',
    details: `${describe(address)}: ${details}`,
  })
}

function checksum(address: string, details: string): ValidationError {
  return new ValidationError(MESSAGES.invalidChecksum, {
    code: 'INVALID_CHECKSUM',
    details: `${describe(address)}: ${details} (check it for a typo)`,
  })
}

function wrongNetwork(address: string, found: string, wanted: BitcoinNetworkKind): ValidationError {
  return new ValidationError(BITCOIN_ADDRESS_WRONG_NETWORK, {
    code: 'WRONG_NETWORK',
    details: `${describe(address)} is a ${found} address; expected ${wanted}`,
  })
}
