import { useLatchAccount } from '../../hooks/useLatchAccount'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSnapshot } from '../../hooks/useLatchSnapshot'
import { shortenAddress } from '../../utils/shortenAddress'

/**
 * SIWXSignMessage: asks the user to prove they own the account by signing a message. "Sign"
 * starts it (the core shows "Authenticating...", closes on success, reopens here on failure);
 * "Cancel" follows the core's rule (disconnects when sign-in is required and no session exists).
 *
 * @example
 * ```tsx
 * <SiwxSignMessageView />
 * ```
 */
export function SiwxSignMessageView() {
  const latch = useLatchInstance()
  const snap = useLatchSnapshot()
  const { address } = useLatchAccount()
  const appName = snap.options.metadata?.name ?? 'this app'
  const signing = snap.siwx.signing
  return (
    <div data-latch-view="SIWXSignMessage" data-state={signing ? 'signing' : 'idle'}>
      <p data-latch-status="">{appName} needs to connect to your wallet</p>
      <p data-latch-hint="">
        Sign this message to prove you own {address ? shortenAddress(address) : 'this wallet'}. It costs
        nothing and sends no transaction.
      </p>
      <div data-latch-button-row="">
        <button
          type="button"
          data-latch-siwx-cancel=""
          disabled={signing}
          onClick={() => void latch.siwx.cancelSignMessage()}
        >
          Cancel
        </button>
        <button
          type="button"
          data-latch-primary=""
          data-latch-siwx-sign=""
          disabled={signing}
          aria-busy={signing}
          onClick={() => void latch.siwx.requestSignMessage()}
        >
          {signing ? 'Signing…' : 'Sign'}
        </button>
      </div>
    </div>
  )
}
