import type { ApprovalSummary } from './approvalSummary'
import { APPROVAL_TITLES } from './approvalSummary'
import type { PendingApproval } from './types'

const hexQuantity = (value: unknown): bigint | undefined => {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value)) return undefined
  return BigInt(value)
}

/**
 * An `eth_sendTransaction` request as the approval view shows it: receiver, value and data as sent,
 * the most the network fee can be (gas limit × max fee per gas, or gas price; hex base units, never
 * a float) and the contract call the data makes, in words (read by the ERC-7730 descriptors, see
 * `PendingApproval.call`).
 *
 * @param request - The request's transaction object.
 * @param call - Its call in words, once read.
 * @returns The transaction summary.
 * @example
 * ```ts
 * describeTransaction({ to: '0x7099...', value: '0x1', gas: '0x5208', maxFeePerGas: '0x2' }, undefined).fee // '0xa410'
 * ```
 */
export function describeTransaction(
  request: unknown,
  call: PendingApproval['call'],
): Extract<ApprovalSummary, { kind: 'transaction' }> {
  const tx = (request ?? {}) as { to?: unknown; value?: unknown; data?: unknown; input?: unknown }
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined)
  const data = str(tx.data) ?? str(tx.input)
  const gas = hexQuantity((tx as { gas?: unknown }).gas)
  const price =
    hexQuantity((tx as { maxFeePerGas?: unknown }).maxFeePerGas) ??
    hexQuantity((tx as { gasPrice?: unknown }).gasPrice)
  return {
    kind: 'transaction',
    title: APPROVAL_TITLES.transaction,
    to: str(tx.to),
    value: str(tx.value),
    data,
    fee: gas !== undefined && price !== undefined ? `0x${(gas * price).toString(16)}` : undefined,
    call,
  }
}
