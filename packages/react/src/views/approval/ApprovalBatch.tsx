import type { ApprovalSummary, CaipNetwork } from '@latch/core'
import { useTranslation } from '../../hooks/useTranslation'
import { ApprovalCallRows } from './ApprovalCallRows'
import { ApprovalRiskFlags } from './ApprovalRiskFlags'
import { nativeAmount, transactionHeadline } from './approvalWords'

/**
 * A batch of calls (EIP-5792 `wallet_sendCalls`) in words, as core's `describeApproval` reads it:
 * each call, numbered by the list, with its headline (the call's intent as its ERC-7730 descriptor says, or what
 * leaves the account), its receiver, fields, value and risk flags; then the total value, who pays
 * the network fee (the app, when a smart account's paymaster pays), and the network. One approval
 * covers every call.
 *
 * @param props - The batch summary and the network it is sent on.
 * @example
 * ```tsx
 * <ApprovalBatch summary={summary} network={network} />
 * ```
 */
export function ApprovalBatch(props: {
  summary: Extract<ApprovalSummary, { kind: 'batch' }>
  network: CaipNetwork | undefined
  /** A smart account's batch (one operation): `true` when the app's paymaster pays the gas. */
  sponsored?: boolean | undefined
}) {
  const { summary, network, sponsored } = props
  const tr = useTranslation()
  const { t } = tr
  return (
    <>
      <ol data-latch-approval-batch="">
        {summary.calls.map((call, index) => (
          // calls have no identity but their place in the batch, which never changes
          // biome-ignore lint/suspicious/noArrayIndexKey: the batch is frozen; its order is its identity
          <li key={index} data-latch-approval-call="">
            <p data-latch-approval-heading="">{transactionHeadline(call, network, tr)}</p>
            <ApprovalRiskFlags summary={call} />
            <dl data-latch-approval-transaction="">
              <ApprovalCallRows summary={call} />
              <dt>{t('approve.value')}</dt>
              <dd data-latch-approval-value="">
                <bdi>{nativeAmount(call.value, network)}</bdi>
              </dd>
            </dl>
          </li>
        ))}
      </ol>
      <dl data-latch-approval-transaction="" data-latch-approval-batch-total="">
        <dt>{t('approve.batch.total')}</dt>
        <dd data-latch-approval-total="">
          <bdi>{nativeAmount(summary.total, network)}</bdi>
        </dd>
        <dt>{t('approve.networkFee')}</dt>
        <dd data-latch-approval-fee-payer={sponsored ? 'sponsor' : summary.gasPaidBy}>
          {sponsored
            ? t('approve.sponsored')
            : t(sponsored === false ? 'approve.feeAccount' : 'approve.batch.feePayer')}
        </dd>
        <dt>{t('approve.network')}</dt>
        <dd data-latch-approval-network="">{network?.name ?? t('approve.unknownNetwork')}</dd>
      </dl>
    </>
  )
}
