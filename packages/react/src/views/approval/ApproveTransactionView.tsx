import { classifyRpcMethod, describeApproval, MESSAGES, selectNetwork, selectTokenBalance } from '@latch/core'
import { EmptyState } from '../../components/EmptyState'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { shortenAddress } from '../../utils/shortenAddress'
import { ApprovalDetails, ApprovalRawDetails } from './ApprovalDetails'
import { transactionHeadline } from './approvalWords'

/**
 * ApproveTransaction (SPEC §6): the first not-safe request of the auth connector waiting in
 * `state.approval.pending`, read as what it is (core's `describeApproval`): a message signature
 * shows the message, typed data its domain and fields, a transaction what it sends, to whom, the
 * fee and the network, in words; the raw method and call data sit under a Details toggle. With
 * how many more wait, and Approve and Reject, which settle it through `latch.approval.approve(id)`
 * / `decline(id)` (a declined request rejects with the user-rejected error and reaches no wallet).
 * A request the RPC safety rules block shows "Action not allowed" and can only be rejected. With
 * nothing to approve the view says so and offers its way out: "Done" goes back when there is
 * history, else closes; where closing is refused because a required sign-in waits, "Cancel"
 * follows the sign-in's cancel rule.
 *
 * @example
 * ```tsx
 * // Rendered by the modal when a not-safe request opens the ApproveTransaction view.
 * <ApproveTransactionView />
 * ```
 */
export function ApproveTransactionView() {
  const latch = useLatchInstance()
  // the parts of the state this view shows: it re-renders only when one of them changes
  const snap = useLatchSelector((s) => ({
    approval: s.approval,
    router: s.router,
    chains: s.chains,
    accountData: s.accountData,
    options: s.options,
  }))
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
        <EmptyState
          title="Nothing to approve"
          guidance="Requests from this app to sign or send appear here for you to check first."
        />
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
  const network = selectNetwork(snap, first.caipNetworkId, first.namespace)
  const networkId = network?.caipNetworkId ?? first.caipNetworkId
  const contract = summary.kind === 'transaction' && summary.call ? summary.to?.toLowerCase() : undefined
  const token = contract ? selectTokenBalance(snap, contract, networkId) : undefined
  const app = snap.options.metadata?.name ?? 'This app'
  let lead: string
  let headline: string | undefined
  switch (summary.kind) {
    case 'signMessage':
      lead = `${app} asks you to sign this message. Signing is free and sends no transaction.`
      break
    case 'signTypedData':
      lead = `${app} asks you to sign ${summary.primaryType ? `this ${summary.primaryType}` : 'this data'}. Check who asks and every field before you sign.`
      break
    case 'transaction': {
      headline = transactionHeadline(summary, network, token)
      const receiver = summary.call?.recipient ?? summary.to
      lead = receiver
        ? `${summary.call?.name === 'approve' ? 'Spender' : 'To'} ${shortenAddress(receiver)} on ${network?.name ?? 'an unknown network'}`
        : `On ${network?.name ?? 'an unknown network'}`
      break
    }
    default:
      lead = `${app} asks your wallet to approve a request. Check the details before you approve.`
  }
  return (
    <div
      data-latch-view="ApproveTransaction"
      data-state={blocked ? 'blocked' : 'pending'}
      data-kind={summary.kind}
    >
      {headline ? <p data-latch-status="">{headline}</p> : null}
      <p data-latch-hint="" data-latch-approval-summary="">
        {lead}
      </p>
      <ApprovalDetails summary={summary} network={network} token={token} />
      <ApprovalRawDetails method={first.method} summary={summary} />
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
            {summary.kind === 'signMessage' || summary.kind === 'signTypedData' ? 'Sign' : 'Approve'}
          </button>
        )}
      </div>
    </div>
  )
}
