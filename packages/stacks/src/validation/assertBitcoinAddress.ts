import { type BitcoinAddressInfo, type BitcoinNetworkKind, validateBitcoinAddress } from '@latch/core/kit'

export type { BitcoinNetworkKind }

/**
 * Checks a Bitcoin address with core's `validateBitcoinAddress`: not a Stacks address (SPEC §5
 * routing: S means Stacks), and a valid address of the network: native segwit with its bech32
 * (witness v0) or bech32m (v1+) checksum and the network's prefix (`bc`, `tb`, `bcrt`), or legacy
 * base58check with the network's version byte (`1`/`3` mainnet, `m`/`n`/`2` testnet and regtest).
 * Needs no optional dependency.
 *
 * @param address - The address.
 * @param network - The network it must belong to.
 * @returns The decoded address.
 * @throws {ValidationError} "Invalid checksum" (code `INVALID_CHECKSUM`) for a typo, "Bitcoin address
 *   is for another network" (code `WRONG_NETWORK`), or "Invalid Bitcoin address" (code
 *   `INVALID_BITCOIN_ADDRESS`) for a Stacks address or anything malformed.
 * @example
 * ```ts
 * await assertBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mainnet')
 * ```
 */
export async function assertBitcoinAddress(
  address: string,
  network: BitcoinNetworkKind,
): Promise<BitcoinAddressInfo> {
  return validateBitcoinAddress(address, network)
}
