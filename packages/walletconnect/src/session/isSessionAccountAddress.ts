import { isEvmAddress, isSolanaAddress, isValidBitcoinAddress, isValidStacksAddress } from '@latch/core/kit'

/** CAIP-2 references of the mainnets, whose addresses differ from their test networks'. */
const STACKS_TESTNET_REFERENCE = '2147483648'
const BITCOIN_MAINNET_REFERENCE = '000000000019d6689c085ae165831e93'

/**
 * True when a session account's address is a valid address of its chain: EIP-55 (mixed case only
 * with a valid checksum) on eip155, a 32-byte base58 key on solana, c32check with the network's
 * version on stacks, bech32/bech32m or base58check with the network's prefix on bip122. Other
 * namespaces need a non-empty address. Accounts come from the wallet: whatever fails is not shown.
 *
 * @param chainId - The CAIP-2 chain of the account, e.g. `'eip155:1'`.
 * @param address - The address part of the CAIP-10 account.
 * @returns Whether Latch may use the account.
 * @example
 * ```ts
 * isSessionAccountAddress('eip155:1', '0xF39fd6e51aad88F6F4ce6aB8827279cffFb92266') // false: broken checksum
 * ```
 */
export function isSessionAccountAddress(chainId: string, address: string): boolean {
  const [namespace, reference] = chainId.split(':')
  switch (namespace) {
    case 'eip155':
      return isEvmAddress(address)
    case 'solana':
      return isSolanaAddress(address)
    case 'stacks':
      return isValidStacksAddress(address, reference === STACKS_TESTNET_REFERENCE ? 'testnet' : 'mainnet')
    case 'bip122':
      return reference === BITCOIN_MAINNET_REFERENCE
        ? isValidBitcoinAddress(address, 'mainnet')
        : isValidBitcoinAddress(address, 'testnet') || isValidBitcoinAddress(address, 'regtest')
    default:
      return address.length > 0
  }
}
