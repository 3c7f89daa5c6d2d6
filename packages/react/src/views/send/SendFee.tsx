import { useLatchNetwork } from '../../hooks/useLatchNetwork'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useTranslation } from '../../hooks/useTranslation'
import { feeEstimateText } from './feeEstimateText'

/**
 * The send's estimated network fee, read from the send state and the active network: in the
 * network's native currency ("Network fee ≈ 0.000042 ETH"), or "Network fee Paid by the app" when
 * the app's paymaster pays the gas of the signed-in smart account (`send.feeSponsored`, the
 * approval's words). While the fee is unknown (being estimated, or the network could not estimate
 * it) the line reads "Network fee —" in the same place (`data-latch-send-fee-unknown`, `aria-busy`
 * while `send.feeEstimating`), so the estimate's arrival never moves the button under it while the
 * user aims at it. The approval of the send shows the same estimate, written the same way
 * ({@link feeEstimateText}).
 *
 * @returns The fee line, or `null` without a network.
 * @example
 * ```tsx
 * <SendFee />
 * ```
 */
export function SendFee() {
  const tr = useTranslation()
  const { fee, feeSponsored: sponsored, feeEstimating: estimating } = useLatchSelector((s) => s.send)
  const { caipNetwork: network } = useLatchNetwork()
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
