import type { ApprovalSummary } from '@latch/core'
import { Fragment } from 'react'
import { useT } from '../../hooks/useT'

/** A field whose whole value is an address (core gives them EIP-55 checksummed): set like the receiver. */
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * The rows of a transaction's receiver and call, inside its `<dl>`: "Contract" (or "To" for a plain
 * send, "New contract" for a deployment), then the call's fields as its ERC-7730 descriptor labels
 * them (an address in the receiver's monospace, so the call's addresses read alike). Shared by a
 * single transaction and each call of a batch.
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
              <dd data-latch-approval-field={ADDRESS.test(field.value) ? 'address' : ''}>
                <bdi>{field.value}</bdi>
              </dd>
            </Fragment>
          ))
        : null}
    </>
  )
}
