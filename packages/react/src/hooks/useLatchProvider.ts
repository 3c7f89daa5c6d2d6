import type { ChainNamespace, LatchProvider } from '@latch/core'
import { useLatchInstance } from './useLatchInstance'
import { useLatchSelector } from './useLatchSelector'

/**
 * `latch.getProvider(namespace)` for a component: the provider of the wallet connected on the
 * namespace, typed by the adapter package that serves it (on eip155 the EIP-1193 provider routed
 * through Latch, so the embedded wallet's requests wait for approval; on solana the Wallet Standard
 * wallet; on stacks the WBIP provider), re-read when the namespace's connection changes.
 *
 * @param namespace - Chain namespace.
 * @returns `{ walletProvider, connectorId }`; both `undefined` when not connected.
 * @example
 * ```tsx
 * const { walletProvider } = useLatchProvider('eip155')
 * const client = walletProvider && createWalletClient({ chain: mainnet, transport: custom(walletProvider) })
 * ```
 */
export function useLatchProvider<namespace extends ChainNamespace>(
  namespace: namespace,
): {
  walletProvider: LatchProvider<namespace> | undefined
  connectorId: string | undefined
} {
  const latch = useLatchInstance()
  const connectorId = useLatchSelector((s) => s.connections.activeConnectorIds[namespace])
  // status too: getProvider answers only for a connected namespace
  useLatchSelector((s) => s.connections.status[namespace])
  return { walletProvider: latch.getProvider(namespace), connectorId }
}
