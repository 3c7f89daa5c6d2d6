import type { CaipNetwork } from '@latch/core'
import { useTranslation } from '../../hooks/useTranslation'
import { feeEstimateText } from './feeEstimateText'

/**
 * The estimated network fee of a send, in the network's native currency ("Network fee ≈ 0.000042
 * ETH"); nothing while it is unknown. The approval of the send shows the same estimate, written the
 * same way ({@link feeEstimateText}).
 *
 * @param props - `fee` in native base units, `network` for its currency.
 * @returns The fee line, or `null`.
 * @example
 * ```tsx
 * <SendFee fee={send.fee} network={caipNetwork} />
 * ```
 */
export function SendFee({ fee, network }: { fee: bigint | undefined; network: CaipNetwork | undefined }) {
  const tr = useTranslation()
  if (fee === undefined || !network) return null
  return (
    <p data-latch-hint="" data-latch-send-fee="">
      {tr.t('send.networkFee')} <bdi>{feeEstimateText(fee, network, tr)}</bdi>
    </p>
  )
}
