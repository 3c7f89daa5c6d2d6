import { fromBase58 } from '../../../shared/encoding/base58'
import { hexToBytes } from '../../../shared/hexToBytes'
import { type ApprovalCall, describeCall } from './describeCall'
import { type ApprovalField, describeTypedData } from './describeTypedData'
import type { PendingApproval } from './types'

/**
 * What the ApproveTransaction view shows for a waiting request, each kind titled as what it is:
 * a message signature with the message as text (or its hex when the bytes are not printable
 * text), typed data (EIP-712) with its domain and fields, a transaction with its receiver, value
 * and fee (hex base units, never a float) and the contract call it makes, or any other request.
 *
 * @example
 * ```ts
 * const summary: ApprovalSummary = { kind: 'signMessage', title: 'Sign Message', message: 'Sign in to Latch', encoding: 'text' }
 * ```
 */
export type ApprovalSummary =
  | { kind: 'signMessage'; title: string; message: string; encoding: 'text' | 'hex' | 'base58' }
  | {
      kind: 'signTypedData'
      title: string
      /** The EIP-712 primary type, e.g. "Permit". */
      primaryType: string | undefined
      /** App name, version, chain id, contract and salt, those that are given. */
      domain: ApprovalField[]
      /** The message's fields as `a.b[0]` paths (at most 64). */
      fields: ApprovalField[]
      /** True when fields were left out of `fields`. */
      truncated: boolean
      typedData: unknown
    }
  | {
      kind: 'transaction'
      title: string
      to: string | undefined
      value: string | undefined
      data: string | undefined
      /** The most the network fee can be (gas limit × max fee per gas), when the request sets both. */
      fee: string | undefined
      /** The contract call the data makes (an ERC-20 transfer or approval read into its arguments). */
      call: ApprovalCall | undefined
    }
  | { kind: 'other'; title: string; params: unknown }

/**
 * The header title for each kind of request (SPEC §2 names the view ApproveTransaction and fixes
 * no title text; a signature is not called a transaction).
 *
 * @example
 * ```ts
 * APPROVAL_TITLES.signMessage // 'Sign Message'
 * ```
 */
export const APPROVAL_TITLES = {
  signMessage: 'Sign Message',
  signTypedData: 'Sign Typed Data',
  transaction: 'Approve Transaction',
  other: 'Approve Request',
} as const satisfies Record<ApprovalSummary['kind'], string>

const utf8 = (bytes: Uint8Array) => {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
}

/** Text a person can read: no control characters but tab and line breaks. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const printable = (text: string) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u0080-\u009F]/.test(text)

const asText = (bytes: Uint8Array): string | undefined => {
  const text = utf8(bytes)
  return text !== undefined && printable(text) ? text : undefined
}

const hexMessage = (hex: unknown): { message: string; encoding: 'text' | 'hex' } | undefined => {
  if (typeof hex !== 'string') return undefined
  if (!/^0x([0-9a-fA-F]{2})*$/.test(hex)) return { message: hex, encoding: 'text' }
  const bytes = hexToBytes(hex)
  const text = bytes ? asText(bytes) : undefined
  return text === undefined ? { message: hex, encoding: 'hex' } : { message: text, encoding: 'text' }
}

const base58Message = (encoded: unknown): { message: string; encoding: 'text' | 'base58' } | undefined => {
  if (typeof encoded !== 'string') return undefined
  try {
    const text = asText(fromBase58(encoded))
    return text === undefined ? { message: encoded, encoding: 'base58' } : { message: text, encoding: 'text' }
  } catch {
    return { message: encoded, encoding: 'base58' }
  }
}

const hexQuantity = (value: unknown): bigint | undefined => {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value)) return undefined
  return BigInt(value)
}

/**
 * Describes a waiting request for the ApproveTransaction view, so the view only renders: a
 * `personal_sign` or `solana_signMessage` message decoded to text when it is printable UTF-8
 * (kept as given otherwise), `eth_signTypedData_v4` typed data read into its domain and fields,
 * an `eth_sendTransaction` as receiver, value, fee and the contract call it makes.
 *
 * @param pending - A request from `latch.getState().approval.pending`.
 * @returns The summary.
 * @example
 * ```ts
 * describeApproval({ id: 'approval-1', namespace: 'eip155', method: 'personal_sign', params: ['0x6869', '0xabc'], createdAt: 0 })
 * // { kind: 'signMessage', title: 'Sign Message', message: 'hi', encoding: 'text' }
 * ```
 */
export function describeApproval(pending: Pick<PendingApproval, 'method' | 'params'>): ApprovalSummary {
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
      }
    }
    case 'eth_sendTransaction': {
      const tx = (list[0] ?? {}) as { to?: unknown; value?: unknown; data?: unknown; input?: unknown }
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
        call: describeCall(data),
      }
    }
    case 'solana_signTransaction':
    case 'solana_signAllTransactions':
    case 'solana_signAndSendTransaction':
    case 'wallet_sendCalls':
      // transactions whose contents are not decoded here: titled as what they are, params as sent
      return { kind: 'other', title: APPROVAL_TITLES.transaction, params: pending.params }
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
