import type { CallInWords, MessageInWords } from '../../clearSigning/types'
import type { PermissionInWords } from '../../permissions/describePermissions'
import type { ApprovalField } from './describeTypedData'

/**
 * What the ApproveTransaction view shows for a waiting request, each kind titled as what it is:
 * a message signature with the message as text (or its hex when the bytes are not printable
 * text), typed data (EIP-712) with its domain and fields, a transaction with its receiver, value
 * and fee (hex base units, never a float) and the contract call it makes, a batch of calls
 * (EIP-5792) with each call, the total and who pays the fee, an ERC-7715 permission grant with
 * who gets which permission, its limits and expiry, a grant's revoke, or any other request.
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
      /** The typed data in words with its risk flags, when a descriptor covers it (ERC-7730). */
      words: MessageInWords | undefined
    }
  | {
      kind: 'transaction'
      title: string
      to: string | undefined
      value: string | undefined
      data: string | undefined
      /** The most the network fee can be (gas limit × max fee per gas), when the request sets both. */
      fee: string | undefined
      /** The contract call the data makes, in words with its risk flags, once read (ERC-7730). */
      call: CallInWords | undefined
    }
  | {
      kind: 'batch'
      title: string
      /** The account the calls are sent from. */
      from: string | undefined
      /** Each call (EIP-5792 `wallet_sendCalls`), read as a transaction. */
      calls: readonly Extract<ApprovalSummary, { kind: 'transaction' }>[]
      /** The sum of the calls' values, hex base units. */
      total: string
      /** Who pays the network fee: the account, for each call. */
      gasPaidBy: 'account'
    }
  | {
      kind: 'grantPermissions'
      title: string
      /** Each permission asked for, in words. */
      permissions: readonly PermissionInWords[]
    }
  | {
      kind: 'revokePermissions'
      title: string
      /** The revoked grant's permission context (hex). */
      context: string
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
  batch: 'Approve Calls',
  other: 'Approve Request',
  // an ERC-7715 grant or revoke is titled as any other request (`other`); its lead says what it is
} as const satisfies Record<
  Exclude<ApprovalSummary['kind'], 'grantPermissions' | 'revokePermissions'>,
  string
>
