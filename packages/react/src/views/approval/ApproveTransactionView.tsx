import { classifyRpcMethod, describeApproval, MESSAGES } from '@latch/core'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSnapshot } from '../../hooks/useLatchSnapshot'
import { ApprovalDetails } from './ApprovalDetails'

const ACTION: Record<ReturnType<typeof describeApproval>['kind'], string> = {
  signMessage: 'Sign this message',
  signTypedData: 'Sign this data',
  transaction: 'Send this transaction',
  other: 'Approve this request',
}

/**
 * ApproveTransaction (SPEC §6): the first not-safe request of the auth connector waiting in
 * `state.approval.pending` — what is being signed, how many more wait — with Approve and Reject,
 * which settle it through `latch.approval.approve(id)` / `decline(id)` (a declined request rejects
 * with the user-rejected error and reaches no wallet). A request the RPC safety rules block shows
 * "Action not allowed" and can only be rejected. With nothing to approve the view says so and offers
 * its way out: "Done" goes back when there is history, else closes; where closing is refused
 * because a required sign-in waits, "Cancel" follows the sign-in's cancel rule.
 *
 * @example
 * ```tsx
 * // Rendered by the modal when a not-safe request opens the ApproveTransaction view.
 * <ApproveTransactionView />
 * ```
 */
export function ApproveTransactionView() {
  const latch = useLatchInstance()
  const snap = useLatchSnapshot()
  const [first, ...rest] = snap.approval.pending
  if (!first) {
    const back = snap.router.history.length > 1
    const close = latch.modal.canClose()
    const leave = () => {
      if (back) latch.router.goBack()
      else if (close) latch.close()
      else void latch.siwx.cancelSignMessage()
    }
    return (
      <div data-latch-view="ApproveTransaction" data-state="empty">
        <p data-latch-status="">Nothing to approve</p>
        <div data-latch-button-row="">
          <button type="button" data-latch-approval-leave="" onClick={leave}>
            {back || close ? 'Done' : 'Cancel'}
          </button>
        </div>
      </div>
    )
  }
  const summary = describeApproval(first)
  const blocked = classifyRpcMethod(first.method) === 'blocked'
  // the network the request is sent on, fixed when it was made; else the namespace's active one
  const networkId = first.caipNetworkId ?? snap.chains.activeNetworkIds[first.namespace]
  const network = snap.chains.networks.find((n) => n.caipNetworkId === networkId)
  return (
    <div data-latch-view="ApproveTransaction" data-state={blocked ? 'blocked' : 'pending'}>
      <p data-latch-status="">{ACTION[summary.kind]}</p>
      <p data-latch-hint="" data-latch-approval-method="">
        {first.method}
      </p>
      <ApprovalDetails summary={summary} network={network} />
      {rest.length > 0 ? (
        <p data-latch-approval-waiting="">
          {rest.length} more {rest.length === 1 ? 'request' : 'requests'} waiting
        </p>
      ) : null}
      {blocked ? (
        <p data-latch-error="" role="alert">
          {MESSAGES.rpcNotAllowedUi}
        </p>
      ) : null}
      <div data-latch-button-row="">
        <button type="button" data-latch-approval-reject="" onClick={() => latch.approval.decline(first.id)}>
          Reject
        </button>
        {blocked ? null : (
          <button
            type="button"
            data-latch-primary=""
            data-latch-approval-approve=""
            onClick={() => latch.approval.approve(first.id)}
          >
            Approve
          </button>
        )}
      </div>
    </div>
  )
}
