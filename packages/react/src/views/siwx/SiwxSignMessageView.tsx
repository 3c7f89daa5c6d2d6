import { toSafeImageUrl } from '@latch/core'
import { enSiwx } from '@latch/i18n/views'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useViewTranslation } from '../../hooks/useViewTranslation'
import { shortenAddress } from '../../utils/shortenAddress'
import { SignInParties } from './SignInParties'

/**
 * SIWXSignMessage: asks the user to prove they own the account by signing a message. Above the
 * text, {@link SignInParties} shows who asks (the app's icon and name) and with what (the wallet's
 * icon and name, and the address). The account
 * the core asks for (`state.siwx.pendingNamespace`: after an email or social login, each covered
 * account in turn), else the active one. "Sign" starts it (the core shows "Authenticating...",
 * closes on success, reopens here on failure); "Cancel" follows the core's rule (switches back or
 * disconnects when sign-in is required and no session exists). While a required sign-in waits,
 * Cancel is the way out (also while the wallet is asking, so a wallet that never answers cannot
 * keep the user here): the modal offers no close button.
 *
 * @example
 * ```tsx
 * <SiwxSignMessageView />
 * ```
 */
export function SiwxSignMessageView() {
  const latch = useLatchInstance()
  const tr = useViewTranslation(enSiwx)
  const { t } = tr
  // the parts of the state this view shows: it re-renders only when one of them changes
  const snap = useLatchSelector((s) => ({ siwx: s.siwx, options: s.options }))
  const pending = snap.siwx.pendingNamespace
  const { address, connectedWalletInfo } = useLatchAccount(pending ? { namespace: pending } : {})
  const appName = snap.options.metadata?.name
  const signing = snap.siwx.signing
  return (
    <div data-latch-view="SIWXSignMessage" data-state={signing ? 'signing' : 'idle'}>
      <SignInParties
        appName={appName}
        appIcon={snap.options.metadata?.icons.map((icon) => toSafeImageUrl(icon)).find(Boolean)}
        wallet={connectedWalletInfo}
        address={address}
      />
      <p data-latch-status="">
        {appName ? t('siwx.needsConnect', { app: tr.isolate(appName) }) : t('siwx.needsConnectUnnamed')}
      </p>
      <p data-latch-hint="">
        {address
          ? t('siwx.proveOwnership', { address: tr.isolate(shortenAddress(address)) })
          : t('siwx.proveOwnershipWallet')}
      </p>
      <div data-latch-button-row="">
        <button type="button" data-latch-siwx-cancel="" onClick={() => void latch.siwx.cancelSignMessage()}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          data-latch-primary=""
          data-latch-siwx-sign=""
          disabled={signing}
          aria-busy={signing}
          onClick={() => void latch.siwx.requestSignMessage()}
        >
          {signing ? t('siwx.signing') : t('siwx.sign')}
        </button>
      </div>
    </div>
  )
}
