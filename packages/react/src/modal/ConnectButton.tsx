import { useLatch } from '../hooks/useLatch'
import { useLatchAccount } from '../hooks/useLatchAccount'
import { useLatchInstance } from '../hooks/useLatchInstance'
import { useLatchSelector } from '../hooks/useLatchSelector'
import { shortenAddress } from '../utils/shortenAddress'
import { loadOpen } from './loadOpen'

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
   * Text when no wallet is connected. Default "Connect Wallet": the button is in the page's first
   * load, before the modal's strings, so an app in another language passes its own label.
   */
  label?: string
  className?: string
}

/**
 * The connect button: opens the modal (Connect, or Account when connected, per the core's opening
 * rules) and shows the short address once connected (`data-address` holds it whole). After a
 * reload it shows the stored address as soon as the wallet has confirmed it without a prompt, while
 * the restore finishes (`data-status` stays `reconnecting` until then), else "Reconnecting…".
 * Hover, focus or a press starts what the open waits for (the modal's frame, the view it opens on,
 * the strings and the wallet list: `loadOpen`).
 *
 * @example
 * ```tsx
 * <ConnectButton />
 * ```
 */
// i18n-ignore: the page's first load holds no strings; apps pass `label` in their language
export function ConnectButton({ label = 'Connect Wallet', className }: ConnectButtonProps) {
  const { open } = useLatch()
  const latch = useLatchInstance()
  const { address, isConnected, status, namespace } = useLatchAccount()
  // a reload's stored address, once its wallet has confirmed it, while the restore finishes
  const confirmed = useLatchSelector((s) => s.connections.reconnectingAddresses[namespace])
  const shown = isConnected ? address : status === 'reconnecting' ? confirmed : undefined
  const prefetch = () => void loadOpen(latch)
  return (
    <button
      type="button"
      className={className}
      data-latch-connect-button=""
      data-status={status}
      data-address={shown}
      onClick={() => void open()}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onPointerDown={prefetch}
    >
      {/* i18n-ignore: in the page's first load, before the modal's strings */}
      {shown ? shortenAddress(shown) : status === 'reconnecting' ? 'Reconnecting…' : label}
    </button>
  )
}
