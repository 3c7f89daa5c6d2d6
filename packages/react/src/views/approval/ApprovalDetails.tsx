import type { ApprovalField, ApprovalSummary, CaipNetwork, TokenBalance } from '@latch/core'
import { Fragment } from 'react'
import { useTranslation } from '../../hooks/useTranslation'
import { nativeAmount, tokenAmount } from './approvalWords'

function asText(value: unknown): string {
  if (typeof value === 'string') return value
  try {
    return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2) ?? ''
  } catch {
    return String(value)
  }
}

function Fields({ label, fields, hook }: { label: string; fields: ApprovalField[]; hook: string }) {
  return (
    <dl data-latch-approval-fields={hook} aria-label={label}>
      {fields.map((field) => (
        <Fragment key={field.label}>
          <dt>{field.label}</dt>
          <dd>{field.value}</dd>
        </Fragment>
      ))}
    </dl>
  )
}

const isZero = (hex: string | undefined) => {
  try {
    return hex === undefined || BigInt(hex) === 0n
  } catch {
    return false
  }
}

/**
 * What a waiting request signs, as core's `describeApproval` reads it, in words: a message as
 * text in a scrollable block (its hex, with a warning, when it is not text), typed data as its
 * domain and message fields, a transaction as receiver, amount, token, fee and network. The raw
 * method, function and call data are left to {@link ApprovalRawDetails}.
 *
 * @param props - The summary, the network the request is sent on, and the token a call moves.
 * @example
 * ```tsx
 * <ApprovalDetails summary={describeApproval(pending)} network={network} token={undefined} />
 * ```
 */
export function ApprovalDetails({
  summary,
  network,
  token,
}: {
  summary: ApprovalSummary
  network: CaipNetwork | undefined
  token: TokenBalance | undefined
}) {
  const tr = useTranslation()
  const { t } = tr
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
          <h3 data-latch-approval-heading="">{summary.primaryType ?? t('approve.message')}</h3>
          <Fields label={t('approve.messageFieldsLabel')} fields={summary.fields} hook="message" />
          {summary.truncated ? <p data-latch-hint="">{t('approve.moreFields')}</p> : null}
        </>
      )
    case 'transaction': {
      const { call } = summary
      const tokenCall = call?.name !== undefined && call.amount !== undefined
      return (
        <dl data-latch-approval-transaction="">
          <dt>{call?.name === 'approve' ? t('approve.spender') : t('approve.to')}</dt>
          <dd data-latch-approval-to="">
            <bdi>{(tokenCall ? call.recipient : summary.to) ?? t('approve.newContract')}</bdi>
          </dd>
          {tokenCall ? (
            <>
              <dt>{call.name === 'approve' ? t('approve.allowance') : t('approve.amount')}</dt>
              <dd data-latch-approval-amount="">
                <bdi>{tokenAmount(call.amount ?? 0n, token, summary.to, tr)}</bdi>
              </dd>
              <dt>{t('approve.token')}</dt>
              <dd data-latch-approval-token="">{token ? `${token.name} (${token.symbol})` : summary.to}</dd>
            </>
          ) : null}
          {!tokenCall || !isZero(summary.value) ? (
            <>
              <dt>{t('approve.value')}</dt>
              <dd data-latch-approval-value="">
                <bdi>{nativeAmount(summary.value, network)}</bdi>
              </dd>
            </>
          ) : null}
          <dt>{t('approve.networkFee')}</dt>
          <dd data-latch-approval-fee="">
            {summary.fee === undefined
              ? t('approve.feeSetWhenSent')
              : t('approve.feeUpTo', { amount: tr.isolate(nativeAmount(summary.fee, network)) })}
          </dd>
          <dt>{t('approve.network')}</dt>
          <dd data-latch-approval-network="">{network?.name ?? t('approve.unknownNetwork')}</dd>
        </dl>
      )
    }
    default:
      return (
        <section data-latch-approval-message="" aria-label={t('approve.paramsLabel')}>
          <pre>{asText(summary.params)}</pre>
        </section>
      )
  }
}

/**
 * The raw request behind a details toggle: the wallet method, and for a transaction the contract
 * function, contract and call data; for typed data its full JSON. Closed by default, so what the
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
            <dd data-latch-approval-function="">{call.signature ?? call.selector}</dd>
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
