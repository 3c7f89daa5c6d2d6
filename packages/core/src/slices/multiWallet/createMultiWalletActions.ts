import type { ChainsState } from '../../kernel/chains/types'
import type { ConnectionFlows } from '../../kernel/connections/createConnectionFlows'
import type { ConnectionsController } from '../../kernel/connections/createConnectionsController'
import type { Connection, ConnectionReference, ConnectionsState } from '../../kernel/connections/types'
import { ValidationError } from '../../shared/errors/errors'
import type { ChainNamespace } from '../../shared/networks/types'
import { isSameAddress } from '../../shared/validation/isSameAddress'
import * as MULTI_WALLET_MESSAGES from './multiWalletMessages'
import { parseConnectionId } from './parseConnectionId'

/**
 * What the multi-wallet actions work on: the connections and chains state, and the kernel's
 * connection actions and disconnect flow.
 *
 * @example
 * ```ts
 * createMultiWalletActions({ state, connections: kernel.connections.actions, flows: kernel.flows.actions })
 * ```
 */
export type MultiWalletContext = {
  state: { connections: ConnectionsState; chains: ChainsState }
  connections: Pick<ConnectionsController['actions'], 'setActiveConnector' | 'track' | 'clearNamespace'>
  flows: Pick<ConnectionFlows['actions'], 'disconnectConnectors' | 'namespacesOf'>
}

/**
 * The actions of several wallets at once that run only after a click (switch one, disconnect one,
 * disconnect all): a slice loaded on first use. Every reference is checked before anything
 * changes: an unknown connection or address is a ValidationError.
 *
 * @param context - State, connection actions and the disconnect flow.
 * @returns `switchConnection`, `disconnectConnection`, `disconnectAll`.
 * @example
 * ```ts
 * const multiWallet = createMultiWalletActions(context)
 * multiWallet.switchConnection('eip155:io.metamask') // 'eip155'
 * ```
 */
export function createMultiWalletActions(context: MultiWalletContext) {
  const { state, connections, flows } = context

  /** The live connection a reference names, or a ValidationError (nothing changed). */
  const resolve = (reference: ConnectionReference): { ns: ChainNamespace; connection: Connection } => {
    const id = typeof reference === 'string' ? reference : reference?.id
    const parsed = typeof id === 'string' ? parseConnectionId(id) : undefined
    const connection = parsed
      ? state.connections.connections[parsed.namespace]?.find((c) => c.connectorId === parsed.connectorId)
      : undefined
    if (!parsed || !connection)
      throw new ValidationError(MULTI_WALLET_MESSAGES.noConnection(String(id).slice(0, 200)), {
        code: 'CONNECTION_NOT_FOUND',
      })
    return { ns: parsed.namespace, connection }
  }

  return {
    /**
     * Make a live connection (and one of its accounts) the active one of its namespace, and its
     * namespace the active one. Returns the namespace.
     */
    switchConnection(reference: ConnectionReference, address?: string): ChainNamespace {
      const { ns, connection } = resolve(reference)
      if (address !== undefined) {
        // an EVM address may come in another letter case than the wallet gave it
        const index = connection.accounts.findIndex((a) => isSameAddress(ns, a.address, address))
        if (index < 0)
          throw new ValidationError(MULTI_WALLET_MESSAGES.noAccount(String(address).slice(0, 200)), {
            code: 'ACCOUNT_NOT_FOUND',
          })
        const [chosen] = connection.accounts.splice(index, 1)
        if (chosen) connection.accounts.unshift(chosen)
      }
      connections.setActiveConnector(ns, connection.connectorId)
      state.chains.activeNamespace = ns
      connections.track('SWITCH_CONNECTION', ns, connection.connectorId)
      return ns
    },
    /**
     * Disconnect one connection: only that wallet in that namespace, unless its connector is one
     * session across namespaces (an email or social login, a pairing session, a Stacks and Bitcoin
     * wallet: the same connector id), which ends in all of them. The modal stays open while a
     * wallet remains.
     */
    async disconnectConnection(reference: ConnectionReference): Promise<void> {
      const { ns, connection } = resolve(reference)
      const shared = flows.namespacesOf(connection.connectorId).length > 1
      await flows.disconnectConnectors(
        new Set([connection.connectorId]),
        shared ? { keepModal: true } : { only: ns, keepModal: true },
      )
    },
    /**
     * Disconnect every connection of every namespace, once the connects and disconnects already
     * under way have ended (a wallet that connects meanwhile is disconnected too). Idempotent.
     */
    async disconnectAll(): Promise<void> {
      await flows.disconnectConnectors(() =>
        Object.values(state.connections.connections).flatMap((list) => list.map((c) => c.connectorId)),
      )
      // a namespace marked connected with no connection left (a stale status) is cleared too
      for (const ns of Object.keys(state.connections.status) as ChainNamespace[])
        if (state.connections.status[ns] === 'connected' && !state.connections.connections[ns]?.length)
          connections.clearNamespace(ns)
    },
  }
}

/**
 * What {@link createMultiWalletActions} returns.
 *
 * @example
 * ```ts
 * const actions: MultiWalletActions = createMultiWalletActions(context)
 * ```
 */
export type MultiWalletActions = ReturnType<typeof createMultiWalletActions>
