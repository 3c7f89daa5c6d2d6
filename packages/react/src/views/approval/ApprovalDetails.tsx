import { type ApprovalSummary, type CaipNetwork, formatUnits } from '@latch/core'

/** A value in hex base units in the network's currency, exact (never rounded to 0.00). */
function nativeAmount(value: string | undefined, network: CaipNetwork | undefined): string {
  if (value === undefined) return '0'
  try {
    const amount = BigInt(value)
    return network
      ? `${formatUnits(amount, network.nativeCurrency.decimals)} ${network.nativeCurrency.symbol}`
      : amount.toString()
  } catch {
    return value
  }
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value
  try {
    return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2) ?? ''
  } catch {
    return String(value)
  }
}

/**
 * What a waiting request signs, as core's `describeApproval` decodes it: a message in a scrollable
 * pre-formatted block (a labelled region), typed data or other params as JSON, or a transaction's receiver, value (in
 * the network's currency) and network, with its call data when there is any.
 *
 * @param props - The summary and the network the request is sent on.
 * @example
 * ```tsx
 * <ApprovalDetails summary={describeApproval(pending)} network={network} />
 * ```
 */
export function ApprovalDetails({
  summary,
  network,
}: {
  summary: ApprovalSummary
  network: CaipNetwork | undefined
}) {
  switch (summary.kind) {
    case 'signMessage':
      return (
        <section data-latch-approval-message="" aria-label="Message to sign">
          <pre>{summary.message}</pre>
        </section>
      )
    case 'signTypedData':
      return (
        <section data-latch-approval-message="" aria-label="Typed data to sign">
          <pre>{asText(summary.typedData)}</pre>
        </section>
      )
    case 'transaction':
      return (
        <>
          <dl data-latch-approval-transaction="">
            <dt>To</dt>
            <dd data-latch-approval-to="">{summary.to ?? 'New contract'}</dd>
            <dt>Value</dt>
            <dd data-latch-approval-value="">{nativeAmount(summary.value, network)}</dd>
            <dt>Network</dt>
            <dd data-latch-approval-network="">{network?.name ?? 'Unknown network'}</dd>
          </dl>
          {summary.data && summary.data !== '0x' ? (
            <section data-latch-approval-message="" aria-label="Call data">
              <pre>{summary.data}</pre>
            </section>
          ) : null}
        </>
      )
    default:
      return (
        <section data-latch-approval-message="" aria-label="Request parameters">
          <pre>{asText(summary.params)}</pre>
        </section>
      )
  }
}
