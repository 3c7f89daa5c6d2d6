import type { CaipNetwork } from '@latch/core'
import { useTranslation } from '../../hooks/useTranslation'
import { feeEstimateText } from './feeEstimateText'

/**
 * The estimated network fee of a send, in the network's native currency ("Network fee ≈ 0.000042
 * ETH"), or "Network fee Paid by the app" when the app's paymaster pays the gas of the signed-in
 * smart account (`send.feeSponsored`, the approval's words); nothing while the fee is unknown. The
 * approval of the send shows the same estimate, written the same way ({@link feeEstimateText}).
 *
 * @param props - `fee` in native base units, `network` for its currency, `sponsored` when the app pays.
 * @returns The fee line, or `null`.
 * @example
 * ```tsx
 * <SendFee fee={send.fee} network={caipNetwork} sponsored={send.feeSponsored} />
 * ```
 */
export function SendFee({
  fee,
  network,
  sponsored = false,
}: {
  fee: bigint | undefined
  network: CaipNetwork | undefined
  sponsored?: boolean
}) {
  const tr = useTranslation()
  if (sponsored)
    return (
      <p data-latch-hint="" data-latch-send-fee="" data-latch-send-fee-payer="sponsor">
        {tr.t('send.networkFee')} <bdi>{tr.t('approve.sponsored')}</bdi>
      </p>
    )
  if (fee === undefined || !network) return null
  return (
    <p data-latch-hint="" data-latch-send-fee="">
      {tr.t('send.networkFee')} <bdi>{feeEstimateText(fee, network, tr)}</bdi>
    </p>
  )
}
