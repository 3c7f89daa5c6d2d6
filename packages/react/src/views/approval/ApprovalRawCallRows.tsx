import type { ApprovalSummary } from '@latch/core'
import { useT } from '../../hooks/useT'

/**
 * The raw rows of one transaction inside the details toggle's `<dl>`: the contract function (its
 * selector when no descriptor covers it), the contract and the call data. A batch's calls are
 * numbered (`number`), so each call's raw data reads beside its number in the list above.
 *
 * @param props - The transaction summary, and its number in a batch.
 * @example
 * ```tsx
 * <dl><ApprovalRawCallRows summary={call} number={2} /></dl>
 * ```
 */
export function ApprovalRawCallRows({
  summary,
  number,
}: {
  summary: Extract<ApprovalSummary, { kind: 'transaction' }>
  number?: number
}) {
  const t = useT()
  const { call } = summary
  const data = summary.data && summary.data !== '0x' ? summary.data : undefined
  const label = (text: string) => (number === undefined ? text : `${text} ${number}`)
  return (
    <>
      {call ? (
        <>
          <dt>{label(t('approve.function'))}</dt>
          <dd data-latch-approval-function="">{call.kind === 'call' ? call.signature : call.selector}</dd>
        </>
      ) : null}
      {call && summary.to ? (
        <>
          <dt>{label(t('approve.contract'))}</dt>
          <dd>{summary.to}</dd>
        </>
      ) : null}
      {data ? (
        <>
          <dt>{label(t('approve.data'))}</dt>
          <dd data-latch-approval-data="">{data}</dd>
        </>
      ) : null}
    </>
  )
}
