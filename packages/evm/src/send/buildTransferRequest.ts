import { MESSAGES, type SendParameters, ValidationError } from '@latch/core/kit'
import { EVM_SEND_MESSAGES } from '../errors/sendMessages'
import { parseEvmChainId, toHexChainId } from '../utils/chainIds'
import { toChecksumAddress } from '../utils/checksumAddress'
import { ERC20_ABI, isUsdtContract, USDT_TRANSFER_ABI } from './usdtContracts'

/**
 * An `eth_sendTransaction` request: what the wallet is asked to sign and send.
 *
 * @example
 * ```ts
 * const tx: TransferRequest = { from, to, data: '0x', value: '0x16345785d8a0000', chainId: '0x1' }
 * ```
 */
export type TransferRequest = {
  from: `0x${string}`
  to: `0x${string}`
  data: `0x${string}`
  value?: `0x${string}`
  chainId: `0x${string}`
  /** Which ABI encoded the call (for tests and logs). */
  kind: 'native' | 'erc20' | 'usdt'
}

/**
 * Validates a send and builds its transaction, before anything reaches the wallet. Native value is
 * a transaction with `to`, empty data and `value`; an ERC20 is `transfer(receiver, amount)` on the
 * token contract; USDT contracts (and `usdtContracts`) use the USDT ABI.
 *
 * @param params - The send (amount in base units).
 * @param usdtContracts - Extra contracts the app declared USDT-shaped.
 * @returns The transaction request.
 * @throws {ValidationError} on a missing or invalid amount, receiver or token; "Invalid checksum"
 *   (code `INVALID_CHECKSUM`) when a mixed-case address does not match its EIP-55 checksum.
 * @example
 * ```ts
 * const tx = await buildTransferRequest({ ...params, amount: 10n ** 18n })
 * ```
 */
export async function buildTransferRequest(
  params: SendParameters,
  usdtContracts: readonly string[] = [],
): Promise<TransferRequest> {
  if (params.network.chainNamespace !== 'eip155') throw new ValidationError(MESSAGES.unsupportedChain)
  if (typeof params.amount !== 'bigint' || params.amount <= 0n || !params.to) {
    throw new ValidationError(MESSAGES.amountAndReceiverRequired, {
      details: `amount ${String(params.amount)}`,
    })
  }
  if (!params.token) throw new ValidationError(MESSAGES.tokenRequired)
  // Checked and written in EIP-55 form: the wallet and viem (which refuses all-uppercase) get that.
  const to = toChecksumAddress(params.to, 'receiver')
  const from = toChecksumAddress(params.from, 'sender')
  if (params.amount >= 2n ** 256n)
    throw new ValidationError(EVM_SEND_MESSAGES.amountTooLarge, { code: 'AMOUNT_TOO_LARGE' })
  const tokenAddress =
    params.token.address === undefined ? undefined : toChecksumAddress(params.token.address, 'token')
  const chainId = toHexChainId(parseEvmChainId(params.network.id))
  if (tokenAddress === undefined) {
    return {
      kind: 'native',
      from,
      to,
      data: '0x',
      value: `0x${params.amount.toString(16)}`,
      chainId,
    }
  }
  const { encodeFunctionData } = await import('viem')
  const usdt = isUsdtContract(tokenAddress, usdtContracts)
  const data = usdt
    ? encodeFunctionData({
        abi: USDT_TRANSFER_ABI,
        functionName: 'transfer',
        args: [to, params.amount],
      })
    : encodeFunctionData({ abi: ERC20_ABI, functionName: 'transfer', args: [to, params.amount] })
  return { kind: usdt ? 'usdt' : 'erc20', from, to: tokenAddress, data, chainId }
}
