import type { CaipNetworkId } from '../shared/networks/types'
import type { Connector } from './connectorTypes'

/**
 * One account of a connection.
 *
 * @example
 * ```ts
 * const account: AccountInfo = { address: '0xf39F...', type: 'eoa' }
 * ```
 */
export type AccountInfo = {
  /** Address in the chain's own format. */
  address: string
  /** Account type (SPEC §6): eoa or smartAccount. */
  type?: 'eoa' | 'smartAccount'
  /** Public key, when the wallet gives one (never persisted). */
  publicKey?: string
  /** Bitcoin address purpose, when the wallet says. */
  purpose?: 'payment' | 'ordinals' | 'stacks'
}

/**
 * What a successful connect or restore returns.
 *
 * @example
 * ```ts
 * const result: ConnectResult = { accounts: [{ address: '0xabc' }], caipNetworkId: 'eip155:1' }
 * ```
 */
export type ConnectResult = {
  /** Accounts, the active one first. */
  accounts: AccountInfo[]
  /** Network the wallet is on. */
  caipNetworkId: CaipNetworkId
}

/**
 * Events an adapter reports to the core.
 *
 * @example
 * ```ts
 * adapter.subscribe((event) => { if (event.type === 'disconnect') console.log(event.connectorId) })
 * ```
 */
export type AdapterEvent =
  | { type: 'accountsChanged'; connectorId: string; accounts: AccountInfo[] }
  | { type: 'chainChanged'; connectorId: string; caipNetworkId: CaipNetworkId }
  | { type: 'disconnect'; connectorId: string }
  | { type: 'connectorsChanged'; connectors: readonly Connector[] }
