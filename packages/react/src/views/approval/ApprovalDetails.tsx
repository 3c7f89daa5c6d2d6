import type { ApprovalField, ApprovalSummary, CaipNetwork, TokenBalance } from '@latch/core'
import { Fragment } from 'react'
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
  switch (summary.kind) {
    case 'signMessage':
      return (
        <>
          <section data-latch-approval-message="" aria-label="Message to sign">
            <pre>{summary.message}</pre>
          </section>
          {summary.encoding === 'text' ? null : (
            <p data-latch-hint="" data-latch-approval-encoding={summary.encoding}>
              This message is not readable text. Sign it only if you trust the app.
            </p>
          )}
        </>
      )
    case 'signTypedData':
      if (summary.domain.length === 0 && summary.fields.length === 0)
        return (
          <section data-latch-approval-message="" aria-label="Typed data to sign">
            <pre>{asText(summary.typedData)}</pre>
          </section>
        )
      return (
        <>
          {summary.domain.length > 0 ? (
            <>
              <h3 data-latch-approval-heading="">Requested by</h3>
              <Fields label="Domain" fields={summary.domain} hook="domain" />
            </>
          ) : null}
          <h3 data-latch-approval-heading="">{summary.primaryType ?? 'Message'}</h3>
          <Fields label="Message fields" fields={summary.fields} hook="message" />
          {summary.truncated ? <p data-latch-hint="">More fields are in the details.</p> : null}
        </>
      )
    case 'transaction': {
      const { call } = summary
      const tokenCall = call?.name !== undefined && call.amount !== undefined
      return (
        <dl data-latch-approval-transaction="">
          <dt>{call?.name === 'approve' ? 'Spender' : 'To'}</dt>
          <dd data-latch-approval-to="">{(tokenCall ? call.recipient : summary.to) ?? 'New contract'}</dd>
          {tokenCall ? (
            <>
              <dt>{call.name === 'approve' ? 'Allowance' : 'Amount'}</dt>
              <dd data-latch-approval-amount="">{tokenAmount(call.amount ?? 0n, token, summary.to)}</dd>
              <dt>Token</dt>
              <dd data-latch-approval-token="">{token ? `${token.name} (${token.symbol})` : summary.to}</dd>
            </>
          ) : null}
          {!tokenCall || !isZero(summary.value) ? (
            <>
              <dt>Value</dt>
              <dd data-latch-approval-value="">{nativeAmount(summary.value, network)}</dd>
            </>
          ) : null}
          <dt>Network fee</dt>
          <dd data-latch-approval-fee="">
            {summary.fee === undefined ? 'Set when sent' : `Up to ${nativeAmount(summary.fee, network)}`}
          </dd>
          <dt>Network</dt>
          <dd data-latch-approval-network="">{network?.name ?? 'Unknown network'}</dd>
        </dl>
      )
    }
    default:
      return (
        <section data-latch-approval-message="" aria-label="Request parameters">
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
  const call = summary.kind === 'transaction' ? summary.call : undefined
  const data =
    summary.kind === 'transaction' && summary.data && summary.data !== '0x' ? summary.data : undefined
  return (
    <details data-latch-approval-details="">
      <summary>Details</summary>
      <dl>
        <dt>Method</dt>
        <dd data-latch-approval-method="">{method}</dd>
        {call ? (
          <>
            <dt>Function</dt>
            <dd data-latch-approval-function="">{call.signature ?? call.selector}</dd>
          </>
        ) : null}
        {call && summary.kind === 'transaction' && summary.to ? (
          <>
            <dt>Contract</dt>
            <dd>{summary.to}</dd>
          </>
        ) : null}
        {data ? (
          <>
            <dt>Data</dt>
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
