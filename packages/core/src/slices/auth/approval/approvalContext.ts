import type { RouterData, RouterView } from '../../../kernel/router/views'
import type { CaipNetworkId, ChainNamespace } from '../../../shared/networks/types'
import type { ClearSigningToken } from '../../clearSigning/types'
import type { ReviewContext } from '../../simulation/reviewContext'
import type { ReviewedPreview } from '../../simulation/reviewedPreview'
import type { AuthSmartAccount } from '../provider/types'

/**
 * What the approval controller needs from the instance: the clock, the modal and the router.
 *
 * @example
 * ```ts
 * const deps: ApprovalContext = {
 *   now: Date.now,
 *   modal: { isOpen: () => state.modal.open, open: (p) => modal.open(p), close: () => modal.close({ force: true }), onClose: modal.actions.onClose },
 *   router: { getView: () => state.router.view, push: router.push, goBackTo: router.goBackTo, reset: router.reset },
 * }
 * ```
 */
export type ApprovalContext = {
  now: () => number
  modal: {
    isOpen: () => boolean
    open: (params: { view: RouterView; data: RouterData }) => void
    /** Close without the sign-in veto. */
    close: () => void
    onClose: (listener: () => void) => () => void
  }
  router: {
    getView: () => RouterView
    push: (view: RouterView, data?: RouterData) => void
    goBackTo: (view: RouterView) => boolean
    reset: (view: RouterView) => void
  }
  /**
   * What a transaction's call is read with (the app's ERC-7730 descriptors, the tokens the account
   * knows, the network), for the network a request is sent on; absent: calls stay unread.
   */
  clearSigning?: (caipNetworkId: CaipNetworkId | undefined) => {
    descriptors: readonly unknown[]
    tokens: readonly ClearSigningToken[]
    chainId: number | undefined
    native: { symbol: string; decimals: number } | undefined
  }
  /**
   * What a request is checked and simulated with (the network's RPC URL and chain id, the account
   * and its activity), for the network and namespace it is sent on; absent: requests are not reviewed.
   */
  review?: (caipNetworkId: CaipNetworkId | undefined, namespace: ChainNamespace) => ReviewContext
  /**
   * The preview of a request by its namespace's chain adapter (`previewRequest`), with its flags;
   * `undefined` when that adapter previews nothing (the request is then not previewed).
   */
  preview?: (request: ApprovalRequest) => Promise<ReviewedPreview> | undefined
  /**
   * For a send or batch: the signing account as a smart account (its delegation and who pays the
   * gas), when it is one on the request's network; absent or `undefined`: not a smart account.
   */
  smartAccount?: (request: ApprovalRequest) => Promise<AuthSmartAccount | undefined> | undefined
}

/**
 * A request to approve: namespace, method and params, and the network it will be sent on. The
 * params are the very object that will be sent (Latch's frozen copy, see `freezeRpcRequest`).
 *
 * @example
 * ```ts
 * const request: ApprovalRequest = { namespace: 'eip155', method: 'personal_sign', params: ['0x68', '0xabc'] }
 * ```
 */
export type ApprovalRequest = {
  namespace: ChainNamespace
  method: string
  params?: unknown
  caipNetworkId?: CaipNetworkId | undefined
  /** The request goes on to an outside wallet, which shows its own prompt (`features.review`). */
  beforeWallet?: boolean
}
