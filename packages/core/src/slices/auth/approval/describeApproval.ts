import { fromBase58 } from '../../../shared/encoding/base58'
import type { PendingApproval } from './types'

/**
 * What the ApproveTransaction view shows for a waiting request: the kind of action, the message
 * in readable text when it is one, and for a transaction its receiver, value (hex base units, never
 * a float) and call data.
 *
 * @example
 * ```ts
 * const summary: ApprovalSummary = { kind: 'signMessage', message: 'Sign in to Latch' }
 * ```
 */
export type ApprovalSummary =
  | { kind: 'signMessage'; message: string }
  | { kind: 'signTypedData'; typedData: unknown }
  | { kind: 'transaction'; to: string | undefined; value: string | undefined; data: string | undefined }
  | { kind: 'other'; params: unknown }

const utf8 = (bytes: Uint8Array) => {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
}

const hexText = (hex: unknown): string | undefined => {
  if (typeof hex !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(hex))
    return typeof hex === 'string' ? hex : undefined
  const bytes = Uint8Array.from(hex.slice(2).match(/../g) ?? [], (b) => Number.parseInt(b, 16))
  return utf8(bytes) ?? hex
}

const base58Text = (text: unknown): string | undefined => {
  if (typeof text !== 'string') return undefined
  try {
    return utf8(fromBase58(text)) ?? text
  } catch {
    return text
  }
}

/**
 * Describes a waiting request for the ApproveTransaction view, so the view only renders: a
 * `personal_sign` or `solana_signMessage` message decoded to text (kept as given when it is not
 * UTF-8), typed data as sent, an `eth_sendTransaction` as receiver, value and data.
 *
 * @param pending - A request from `latch.getState().approval.pending`.
 * @returns The summary.
 * @example
 * ```ts
 * describeApproval({ id: 'approval-1', namespace: 'eip155', method: 'personal_sign', params: ['0x6869', '0xabc'], createdAt: 0 })
 * // { kind: 'signMessage', message: 'hi' }
 * ```
 */
export function describeApproval(pending: Pick<PendingApproval, 'method' | 'params'>): ApprovalSummary {
  const list = Array.isArray(pending.params) ? (pending.params as unknown[]) : []
  switch (pending.method) {
    case 'personal_sign': {
      const message = hexText(list[0])
      return message === undefined
        ? { kind: 'other', params: pending.params }
        : { kind: 'signMessage', message }
    }
    case 'solana_signMessage': {
      const message = base58Text((pending.params as { message?: unknown } | undefined)?.message)
      return message === undefined
        ? { kind: 'other', params: pending.params }
        : { kind: 'signMessage', message }
    }
    case 'eth_signTypedData_v4':
      return { kind: 'signTypedData', typedData: typeof list[1] === 'string' ? safeJson(list[1]) : list[1] }
    case 'eth_sendTransaction': {
      const tx = (list[0] ?? {}) as { to?: unknown; value?: unknown; data?: unknown }
      const str = (v: unknown) => (typeof v === 'string' ? v : undefined)
      return { kind: 'transaction', to: str(tx.to), value: str(tx.value), data: str(tx.data) }
    }
    default:
      return { kind: 'other', params: pending.params }
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
