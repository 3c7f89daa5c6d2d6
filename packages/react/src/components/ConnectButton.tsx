import { useLatch } from '../hooks/useLatch'
import { useLatchAccount } from '../hooks/useLatchAccount'
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
  /** Text when no wallet is connected. Default "Connect Wallet". */
  label?: string
  className?: string
}

/**
 * The connect button: opens the modal (Connect, or Account when connected, per the core's opening
 * rules) and shows the short address once connected. Hover or focus prefetches the modal's code.
 *
 * @example
 * ```tsx
 * <ConnectButton />
 * ```
 */
export function ConnectButton({ label = 'Connect Wallet', className }: ConnectButtonProps) {
  const { open } = useLatch()
  const { address, isConnected, status } = useLatchAccount()
  const prefetch = () => void loadModal()
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
      {isConnected && address ? shortenAddress(address) : status === 'reconnecting' ? 'Reconnecting…' : label}
    </button>
  )
}
