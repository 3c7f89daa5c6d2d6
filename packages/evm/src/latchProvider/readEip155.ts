import type { ChainAdapter, Latch } from '@latch/core/kit'
import type { Address } from 'viem'

/**
 * The active eip155 connection of a Latch instance as the EVM libraries see it: the connector that
 * holds it, its accounts (the active one first), the chain id of the active network.
 *
 * @example
 * ```ts
 * const eip155: Eip155Connection | undefined = readEip155(latch)
 * ```
 */
export type Eip155Connection = {
  /** The Latch connector holding the connection (`io.metamask`, `walletConnect`, `ID_AUTH`, `safe`...). */
  connectorId: string
  /** The connection's accounts, the active one first. */
  accounts: readonly Address[]
  /** Chain id of the eip155 network Latch has active (undefined while none is known). */
  chainId: number | undefined
}

/**
 * The chain id of a CAIP-2 eip155 network id (`eip155:1` → 1), undefined for anything else.
 *
 * @param caipNetworkId - A CAIP-2 id.
 * @returns The chain id.
 * @example
 * ```ts
 * chainIdOf('eip155:31337') // 31337
 * ```
 */
export function chainIdOf(caipNetworkId: string | undefined): number | undefined {
  const match = /^eip155:(\d+)$/.exec(caipNetworkId ?? '')
  return match ? Number(match[1]) : undefined
}

/**
 * Reads the active eip155 connection of `latch` from its state: undefined when none is connected.
 *
 * @param latch - The Latch instance.
 * @returns The connection, or undefined.
 * @example
 * ```ts
 * const connection = readEip155(latch)
 * if (connection) console.log(connection.accounts[0], connection.chainId)
 * ```
 */
export function readEip155(latch: Latch): Eip155Connection | undefined {
  const { connections } = latch.getState()
  const connectorId = connections.activeConnectorIds.eip155
  if (connections.status.eip155 !== 'connected' || connectorId === undefined) return undefined
  const connection = connections.connections.eip155?.find((c) => c.connectorId === connectorId)
  const active = latch.getAccount({ namespace: 'eip155' }).address
  const listed = (connection?.accounts ?? []).map((a) => a.address)
  const accounts = active
    ? [active, ...listed.filter((a) => a.toLowerCase() !== active.toLowerCase())]
    : listed
  if (accounts.length === 0) return undefined
  const network = latch.getNetwork({ namespace: 'eip155' })
  return {
    connectorId,
    accounts: accounts as Address[],
    chainId: chainIdOf(network?.caipNetworkId) ?? chainIdOf(connection?.caipNetworkId),
  }
}

/**
 * The eip155 adapter of `latch`, the one every wallet request of the connection goes through.
 *
 * @param latch - The Latch instance.
 * @returns The adapter, or undefined when the app has none.
 * @example
 * ```ts
 * const adapter = eip155Adapter(latch)
 * ```
 */
export function eip155Adapter(latch: Latch): ChainAdapter | undefined {
  return latch.adapters.find((a) => a.namespace === 'eip155')
}
