import { addressNamespace, ValidationError } from '@latch/core'
import { loadBtcSigner } from '../request/loadBtcSigner'

/**
 * Bitcoin network of a request.
 *
 * @example
 * ```ts
 * const network: BitcoinNetworkKind = 'testnet'
 * ```
 */
export type BitcoinNetworkKind = 'mainnet' | 'testnet'

/**
 * Checks a Bitcoin address: not a Stacks address (SPEC §5 routing: S means Stacks), and a valid
 * address of the network (base58check or bech32/bech32m checksum and prefix). Loads
 * `@scure/btc-signer`.
 *
 * @param address - The address.
 * @param network - The network it must belong to.
 * @throws {ValidationError} on a Stacks address, a bad checksum or the wrong network.
 * @example
 * ```ts
 * await assertBitcoinAddress('bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', 'mainnet')
 * ```
 */
export async function assertBitcoinAddress(address: string, network: BitcoinNetworkKind): Promise<void> {
  if (typeof address !== 'string' || addressNamespace(address) === 'stacks') {
    throw new ValidationError(`"${String(address)}" is not a Bitcoin address`, {
      code: 'INVALID_BITCOIN_ADDRESS',
      details: 'Addresses starting with S are Stacks addresses',
    })
  }
  const btc = await loadBtcSigner()
  try {
    btc.Address(network === 'mainnet' ? btc.NETWORK : btc.TEST_NETWORK).decode(address)
  } catch (cause) {
    throw new ValidationError(`"${address}" is not a valid ${network} Bitcoin address`, {
      code: 'INVALID_BITCOIN_ADDRESS',
      cause,
    })
  }
}
