import type { ApprovalSummary } from '@latch/core'
import { useTranslation } from '../../hooks/useTranslation'
import { asText } from './asText'

/**
 * The raw request behind a details toggle: the wallet method, and for a transaction the contract
 * function (its selector when no descriptor covers it), contract and call data; for typed data its full JSON. Closed by default, so what the
 * user reads first is the request in words.
 *
 * @param props - The wallet method and the summary.
 * @example
 * ```tsx
 * <ApprovalRawDetails method="eth_sendTransaction" summary={summary} />
 * ```
 */
export function ApprovalRawDetails({ method, summary }: { method: string; summary: ApprovalSummary }) {
  const t = useTranslation().t
  const call = summary.kind === 'transaction' ? summary.call : undefined
  const data =
    summary.kind === 'transaction' && summary.data && summary.data !== '0x' ? summary.data : undefined
  return (
    <details data-latch-approval-details="">
      <summary>{t('approve.details')}</summary>
      <dl>
        <dt>{t('approve.method')}</dt>
        <dd data-latch-approval-method="">{method}</dd>
        {call ? (
          <>
            <dt>{t('approve.function')}</dt>
            <dd data-latch-approval-function="">{call.kind === 'call' ? call.signature : call.selector}</dd>
          </>
        ) : null}
        {call && summary.kind === 'transaction' && summary.to ? (
          <>
            <dt>{t('approve.contract')}</dt>
            <dd>{summary.to}</dd>
          </>
        ) : null}
        {data ? (
          <>
            <dt>{t('approve.data')}</dt>
            <dd data-latch-approval-data="">{data}</dd>
          </>
        ) : null}
      </dl>
      {summary.kind === 'signTypedData' && (summary.domain.length > 0 || summary.fields.length > 0) ? (
        <pre data-latch-approval-raw="">{asText(summary.typedData)}</pre>
      ) : null}
    </details>
  )
}
