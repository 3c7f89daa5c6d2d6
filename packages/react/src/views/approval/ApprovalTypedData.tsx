import type { ApprovalField, ApprovalSummary } from '@latch/core'
import { Fragment } from 'react'
import { useT } from '../../hooks/useT'
import { asText } from './asText'

function Fields({ label, fields, hook }: { label: string; fields: readonly ApprovalField[]; hook: string }) {
  return (
    <dl data-latch-approval-fields={hook} aria-label={label}>
      {fields.map((field) => (
        <Fragment key={`${field.label}\n${field.value}`}>
          <dt>{field.label}</dt>
          <dd>{field.value}</dd>
        </Fragment>
      ))}
    </dl>
  )
}

/**
 * Typed data in words: the domain that asks (when it has fields), then the message as its ERC-7730
 * descriptor reads it (the intent, the descriptor's fields) or, with no descriptor, the message's
 * fields under its primary type; the raw JSON when neither could be read.
 *
 * @param props - The typed-data summary.
 * @example
 * ```tsx
 * <ApprovalTypedData summary={summary} />
 * ```
 */
export function ApprovalTypedData({
  summary,
}: {
  summary: Extract<ApprovalSummary, { kind: 'signTypedData' }>
}) {
  const t = useT()
  if (summary.domain.length === 0 && summary.fields.length === 0)
    return (
      <section data-latch-approval-message="" aria-label={t('approve.typedDataLabel')}>
        <pre>{asText(summary.typedData)}</pre>
      </section>
    )
  return (
    <>
      {summary.domain.length > 0 ? (
        <>
          <h3 data-latch-approval-heading="">{t('approve.requestedBy')}</h3>
          <Fields label={t('approve.domainLabel')} fields={summary.domain} hook="domain" />
        </>
      ) : null}
      {summary.words ? (
        <>
          <h3 data-latch-approval-heading="">{summary.words.intent}</h3>
          <Fields label={t('approve.messageFieldsLabel')} fields={summary.words.fields} hook="words" />
        </>
      ) : (
        <>
          <h3 data-latch-approval-heading="">{summary.primaryType ?? t('approve.message')}</h3>
          <Fields label={t('approve.messageFieldsLabel')} fields={summary.fields} hook="message" />
          {summary.truncated ? <p data-latch-hint="">{t('approve.moreFields')}</p> : null}
        </>
      )}
    </>
  )
}
