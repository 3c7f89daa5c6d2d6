import type { DisconnectWalletParameters, NamespaceParameter } from '@latch/core'
import { useLatchInstance } from './useLatchInstance'

/**
 * Disconnect actions: `disconnect` for every wallet of a namespace (default: the active one), and
 * `disconnectWallet` for one wallet in every namespace it connected (default: the wallet the active
 * namespace shows), which is what a "Disconnect" button beside an account means.
 *
 * @returns `{ disconnect, disconnectWallet }`.
 * @example
 * ```tsx
 * const { disconnectWallet } = useDisconnect()
 * return <button type="button" onClick={() => disconnectWallet()}>Disconnect</button>
 * ```
 */
export function useDisconnect(): {
  disconnect: (params?: NamespaceParameter) => Promise<void>
  disconnectWallet: (params?: DisconnectWalletParameters) => Promise<void>
} {
  const latch = useLatchInstance()
  return {
    disconnect: (params) => latch.disconnect(params),
    disconnectWallet: (params) => latch.disconnectWallet(params),
  }
}
