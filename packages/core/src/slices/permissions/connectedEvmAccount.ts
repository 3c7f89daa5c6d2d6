import type { ChainAdapter } from '../../adapters/types'
import type { CaipNetwork, ChainNamespace } from '../../shared/networks/types'

type Hex = `0x${string}`

/**
 * What the permissions slice reads of the instance's kernel to find the connected EVM account:
 * connection checks, adapters and active networks.
 *
 * @example
 * ```ts
 * const kernel: EvmAccountKernel = { isConnected, getAdapter, chains }
 * ```
 */
export type EvmAccountKernel = {
  isConnected: (namespace: ChainNamespace) => boolean
  getAdapter: (namespace: ChainNamespace) => ChainAdapter | undefined
  chains: { actions: { getActiveNetwork: (namespace: ChainNamespace) => CaipNetwork | undefined } }
}

/**
 * The part of the instance's state the permissions slice reads: accounts and active connectors.
 *
 * @example
 * ```ts
 * const state: PermissionsState = { connections: { activeConnectorIds: {} }, accounts: {} }
 * ```
 */
export type PermissionsState = {
  connections: { activeConnectorIds: Partial<Record<string, string>> }
  accounts: Partial<Record<string, { address?: string | undefined }>>
}

/**
 * The connected EVM account of a namespace (default `eip155`) as the permissions slice uses it: its
 * address, its active chain's id, the storage key of its grants on that chain
 * (`permissions:<chain id>:<lowercase address>`) and a request function through its adapter (so a
 * not-safe request goes through the review step). Undefined when no EVM wallet is connected there.
 *
 * @param state - The instance's state.
 * @param kernel - Connection checks, adapters and active networks.
 * @param namespace - The namespace (default `eip155`).
 * @returns The account, or undefined.
 * @example
 * ```ts
 * const account = connectedEvmAccount(state, kernel)
 * await account?.request('wallet_grantPermissions', requests)
 * ```
 */
export function connectedEvmAccount(state: PermissionsState, kernel: EvmAccountKernel, namespace = 'eip155') {
  const ns = namespace as 'eip155'
  const from = state.accounts[ns]?.address
  const connectorId = state.connections.activeConnectorIds[ns]
  const adapter = kernel.getAdapter(ns)
  const network = kernel.chains.actions.getActiveNetwork(ns)
  if (!from || !connectorId || !kernel.isConnected(ns) || !adapter || network?.chainNamespace !== 'eip155')
    return undefined
  return {
    from: from as Hex,
    chainId: BigInt(network.id),
    key: `permissions:${network.id}:${from.toLowerCase()}`,
    request: (method: string, params: unknown) => adapter.request({ connectorId, method, params, network }),
  }
}
