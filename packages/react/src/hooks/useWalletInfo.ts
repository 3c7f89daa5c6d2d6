import type { NamespaceParameter, WalletInfo } from '@latch/core'
import { useLatchInstance } from './useLatchInstance'
import { useWatched } from './useWatched'

/**
 * The connected wallet (name, icon, connector) of a namespace (default: the active one). Wraps
 * `latch.getWalletInfo`/`watchWalletInfo`.
 *
 * @param params - `{ namespace? }`.
 * @returns The wallet info, or `undefined` when not connected.
 * @example
 * ```tsx
 * const walletInfo = useWalletInfo()
 * return <span>{walletInfo?.name}</span>
 * ```
 */
export function useWalletInfo(params: NamespaceParameter = {}): WalletInfo | undefined {
  const latch = useLatchInstance()
  return useWatched(
    () => latch.getWalletInfo(params),
    (listener) => latch.watchWalletInfo(listener, params),
    `${params.namespace ?? ''}`,
  )
}
