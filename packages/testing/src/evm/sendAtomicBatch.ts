import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  type Hex,
  http,
  type LocalAccount,
  parseAbi,
} from 'viem'
import type { BatchCall } from './testWalletCalls'
import { TestWalletRpcError } from './testWalletTypes'

/** Simple7702Account's batch entry point (BaseAccount, ERC-4337 v0.8): callable by the account itself. */
const EXECUTE_BATCH_ABI = parseAbi([
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
])

/**
 * Sends a batch of calls as one transaction from an EOA upgraded by EIP-7702, as a wallet with
 * atomic batches does: the account calls its own `executeBatch`, so every call lands or none does.
 * While the account is not yet delegated to `implementation`, the same transaction carries the
 * account's EIP-7702 authorisation (type 4), signed by its key for its next nonce.
 *
 * @param options - The account's key, the chain, the implementation and the calls.
 * @returns The transaction's hash.
 * @example
 * ```ts
 * const hash = await sendAtomicBatch({ signer, chainId: 31337, rpcUrl, implementation: aa.simple7702Account, calls })
 * ```
 */
export async function sendAtomicBatch(options: {
  signer: LocalAccount
  chainId: number
  rpcUrl: string
  implementation: Address
  calls: readonly BatchCall[]
}): Promise<Hex> {
  const { signer } = options
  if (options.calls.some((call) => call.to === undefined))
    throw new TestWalletRpcError(-32602, 'An atomic batch cannot create a contract: every call needs a to')
  const chain = defineChain({
    id: options.chainId,
    name: `Chain ${options.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  })
  const client = createWalletClient({ account: signer, chain, transport: http(options.rpcUrl) })
  const reader = createPublicClient({ chain, transport: http(options.rpcUrl) })
  const delegated =
    (await reader.getCode({ address: signer.address }))?.toLowerCase() ===
    `0xef0100${options.implementation.slice(2).toLowerCase()}`
  const data = encodeFunctionData({
    abi: EXECUTE_BATCH_ABI,
    functionName: 'executeBatch',
    args: [
      options.calls.map((call) => ({
        target: call.to as Address,
        value: BigInt(call.value ?? '0x0'),
        data: call.data ?? '0x',
      })),
    ],
  })
  return client.sendTransaction({
    to: signer.address,
    data,
    ...(delegated
      ? {}
      : {
          authorizationList: [
            await client.signAuthorization({ contractAddress: options.implementation, executor: 'self' }),
          ],
        }),
  })
}
