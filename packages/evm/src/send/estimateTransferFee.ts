import type { PublicClient } from 'viem'
import type { TransferRequest } from './buildTransferRequest'

/**
 * The most a transfer can cost in fees, in wei: the gas the node estimates for it times the most
 * the wallet will be asked to pay per gas. On an EIP-1559 chain that is the max fee per gas a wallet
 * or node fills in by default (twice the next block's base fee, whose rise is capped at 1/8, plus the
 * priority fee); on a legacy chain the gas price. This is what the chain reserves from the balance
 * before it runs the transfer, so a native "Max" of balance minus this fee is accepted.
 *
 * @param client - Public client of the send's network.
 * @param request - The built transfer (value and data as they would be sent).
 * @returns The fee in wei.
 * @example
 * ```ts
 * const fee = await estimateTransferFee(client, await buildTransferRequest(params))
 * ```
 */
export async function estimateTransferFee(client: PublicClient, request: TransferRequest): Promise<bigint> {
  const [gas, block] = await Promise.all([
    estimateTransferGas(client, request),
    client.getBlock({ blockTag: 'latest' }),
  ])
  const baseFee = block.baseFeePerGas
  if (baseFee === null || baseFee === undefined) return gas * (await client.getGasPrice())
  const priority = await client.estimateMaxPriorityFeePerGas()
  const nextBaseFee = baseFee + (baseFee + 7n) / 8n
  return gas * (2n * nextBaseFee + priority)
}

/**
 * The gas a transfer uses, as the node estimates it. A native transfer is estimated with a value of
 * one wei: its gas does not depend on the value, and the whole balance (Max) could not also pay for
 * the estimate's own gas at the node's default price.
 *
 * @param client - Public client of the send's network.
 * @param request - The built transfer.
 * @returns The gas limit.
 * @example
 * ```ts
 * const gas = await estimateTransferGas(client, request) // 21000n for a plain ETH transfer
 * ```
 */
export function estimateTransferGas(client: PublicClient, request: TransferRequest): Promise<bigint> {
  return client.estimateGas({
    account: request.from,
    to: request.to,
    data: request.data,
    ...(request.value === undefined ? {} : { value: request.value === '0x0' ? 0n : 1n }),
  })
}
