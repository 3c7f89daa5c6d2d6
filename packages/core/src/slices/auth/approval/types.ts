import type { PreviewState } from '../../../adapters/requestPreview'
import type { CaipNetworkId, ChainNamespace } from '../../../shared/networks/types'
import type { CallInWords, MessageInWords, RiskFlag } from '../../clearSigning/types'
import type { Simulation } from '../../simulation/types'
import type { AuthSmartAccount } from '../provider/types'
import type { ApprovalSummary } from './approvalSummary'

/**
 * A not-safe request waiting for the user's decision in the ApproveTransaction view.
 *
 * @example
 * ```ts
 * const [first] = latch.getState().approval.pending
 * first?.method // 'personal_sign'
 * ```
 */
export type PendingApproval = {
  /** Stable id to pass to `approve` / `decline`. */
  id: string
  namespace: ChainNamespace
  method: string
  /** The request's params: the very (frozen) object that will be sent, what is being signed. */
  params: unknown
  /** The network the request will be sent on, when the connector fixed it with the request. */
  caipNetworkId?: CaipNetworkId
  /** When the request arrived (ms since epoch). */
  createdAt: number
  /**
   * The request waits in the "review before your wallet" step (`features.review`): on approve it
   * goes on to the connected wallet, which then shows its own prompt.
   */
  beforeWallet?: true
  /**
   * An `eth_sendTransaction`'s call in words with its risk flags, read from the frozen params by
   * the ERC-7730 descriptors once the clear-signing code has loaded (absent until then, and for a
   * transaction without call data).
   */
  call?: CallInWords
  /**
   * A `wallet_sendCalls` batch read for the view (each call in words, the total, who pays the fee),
   * once its code has loaded (absent until then).
   */
  batch?: Extract<ApprovalSummary, { kind: 'batch' }>
  /**
   * An ERC-7715 `wallet_grantPermissions` (who gets which permission, its limits and expiry) or
   * `wallet_revokePermissions` (the grant's context) read for the view, once its code has loaded;
   * absent until then and when the params are not ERC-7715's shape. The view shows it in place of
   * `describeApproval`'s summary.
   */
  permissions?: Extract<ApprovalSummary, { kind: 'grantPermissions' | 'revokePermissions' }>
  /** An `eth_signTypedData_v4`'s typed data in words, when a descriptor covers its primary type (read as `call` is). */
  message?: MessageInWords
  /**
   * The review of a transaction or typed data, once its code has loaded: the frozen request's
   * hash (keccak256 of its canonical encoding), the risk flags of its checks and simulation, and,
   * for a transaction, its simulation through the app's RPC (`loading` until it answers).
   */
  review?: RequestReview
  /**
   * For a send or batch from an embedded account that is a smart account: the contract its address
   * delegates to, whether approving also makes that EIP-7702 delegation, and whether the app's
   * paymaster pays the gas (`AuthProvider.describeSmartAccount`), once read; absent otherwise.
   */
  smartAccount?: AuthSmartAccount
}

/**
 * A waiting request's review (see {@link PendingApproval}.review).
 *
 * @example
 * ```ts
 * const review: RequestReview = { hash: '0x…', flags: [], simulation: { status: 'loading' } }
 * ```
 */
export type RequestReview = {
  readonly hash: string | undefined
  readonly flags: readonly RiskFlag[]
  readonly simulation: Simulation | undefined
  /**
   * What the namespace's chain adapter decoded the request to (a PSBT, a Stacks call, Solana
   * transfers; see `ChainAdapter.previewRequest`), its flags merged into `flags`; absent when the
   * adapter does not preview the method.
   */
  readonly preview?: PreviewState
}

/**
 * Approval state: the not-safe requests waiting, oldest first (at most 99, SPEC §9). The
 * ApproveTransaction view shows the first.
 *
 * @example
 * ```ts
 * latch.getState().approval.pending.length // 0
 * ```
 */
export type ApprovalState = { pending: PendingApproval[] }

/**
 * Approval actions (`latch.approval`).
 *
 * @example
 * ```ts
 * const [first] = latch.getState().approval.pending
 * if (first) latch.approval.approve(first.id)
 * ```
 */
export interface ApprovalActions {
  /** The requests waiting, oldest first. */
  pending(): readonly PendingApproval[]
  /** Let the request go on to the wallet. Returns false when no such request waits. */
  approve(id: string): boolean
  /** Refuse the request: its caller gets `UserRejectedRequestError`. Returns false when no such request waits. */
  decline(id: string): boolean
}
