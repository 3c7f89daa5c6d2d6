import type { CaipNetwork } from '@latch/core'
import { useTranslation } from '../../hooks/useTranslation'
import { feeEstimateText } from './feeEstimateText'

/**
 * The estimated network fee of a send, in the network's native currency ("Network fee ≈ 0.000042
 * ETH"), or "Network fee Paid by the app" when the app's paymaster pays the gas of the signed-in
 * smart account (`send.feeSponsored`, the approval's words). While the fee is unknown (being
 * estimated, or the network could not estimate it) the line reads "Network fee —" in the same
 * place (`data-latch-send-fee-unknown`, `aria-busy` while `estimating`), so the estimate's arrival
 * never moves the button under it while the user aims at it. The approval of the send shows the same estimate, written the same
 * way ({@link feeEstimateText}).
 *
 * @param props - `fee` in native base units, `network` for its currency, `sponsored` when the app
 * pays, `estimating` while the fee is being estimated (`send.feeEstimating`).
 * @returns The fee line, or `null` without a network.
 * @example
 * ```tsx
 * <SendFee fee={send.fee} network={caipNetwork} sponsored={send.feeSponsored} estimating={send.feeEstimating} />
 * ```
 */
export function SendFee({
  fee,
  network,
  sponsored = false,
  estimating = false,
}: {
  fee: bigint | undefined
  network: CaipNetwork | undefined
  sponsored?: boolean
  estimating?: boolean
}) {
  const tr = useTranslation()
  if (sponsored)
    return (
      <p data-latch-hint="" data-latch-send-fee="" data-latch-send-fee-payer="sponsor">
        {tr.t('send.networkFee')} <bdi>{tr.t('approve.sponsored')}</bdi>
      </p>
    )
  if (!network) return null
  if (fee === undefined)
    return (
      <p data-latch-hint="" data-latch-send-fee-unknown="" aria-busy={estimating}>
        {tr.t('send.networkFee')} <bdi>—</bdi>
      </p>
    )
  return (
    <p data-latch-hint="" data-latch-send-fee="">
      {tr.t('send.networkFee')} <bdi>{feeEstimateText(fee, network, tr)}</bdi>
    </p>
  )
}
