import type { ApprovalSummary, CaipNetwork } from '@latch/core'
import { selectApprovalFee } from '@latch/core/views'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useTranslation } from '../../hooks/useTranslation'
import { feeEstimateText } from '../send/feeEstimateText'
import { ApprovalCallRows } from './ApprovalCallRows'
import { nativeAmount } from './approvalWords'

const isZero = (hex: string | undefined) => {
  try {
    return hex === undefined || BigInt(hex) === 0n
  } catch {
    return false
  }
}

/**
 * A transaction in words: the receiver (the contract, for a call), the call's fields as its
 * ERC-7730 descriptor labels them (core reads them: amounts in the token's units, addresses
 * checksummed), the value, the fee and the network. The fee is the send form's estimate when the request is that send
 * (core's `selectApprovalFee`), written as the form wrote it ("≈ 0.000053 ETH"); else the most the
 * request lets it be ("Up to …"); "Set when sent" only when neither is known.
 *
 * @param props - The transaction summary and the network it is sent on.
 * @example
 * ```tsx
 * <ApprovalTransaction summary={summary} network={network} />
 * ```
 */
export function ApprovalTransaction({
  summary,
  network,
  sponsored,
}: {
  summary: Extract<ApprovalSummary, { kind: 'transaction' }>
  network: CaipNetwork | undefined
  /** A smart account's send: `true` when the app's paymaster pays the gas. */
  sponsored?: boolean | undefined
}) {
  const tr = useTranslation()
  const send = useLatchSelector((s) => s.send)
  // the send form's own transaction shows the fee the form estimated, from the same place
  const feeEstimate = selectApprovalFee(send, { to: summary.to, caipNetworkId: network?.caipNetworkId })
  const { t } = tr
  const { call } = summary
  return (
    <dl data-latch-approval-transaction="">
      <ApprovalCallRows summary={summary} />
      {!call || !isZero(summary.value) ? (
        <>
          <dt>{t('approve.value')}</dt>
          <dd data-latch-approval-value="">
            <bdi>{nativeAmount(summary.value, network)}</bdi>
          </dd>
        </>
      ) : null}
      <dt>{t('approve.networkFee')}</dt>
      <dd data-latch-approval-fee={sponsored ? 'sponsor' : ''}>
        {sponsored ? (
          t('approve.sponsored')
        ) : feeEstimate !== undefined && network ? (
          <bdi>{feeEstimateText(feeEstimate, network, tr)}</bdi>
        ) : summary.fee === undefined ? (
          t('approve.feeSetWhenSent')
        ) : (
          t('approve.feeUpTo', { amount: tr.isolate(nativeAmount(summary.fee, network)) })
        )}
      </dd>
      <dt>{t('approve.network')}</dt>
      <dd data-latch-approval-network="">{network?.name ?? t('approve.unknownNetwork')}</dd>
    </dl>
  )
}
