import { useLatch, useLatchNetwork } from '@latch/react'

/**
 * The page's network button: shows the active network and opens the modal's network picker.
 *
 * @example
 * ```tsx
 * <NetworkSwitcher />
 * ```
 */
export function NetworkSwitcher() {
  const { caipNetwork } = useLatchNetwork()
  const { open } = useLatch()
  return (
    <button
      type="button"
      className="demo-network"
      data-demo-network-button=""
      onClick={() => void open({ view: 'Networks' })}
    >
      {caipNetwork?.name ?? 'Network'}
    </button>
  )
}
