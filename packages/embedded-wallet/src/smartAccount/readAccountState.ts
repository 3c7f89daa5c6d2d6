import { type Address, decodeFunctionResult, encodeFunctionData, parseAbi } from 'viem'
import { callUntrustedRpc } from './callUntrustedRpc'
import { type Delegation, readDelegation } from './readDelegation'
import { SMART_ACCOUNT_MESSAGES, SmartAccountError } from './SmartAccountError'

/**
 * What the chain says of the account before an operation is built: its delegation, the
 * EntryPoint's nonce for it, its own (EIP-7702 authorisation) nonce, and the fees to offer.
 *
 * @example
 * ```ts
 * const state: AccountState = { delegation: { kind: 'none' }, nonce: 0n, accountNonce: 0n, maxFeePerGas: 3n * 10n ** 9n, maxPriorityFeePerGas: 2n * 10n ** 9n }
 * ```
 */
export type AccountState = Readonly<{
  delegation: Delegation
  nonce: bigint
  accountNonce: bigint
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
}>

const GET_NONCE_ABI = parseAbi([
  'function getNonce(address sender, uint192 key) view returns (uint256 nonce)',
])
const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/
const WORD = /^0x[0-9a-fA-F]{64}$/
const CODE = /^0x(?:[0-9a-fA-F]{2})*$/
/** The most wei per gas taken from a node (10,000 gwei): a higher answer is garbage. */
const FEE_MAX = 10n ** 13n

/**
 * Reads the account's state from the chain's node, every answer checked (`NODE_INVALID`
 * otherwise). Fees follow the common bundler-safe rule: twice the node's priority fee, and twice
 * (1.2 × base fee + priority fee) as the cap.
 *
 * @param options - The node's URL, the account, the implementation, the EntryPoint and fetch.
 * @returns The {@link AccountState}.
 * @throws {SmartAccountError} `NODE_INVALID` or `UNREACHABLE`.
 * @example
 * ```ts
 * const state = await readAccountState({ rpcUrl, address, implementation, entryPoint, fetch })
 * ```
 */
export async function readAccountState(options: {
  rpcUrl: string
  address: Address
  implementation: Address
  entryPoint: Address
  fetch: typeof fetch
}): Promise<AccountState> {
  const node = (method: string, params: unknown[]) =>
    callUntrustedRpc(options.rpcUrl, method, params, {
      service: 'node',
      fetch: options.fetch,
      maxBytes: 64 * 1024,
    })
  const [code, nonceWord, accountNonce, block, priority] = await Promise.all([
    node('eth_getCode', [options.address, 'latest']),
    node('eth_call', [
      {
        to: options.entryPoint,
        data: encodeFunctionData({
          abi: GET_NONCE_ABI,
          functionName: 'getNonce',
          args: [options.address, 0n],
        }),
      },
      'latest',
    ]),
    node('eth_getTransactionCount', [options.address, 'pending']),
    node('eth_getBlockByNumber', ['latest', false]),
    node('eth_maxPriorityFeePerGas', []),
  ])
  if (typeof code !== 'string' || !CODE.test(code)) throw invalid('eth_getCode')
  if (typeof nonceWord !== 'string' || !WORD.test(nonceWord)) throw invalid('getNonce')
  const baseFee =
    typeof block === 'object' && block !== null ? (block as Record<string, unknown>).baseFeePerGas : undefined
  const base = quantity(baseFee, 'baseFeePerGas', FEE_MAX)
  const tip = quantity(priority, 'eth_maxPriorityFeePerGas', FEE_MAX)
  return Object.freeze({
    delegation: readDelegation(code, options.implementation),
    nonce: decodeFunctionResult({
      abi: GET_NONCE_ABI,
      functionName: 'getNonce',
      data: nonceWord as `0x${string}`,
    }),
    accountNonce: quantity(accountNonce, 'eth_getTransactionCount', 2n ** 64n - 1n),
    maxPriorityFeePerGas: 2n * tip,
    maxFeePerGas: 2n * ((base * 12n) / 10n + tip),
  })
}

function quantity(value: unknown, name: string, max: bigint): bigint {
  if (typeof value !== 'string' || !QUANTITY.test(value)) throw invalid(name)
  const amount = BigInt(value)
  if (amount > max) throw invalid(name)
  return amount
}

function invalid(name: string): SmartAccountError {
  return new SmartAccountError(SMART_ACCOUNT_MESSAGES.nodeInvalid, { code: 'NODE_INVALID', details: name })
}
