import { useLatch } from '../hooks/useLatch'
import { useLatchAccount } from '../hooks/useLatchAccount'
import { useLatchInstance } from '../hooks/useLatchInstance'
import { useLatchSelector } from '../hooks/useLatchSelector'
import { loadModal } from '../modal/loadModal'
import { shortenAddress } from '../utils/shortenAddress'

/**
 * Props of {@link ConnectButton}.
 *
 * @example
 * ```tsx
 * <ConnectButton label="Sign in with a wallet" />
 * ```
 */
export type ConnectButtonProps = {
  /**
   * Text when no wallet is connected. Default: "Connect Wallet" in the modal's language once its
   * strings are loaded (the button is in the page's first load, before them: English until then).
   */
  label?: string
  className?: string
}

/**
 * The connect button: opens the modal (Connect, or Account when connected, per the core's opening
 * rules) and shows the short address once connected. Hover or focus prefetches the modal's code
 * and strings.
 *
 * @example
 * ```tsx
 * <ConnectButton />
 * ```
 */
export function ConnectButton({ label, className }: ConnectButtonProps) {
  const { open } = useLatch()
  const latch = useLatchInstance()
  const { address, isConnected, status } = useLatchAccount()
  useLatchSelector((s) => s.i18n.locale)
  const tr = latch.i18n.peek()
  const prefetch = () => {
    void loadModal()
    void latch.i18n.load()
  }
  // i18n-ignore: English until the strings load (they load with the modal, never in the first load)
  const english = { label: 'Connect Wallet', reconnecting: 'Reconnecting…' }
  return (
    <button
      type="button"
      className={className}
      data-latch-connect-button=""
      data-status={status}
      onClick={() => void open()}
      onPointerEnter={prefetch}
      onFocus={prefetch}
    >
      {isConnected && address ? (
        <bdi>{shortenAddress(address)}</bdi>
      ) : status === 'reconnecting' ? (
        (tr?.t('connectButton.reconnecting') ?? english.reconnecting)
      ) : (
        (label ?? tr?.t('connectButton.label') ?? english.label)
      )}
    </button>
  )
}
