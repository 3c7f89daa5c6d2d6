import { classifyRpcMethod, describeApproval, MESSAGES, selectNetwork } from '@latch/core'
import { enPermissions } from '@latch/i18n/permissions'
import { enApproval } from '@latch/i18n/views'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useViewTranslation } from '../../hooks/useViewTranslation'
import { ApprovalDelegation } from './ApprovalDelegation'
import { ApprovalDetails } from './ApprovalDetails'
import { ApprovalEffects } from './ApprovalEffects'
import { ApprovalNothing } from './ApprovalNothing'
import { ApprovalPreview } from './ApprovalPreview'
import { ApprovalRawDetails } from './ApprovalRawDetails'
import { ApprovalRiskFlags } from './ApprovalRiskFlags'
import { approvalLead } from './approvalLead'
import { approveLabel } from './approvalWords'

/**
 * ApproveTransaction (SPEC §6): the first not-safe request of the auth connector waiting in
 * `state.approval.pending`, read as what it is (core's `describeApproval`): a message signature
 * shows the message, typed data its domain and fields, a transaction its call in words as the
 * ERC-7730 descriptors read it (intent as the headline, the fields, the risk flags core raised; an
 * "Unknown contract call" when none covers it), what its simulation through the app's RPC says it
 * sends, receives and approves (or that it could not be simulated; Approve stays available), the
 * fee and the network (an EIP-5792 batch: each call so, the total, who pays the fee; an ERC-7715
 * permission grant: who gets which permission, its limits and expiry; a grant's revoke); a Stacks,
 * Bitcoin or Solana request its family preview. The raw method and call data (and the parameters a
 * family preview read) sit under a Details toggle. With how many more wait, and Approve ("Continue
 * in your wallet" for a request that goes on to the wallet, `features.review`) and Reject, which
 * settle it through `latch.approval.approve(id)` / `decline(id)` (a declined request rejects with
 * the user-rejected error and reaches no wallet). An EVM or Solana request the RPC safety rules
 * block shows "Action not allowed" and can only be rejected (a Stacks or Bitcoin method was checked
 * by its adapter before it could wait here). With nothing to approve: {@link ApprovalNothing}.
 *
 * @example
 * ```tsx
 * // Rendered by the modal when a not-safe request opens the ApproveTransaction view.
 * <ApproveTransactionView />
 * ```
 */
export function ApproveTransactionView() {
  const latch = useLatchInstance()
  const tr = useViewTranslation(enApproval, enPermissions)
  const t = tr.t
  // the parts of the state this view shows: it re-renders only when one of them changes
  const snap = useLatchSelector((s) => ({
    approval: s.approval,
    router: s.router,
    chains: s.chains,
    options: s.options,
  }))
  const [first, ...rest] = snap.approval.pending
  if (!first) return <ApprovalNothing back={snap.router.history.length > 1} />
  // an ERC-7715 grant or revoke, once read in words, is shown as read; anything else as core describes it
  const summary = first.permissions ?? describeApproval(first)
  // SPEC §6's lists cover EVM and Solana; a Stacks or Bitcoin method was checked by its adapter
  // (what the wallet session supports) before it could wait here
  const family = first.namespace === 'stacks' || first.namespace === 'bip122'
  const blocked = !family && classifyRpcMethod(first.method) === 'blocked'
  // a family preview that read the request in words: its raw parameters go under Details
  const previewed = first.review?.preview?.status === 'done'
  // the network the request is sent on, fixed when it was made; else the namespace's active one
  const network = selectNetwork(snap, first.caipNetworkId, first.namespace)
  const app = tr.isolate(snap.options.metadata?.name ?? t('approve.thisApp'))
  const networkName = network ? tr.isolate(network.name) : undefined
  const { lead, headline } = approvalLead(summary, {
    app,
    network,
    networkName,
    atomic: first.smartAccount !== undefined,
    tr,
  })
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
      <ApprovalDelegation smartAccount={first.smartAccount} />
      <ApprovalRiskFlags summary={summary} review={first.review} />
      <ApprovalEffects review={first.review} />
      <ApprovalPreview review={first.review} />
      <ApprovalDetails
        summary={summary}
        network={network}
        previewed={previewed}
        sponsored={first.smartAccount?.sponsored}
      />
      <ApprovalRawDetails
        method={first.method}
        summary={summary}
        hash={first.review?.hash}
        params={previewed && summary.kind === 'other' ? summary.params : undefined}
      />
      {rest.length > 0 ? (
        <p data-latch-approval-waiting="">{t('approve.waiting', { count: rest.length })}</p>
      ) : null}
      {blocked ? (
        <p data-latch-error="" role="alert">
          {tr.message(MESSAGES.rpcNotAllowedUi)}
        </p>
      ) : null}
      <div data-latch-button-row="">
        <button type="button" data-latch-approval-reject="" onClick={() => latch.approval.decline(first.id)}>
          {t('approve.reject')}
        </button>
        {blocked ? null : (
          <button
            type="button"
            data-latch-primary=""
            data-latch-approval-approve=""
            onClick={() => latch.approval.approve(first.id)}
          >
            {approveLabel(first.beforeWallet, summary.kind, tr)}
          </button>
        )}
      </div>
    </div>
  )
}
