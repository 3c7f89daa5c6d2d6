import { APPROVAL_TITLES, type ApprovalSummary } from './approvalSummary'
import { base58Message, hexMessage } from './decodeApprovalMessage'
import { describeTransaction } from './describeTransaction'
import { describeTypedData } from './describeTypedData'
import type { PendingApproval } from './types'

// The summary's type and titles live beside this module; the public entries name them here.
export { APPROVAL_TITLES, type ApprovalSummary } from './approvalSummary'

/**
 * Describes a waiting request for the ApproveTransaction view, so the view only renders: a
 * `personal_sign` or `solana_signMessage` message decoded to text when it is printable UTF-8
 * (kept as given otherwise), `eth_signTypedData_v4` typed data read into its domain and fields,
 * an `eth_sendTransaction` as receiver, value, fee and the contract call it makes, a
 * `wallet_sendCalls` batch as each call, the total and who pays the fee (once read). An ERC-7715
 * grant or revoke is read into `pending.permissions` instead (once its code has loaded; the view
 * shows that when it is there); here it is any other request.
 *
 * @param pending - A request from `latch.getState().approval.pending`.
 * @returns The summary.
 * @example
 * ```ts
 * describeApproval({ id: 'approval-1', namespace: 'eip155', method: 'personal_sign', params: ['0x6869', '0xabc'], createdAt: 0 })
 * // { kind: 'signMessage', title: 'Sign Message', message: 'hi', encoding: 'text' }
 * ```
 */
export function describeApproval(
  pending: Pick<PendingApproval, 'method' | 'params' | 'call' | 'message' | 'batch'>,
): ApprovalSummary {
  const list = Array.isArray(pending.params) ? (pending.params as unknown[]) : []
  const other = (): ApprovalSummary => ({
    kind: 'other',
    title: APPROVAL_TITLES.other,
    params: pending.params,
  })
  switch (pending.method) {
    case 'personal_sign': {
      const decoded = hexMessage(list[0])
      return decoded ? { kind: 'signMessage', title: APPROVAL_TITLES.signMessage, ...decoded } : other()
    }
    case 'solana_signMessage': {
      const decoded = base58Message((pending.params as { message?: unknown } | undefined)?.message)
      return decoded ? { kind: 'signMessage', title: APPROVAL_TITLES.signMessage, ...decoded } : other()
    }
    case 'eth_signTypedData_v4': {
      const typedData = typeof list[1] === 'string' ? safeJson(list[1]) : list[1]
      return {
        kind: 'signTypedData',
        title: APPROVAL_TITLES.signTypedData,
        ...describeTypedData(typedData),
        typedData,
        words: pending.message,
      }
    }
    case 'eth_sendTransaction':
      return describeTransaction(list[0], pending.call)
    case 'solana_signTransaction':
    case 'solana_signAllTransactions':
    case 'solana_signAndSendTransaction':
    case 'wallet_sendCalls':
      // a batch once read with its calls in words (`batch`); otherwise transactions not decoded
      // here: titled as what they are, params as sent
      return pending.batch ?? { kind: 'other', title: APPROVAL_TITLES.transaction, params: pending.params }
    default:
      return other()
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
