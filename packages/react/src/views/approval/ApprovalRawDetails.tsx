import type { ApprovalSummary } from '@latch/core'
import { useTranslation } from '../../hooks/useTranslation'
import { ApprovalRawCallRows } from './ApprovalRawCallRows'
import { asText } from './asText'

/**
 * The raw request behind a details toggle: the wallet method, and for a transaction the contract
 * function (its selector when no descriptor covers it), contract and call data; for a batch the
 * same for each call, numbered as the list numbers them; for typed data its full JSON; the
 * parameters of a request a family preview reads in words (`params`); and the
 * frozen request's hash, the one name of what is simulated, shown and sent. Closed by default, so what the
 * user reads first is the request in words.
 *
 * @param props - The wallet method, the summary, the frozen request's hash, and the parameters to
 *   show raw here (a request its family preview reads).
 * @example
 * ```tsx
 * <ApprovalRawDetails method="eth_sendTransaction" summary={summary} hash={pending.review?.hash} />
 * ```
 */
export function ApprovalRawDetails({
  method,
  summary,
  hash,
  params,
}: {
  method: string
  summary: ApprovalSummary
  hash?: string | undefined
  params?: unknown
}) {
  const t = useTranslation().t
  return (
    <details data-latch-approval-details="">
      <summary>{t('approve.details')}</summary>
      <dl>
        <dt>{t('approve.method')}</dt>
        <dd data-latch-approval-method="">{method}</dd>
        {hash ? (
          <>
            <dt>{t('approve.hash')}</dt>
            <dd data-latch-approval-hash="">{hash}</dd>
          </>
        ) : null}
        {summary.kind === 'transaction' ? <ApprovalRawCallRows summary={summary} /> : null}
        {summary.kind === 'batch'
          ? summary.calls.map((call, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the batch is frozen; its order is its identity
              <ApprovalRawCallRows key={index} summary={call} number={index + 1} />
            ))
          : null}
      </dl>
      {summary.kind === 'signTypedData' && (summary.domain.length > 0 || summary.fields.length > 0) ? (
        <pre data-latch-approval-raw="">{asText(summary.typedData)}</pre>
      ) : null}
      {params === undefined ? null : <pre data-latch-approval-raw="">{asText(params)}</pre>}
    </details>
  )
}
