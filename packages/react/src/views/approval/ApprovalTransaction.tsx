import type { ApprovalSummary, CaipNetwork, TokenBalance } from '@latch/core'
import { selectApprovalFee } from '@latch/core/views'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useTranslation } from '../../hooks/useTranslation'
import { feeEstimateText } from '../send/feeEstimateText'
import { nativeAmount, tokenAmount } from './approvalWords'

const isZero = (hex: string | undefined) => {
  try {
    return hex === undefined || BigInt(hex) === 0n
  } catch {
    return false
  }
}

/**
 * A transaction in words: receiver (or spender), the token amount a token call moves, the value,
 * the fee and the network. The fee is the send form's estimate when the request is that send
 * (core's `selectApprovalFee`), written as the form wrote it ("≈ 0.000053 ETH"); else the most the
 * request lets it be ("Up to …"); "Set when sent" only when neither is known.
 *
 * @param props - The transaction summary, the network it is sent on, and the token a call moves.
 * @example
 * ```tsx
 * <ApprovalTransaction summary={summary} network={network} token={undefined} />
 * ```
 */
export function ApprovalTransaction({
  summary,
  network,
  token,
}: {
  summary: Extract<ApprovalSummary, { kind: 'transaction' }>
  network: CaipNetwork | undefined
  token: TokenBalance | undefined
}) {
  const tr = useTranslation()
  const send = useLatchSelector((s) => s.send)
  // the send form's own transaction shows the fee the form estimated, from the same place
  const feeEstimate = selectApprovalFee(send, { to: summary.to, caipNetworkId: network?.caipNetworkId })
  const { t } = tr
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
        {feeEstimate !== undefined && network ? (
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
