import type { NamespaceParameter, WalletInfo } from '@latch/core'
import { isStructurallyEqual } from './isStructurallyEqual'
import { useLatchInstance } from './useLatchInstance'
import { useLatchSelector } from './useLatchSelector'

/**
 * The connected wallet (name, icon, connector) of a namespace (default: the active one). Reads
 * `latch.getWalletInfo` through {@link useLatchSelector}, compared as `watchWalletInfo` compares.
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
  return useLatchSelector(() => latch.getWalletInfo(params), isStructurallyEqual)
}
