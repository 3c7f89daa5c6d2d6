import { MESSAGES } from '@latch/core'
import { connectWallet } from '@latch/core/views'
import { enConnecting } from '@latch/i18n/connecting'
import { WalletImage } from '../../components/WalletImage'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useViewTranslation } from '../../hooks/useViewTranslation'
import { describeFailure } from '../failure/describeFailure'
import { RequestFailure } from '../failure/RequestFailure'
import { useWalletRequest } from '../failure/useWalletRequest'
import { ProgressMark } from '../progress/ProgressMark'

/**
 * Connecting to a chosen wallet: asks the wallet once per attempt (core's `connectWallet`: a
 * Stacks/Bitcoin wallet connects both), shows "Continue in …", and on
 * failure what happened ("Connection rejected" or "Failed to connect", SPEC §8), the normalised error
 * (e.g. "User rejected the request"), what to do, and "Try again", in the view only (no toast). Where to go on
 * success is the core's decision (Account, sign-in, or close).
 *
 * @example
 * ```tsx
 * <ConnectingExternalView />
 * ```
 */
export function ConnectingExternalView() {
  const latch = useLatchInstance()
  const tr = useViewTranslation(enConnecting)
  const wallet = useLatchSelector((s) => s.router.data.wallet)
  const { connectorId, namespace } = wallet ?? {}
  const { failure, retry } = useWalletRequest(
    connectorId && namespace
      ? () =>
          connectWallet(latch, { namespace, connectorId }).then(() => {
            // The core closes an open modal after connecting; an embedded one is never "open", so when
            // nothing else took over (sign-in), finish here: closing shows Account in embedded mode.
            if (latch.state.router.view === 'ConnectingExternal' && !latch.state.modal.open) latch.close()
          })
      : undefined,
  )

  if (!wallet) return <p data-latch-view="ConnectingExternal">{tr.message(MESSAGES.failedToConnect)}</p>
  return (
    <div data-latch-view="ConnectingExternal" data-state={failure ? 'error' : 'connecting'}>
      <ProgressMark
        state={failure ? 'error' : 'waiting'}
        label={tr.t('connect.waitingFor', { wallet: tr.isolate(wallet.name) })}
      >
        <WalletImage src={wallet.imageUrl} name={wallet.name} walletId={wallet.id} />
      </ProgressMark>
      {failure ? (
        <RequestFailure
          {...describeFailure(failure.cause, { kind: 'connect', wallet: wallet.name }, tr)}
          onRetry={retry}
        />
      ) : (
        <>
          <p data-latch-status="">{tr.t('connect.continueIn', { wallet: tr.isolate(wallet.name) })}</p>
          <p data-latch-hint="">{tr.t('connect.acceptInWallet')}</p>
        </>
      )}
    </div>
  )
}
