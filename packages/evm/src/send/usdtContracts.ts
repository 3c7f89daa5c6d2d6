/**
 * The official Tether USDT contracts on seven EVM chains (SPEC §9: "Stablecoin USDT contract list:
 * 7 entries"). Their `transfer(recipient, amount)` returns nothing, so they are sent with
 * `USDT_TRANSFER_ABI`, never the standard ERC20 ABI.
 *
 * @example
 * ```ts
 * USDT_CONTRACTS.length // 7
 * ```
 */
export const USDT_CONTRACTS = [
  /** Ethereum (chain 1). */
  '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  /** Polygon (chain 137). */
  '0xc2132D05D31c914a87C6611C10748AEb04B58e8F',
  /** Avalanche C-Chain (chain 43114). */
  '0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7',
  /** Kava EVM (chain 2222), a Cosmos-SDK chain. */
  '0x919C1c267BC06a7039e03fcc2eF738525769109c',
  /** Celo (chain 42220). */
  '0x48065fbBE25f71C9282ddf5e1cD6D6A887483D5e',
  /** BNB Smart Chain (chain 56). */
  '0x55d398326f99059fF775485246999027B3197955',
  /** Arbitrum One (chain 42161). */
  '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9',
] as const

/**
 * True when `address` is one of the {@link USDT_CONTRACTS} or of `extra` (contracts the app declared
 * USDT-shaped). The match ignores letter case: a lowercase or checksummed address is the same contract.
 *
 * @param address - Token contract address.
 * @param extra - More USDT-shaped contracts.
 * @returns Whether the token is sent with the USDT ABI.
 * @example
 * ```ts
 * isUsdtContract('0xdac17f958d2ee523a2206206994597c13d831ec7') // true
 * ```
 */
export function isUsdtContract(address: string, extra: readonly string[] = []): boolean {
  const lower = address.toLowerCase()
  return [...USDT_CONTRACTS, ...extra].some((a) => a.toLowerCase() === lower)
}

// `transfer`'s inputs: the same (recipient, amount) in the standard and the USDT ABI; only the
// outputs differ.
const TRANSFER_INPUTS = [
  { name: 'recipient', type: 'address' },
  { name: 'amount', type: 'uint256' },
] as const

/**
 * ABI of Tether's `transfer`: argument names `recipient` and `amount`, no return value.
 *
 * @example
 * ```ts
 * encodeFunctionData({ abi: USDT_TRANSFER_ABI, functionName: 'transfer', args: [to, 1n] })
 * ```
 */
export const USDT_TRANSFER_ABI = [
  { type: 'function', name: 'transfer', stateMutability: 'nonpayable', inputs: TRANSFER_INPUTS, outputs: [] },
] as const

/**
 * ABI of the standard ERC20 `transfer(recipient, amount) returns (bool)` and `balanceOf`.
 *
 * @example
 * ```ts
 * encodeFunctionData({ abi: ERC20_ABI, functionName: 'transfer', args: [to, 1n] })
 * ```
 */
export const ERC20_ABI = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: TRANSFER_INPUTS,
    outputs: [{ name: '', type: 'bool' }],
  },
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'account', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const
