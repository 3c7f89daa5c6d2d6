import type { ChainNamespace } from '@latch/core'
import { useLatchInstance } from './useLatchInstance'
import { useLatchSelector } from './useLatchSelector'

/**
 * The connected wallet's own provider object for a namespace (an EIP-1193 provider on eip155, a
 * Wallet Standard wallet on solana…), for apps that talk to the wallet directly.
 *
 * @param namespace - Chain namespace.
 * @returns `{ walletProvider, connectorId }`; both `undefined` when not connected.
 * @example
 * ```tsx
 * const { walletProvider } = useLatchProvider('eip155')
 * ```
 */
export function useLatchProvider(namespace: ChainNamespace): {
  walletProvider: unknown
  connectorId: string | undefined
} {
  const latch = useLatchInstance()
  const connectorId = useLatchSelector((s) => s.connections.activeConnectorIds[namespace])
  const adapter = latch.adapters.find((a) => a.namespace === namespace)
  const walletProvider = connectorId ? adapter?.getProvider?.(connectorId) : undefined
  return { walletProvider, connectorId }
}
