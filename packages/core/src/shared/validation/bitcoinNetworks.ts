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

/**
 * Segwit human-readable parts (BIP-173) and base58check version bytes per network.
 *
 * @example
 * ```ts
 * BITCOIN_NETWORKS.testnet.hrp // 'tb'
 * ```
 */
export const BITCOIN_NETWORKS: Record<BitcoinNetworkKind, { hrp: string; p2pkh: number; p2sh: number }> = {
  mainnet: { hrp: 'bc', p2pkh: 0x00, p2sh: 0x05 },
  testnet: { hrp: 'tb', p2pkh: 0x6f, p2sh: 0xc4 },
  regtest: { hrp: 'bcrt', p2pkh: 0x6f, p2sh: 0xc4 },
}
/** The Bitcoin networks, in the order a prefix or version byte is looked up. */
export const BITCOIN_NETWORK_KINDS = Object.keys(BITCOIN_NETWORKS) as BitcoinNetworkKind[]
