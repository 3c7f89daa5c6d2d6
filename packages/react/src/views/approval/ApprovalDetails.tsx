import type { ApprovalSummary, CaipNetwork } from '@latch/core'
import { useT } from '../../hooks/useT'
import { ApprovalBatch } from './ApprovalBatch'
import { ApprovalPermissions } from './ApprovalPermissions'
import { ApprovalTransaction } from './ApprovalTransaction'
import { ApprovalTypedData } from './ApprovalTypedData'
import { asText } from './asText'

/**
 * What a waiting request signs, as core's `describeApproval` reads it, in words: a message as
 * text in a scrollable block (its hex, with a warning, when it is not text), typed data as its
 * domain and message fields, a transaction as receiver, its call's fields, fee and network, a batch
 * as each call, the total and who pays the fee, a permission grant as who gets which permission
 * with its limits and expiry, a grant's revoke as the grant's context; any other request its parameters, unless a family
 * preview (a PSBT, a Stacks call, Solana transfers) already reads them in words (`previewed`): then
 * they sit under the details toggle with the rest of the raw request. The raw
 * method, function and call data are left to {@link ApprovalRawDetails}.
 *
 * @param props - The summary, the network the request is sent on, and whether a family preview
 *   reads the request.
 * @example
 * ```tsx
 * <ApprovalDetails summary={describeApproval(pending)} network={network} />
 * ```
 */
export function ApprovalDetails({
  summary,
  network,
  previewed = false,
  sponsored,
}: {
  summary: ApprovalSummary
  network: CaipNetwork | undefined
  previewed?: boolean
  /** A smart account's send: `true` when the app's paymaster pays the gas, `false` when the account does. */
  sponsored?: boolean | undefined
}) {
  const t = useT()
  switch (summary.kind) {
    case 'signMessage':
      return (
        <>
          <section data-latch-approval-message="" aria-label={t('approve.messageLabel')}>
            <pre>{summary.message}</pre>
          </section>
          {summary.encoding === 'text' ? null : (
            <p data-latch-hint="" data-latch-approval-encoding={summary.encoding}>
              {t('approve.unreadable')}
            </p>
          )}
        </>
      )
    case 'signTypedData':
      return <ApprovalTypedData summary={summary} />
    case 'transaction':
      return <ApprovalTransaction summary={summary} network={network} sponsored={sponsored} />
    case 'batch':
      return <ApprovalBatch summary={summary} network={network} sponsored={sponsored} />
    case 'grantPermissions':
      return <ApprovalPermissions summary={summary} />
    case 'revokePermissions':
      return (
        <dl data-latch-approval-transaction="" data-latch-approval-revoke="">
          <dt>{t('approve.permission.type')}</dt>
          <dd>
            <bdi>
              {summary.context.length > 26
                ? `${summary.context.slice(0, 14)}…${summary.context.slice(-10)}`
                : summary.context}
            </bdi>
          </dd>
        </dl>
      )
    default:
      if (previewed) return null
      return (
        <section data-latch-approval-message="" aria-label={t('approve.paramsLabel')}>
          <pre>{asText(summary.params)}</pre>
        </section>
      )
  }
}
