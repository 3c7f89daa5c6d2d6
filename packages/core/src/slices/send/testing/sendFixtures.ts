import type { TokenBalance } from '../../../adapters/AccountDataSource'
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../../../shared/networks/types'

// The accounts, networks and token balances the send slice's tests share.

/** The dev chain's first account (the sender in EVM sends). */
export const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** The dev chain's second account (the receiver). */
export const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** A Solana sender. */
export const SOL_FROM = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
/** A Solana receiver. */
export const SOL_TO = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'

/**
 * A loopback network of a namespace.
 *
 * @example
 * ```ts
 * network('eip155', '31337').caipNetworkId // 'eip155:31337'
 * ```
 */
export const network = (chainNamespace: ChainNamespace, id: string): CaipNetwork => ({
  id,
  caipNetworkId: `${chainNamespace}:${id}`,
  chainNamespace,
  name: `${chainNamespace} ${id}`,
  nativeCurrency: { name: 'Native', symbol: 'NAT', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
/** The dev chain. */
export const hardhat = network('eip155', '31337')
/** The local Solana node. */
export const solanaLocal = network('solana', 'localnet')

/** A token balance of `numeric` whole units. */
const balance = (
  name: string,
  symbol: string,
  chainId: CaipNetworkId,
  decimals: number,
  numeric: string,
  address?: string,
): TokenBalance => ({
  name,
  symbol,
  chainId,
  ...(address === undefined ? {} : { address }),
  decimals,
  quantity: { decimals: String(decimals), numeric },
})

/** 10 ETH on the dev chain. */
export const eth = balance('Ether', 'ETH', 'eip155:31337', 18, '10')
/** 100.5 of a 6-decimal token on the dev chain. */
export const usdt = balance(
  'Tether',
  'USDT',
  'eip155:31337',
  6,
  '100.5',
  '0x5FbDB2315678afecb367f032d93F642f64180aa3',
)
/** 2 SOL on the local Solana node. */
export const sol = balance('Solana', 'SOL', 'solana:localnet', 9, '2')
