import { enConnecting } from '@latch/i18n/connecting'
import { NetworkIcon } from '../../components/NetworkIcon'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useViewTranslation } from '../../hooks/useViewTranslation'
import { describeFailure } from '../failure/describeFailure'
import { RequestFailure } from '../failure/RequestFailure'
import { useWalletRequest } from '../failure/useWalletRequest'
import { ProgressMark } from '../progress/ProgressMark'

/**
 * SwitchNetwork: asks the connected wallet to switch to the network in the router data, shows
 * "Approve in wallet", then returns to where the user came from; on failure says what happened
 * ("Switch declined" or "Network not switched"), the normalised error, what to do, and "Try again",
 * in the view only (no toast).
 *
 * @example
 * ```tsx
 * <SwitchNetworkView />
 * ```
 */
export function SwitchNetworkView() {
  const latch = useLatchInstance()
  const tr = useViewTranslation(enConnecting)
  const network = useLatchSelector((s) => s.router.data.network)
  const { failure, retry } = useWalletRequest(
    network
      ? () => latch.chains.switchNow(network.caipNetworkId).then(() => latch.router.goBack())
      : undefined,
  )

  return (
    <div data-latch-view="SwitchNetwork" data-state={failure ? 'error' : 'switching'}>
      <ProgressMark
        state={failure ? 'error' : 'waiting'}
        label={
          network
            ? tr.t('networks.switching', { network: tr.isolate(network.name) })
            : tr.t('networks.switchingUnknown')
        }
      >
        <NetworkIcon network={network} />
      </ProgressMark>
      {failure ? (
        <RequestFailure
          {...describeFailure(failure.cause, { kind: 'switch', network: network?.name ?? '' }, tr)}
          onRetry={retry}
        />
      ) : (
        <>
          <p data-latch-status="">{tr.t('networks.approveInWallet')}</p>
          <p data-latch-hint="">
            {tr.t('networks.acceptSwitch', { network: tr.isolate(network?.name ?? '') })}
          </p>
        </>
      )}
    </div>
  )
}
