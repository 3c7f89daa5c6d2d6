import type { Latch } from '@latch/core'
import { type CaipNetwork, type ChainAdapter, ConnectionError } from '@latch/core/kit'
import { SOLANA_BRIDGE_MESSAGES } from '../errors/bridgeMessages'
import { decodeBase58, isSolanaAddress } from '../utils/base58'

/**
 * The active Solana connection of a Latch instance as the Solana libraries see it.
 *
 * @example
 * ```ts
 * const connection: SolanaConnection | undefined = readSolanaConnection(latch)
 * ```
 */
export type SolanaConnection = {
  /** The Latch connector holding it (a Wallet Standard wallet's name, `walletConnect`, `ID_AUTH`...). */
  connectorId: string
  /** The active account (base58). */
  address: string
  /** Its 32-byte public key. */
  publicKey: Uint8Array
  /** The Solana network Latch has active, when known. */
  network: CaipNetwork | undefined
}

/**
 * Reads the active Solana connection of `latch` from its state: undefined when none is connected.
 *
 * @param latch - The Latch instance.
 * @returns The connection, or undefined.
 * @example
 * ```ts
 * const connection = readSolanaConnection(latch)
 * if (connection) console.log(connection.address)
 * ```
 */
export function readSolanaConnection(latch: Latch): SolanaConnection | undefined {
  const { connections } = latch.getState()
  const connectorId = connections.activeConnectorIds.solana
  if (connections.status.solana !== 'connected' || connectorId === undefined) return undefined
  const address = latch.getAccount({ namespace: 'solana' }).address
  if (!isSolanaAddress(address)) return undefined
  return {
    connectorId,
    address,
    publicKey: decodeBase58(address),
    network: latch.getNetwork({ namespace: 'solana' }),
  }
}

/**
 * The active Solana connection, or a typed error when there is none.
 *
 * @param latch - The Latch instance.
 * @returns The connection.
 * @throws {ConnectionError} `NOT_CONNECTED` when no Solana wallet is connected through Latch.
 * @example
 * ```ts
 * const { address } = requireSolanaConnection(latch)
 * ```
 */
export function requireSolanaConnection(latch: Latch): SolanaConnection {
  const connection = readSolanaConnection(latch)
  if (!connection)
    throw new ConnectionError(SOLANA_BRIDGE_MESSAGES.notConnected, {
      code: 'NOT_CONNECTED',
      details: SOLANA_BRIDGE_MESSAGES.connectFirst,
    })
  return connection
}

/**
 * The solana adapter of `latch`, the one every wallet request of the connection goes through
 * (Wallet Standard wallets, and the pairing protocol or the embedded wallet routed into it).
 *
 * @param latch - The Latch instance.
 * @returns The adapter.
 * @throws {ConnectionError} `CONNECTOR_NOT_FOUND` when the app has none.
 * @example
 * ```ts
 * await solanaAdapterOf(latch).request({ connectorId, method: 'solana_signMessage', params })
 * ```
 */
export function solanaAdapterOf(latch: Latch): ChainAdapter {
  const adapter = latch.adapters.find((a) => a.namespace === 'solana')
  if (!adapter)
    throw new ConnectionError(SOLANA_BRIDGE_MESSAGES.noSolanaAdapter, {
      code: 'CONNECTOR_NOT_FOUND',
      details: SOLANA_BRIDGE_MESSAGES.addSolanaAdapter,
    })
  return adapter
}
