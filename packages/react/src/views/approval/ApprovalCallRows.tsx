import type { ApprovalSummary } from '@latch/core'
import { Fragment } from 'react'
import { useT } from '../../hooks/useT'

/**
 * The rows of a transaction's receiver and call, inside its `<dl>`: "Contract" (or "To" for a plain
 * send, "New contract" for a deployment), then the call's fields as its ERC-7730 descriptor labels
 * them. Shared by a single transaction and each call of a batch.
 *
 * @param props - The transaction summary.
 * @example
 * ```tsx
 * <dl><ApprovalCallRows summary={summary} /></dl>
 * ```
 */
export function ApprovalCallRows({
  summary,
}: {
  summary: Extract<ApprovalSummary, { kind: 'transaction' }>
}) {
  const t = useT()
  const { call } = summary
  return (
    <>
      <dt>{call ? t('approve.contract') : t('approve.to')}</dt>
      <dd data-latch-approval-to="">
        <bdi>{summary.to ?? t('approve.newContract')}</bdi>
      </dd>
      {call?.kind === 'call'
        ? call.fields.map((field) => (
            // a descriptor may give two fields one label; label and value together tell rows apart
            <Fragment key={`${field.label}\n${field.value}`}>
              <dt>{field.label}</dt>
              <dd data-latch-approval-field="">
                <bdi>{field.value}</bdi>
              </dd>
            </Fragment>
          ))
        : null}
    </>
  )
}
