import type { ChainNamespace } from '../shared/networks/types'
import type { SiwxAccount } from '../slices/siwx/types'
import type { LatchState } from './latchState'

/**
 * The connected account of each namespace (its active connection's first account), the active
 * namespace first: what sign-in checks and the actions on "the account" act on.
 *
 * @param state - The instance state.
 * @param isConnected - Whether a namespace is connected.
 * @param namespace - Only this namespace's account (the active namespace's when `'active'`).
 * @returns The accounts.
 * @example
 * ```ts
 * const [active] = connectedAccounts(state, (ns) => connections.isConnected(ns), 'active')
 * ```
 */
export function connectedAccounts(
  state: Pick<LatchState, 'chains' | 'connections' | 'accounts'>,
  isConnected: (namespace: ChainNamespace) => boolean,
  namespace?: ChainNamespace | 'active',
): SiwxAccount[] {
  const active = state.chains.activeNamespace
  const only = namespace === 'active' ? active : namespace
  const namespaces = only
    ? [only]
    : (Object.keys(state.connections.connections) as ChainNamespace[]).sort(
        (a, b) => Number(b === active) - Number(a === active),
      )
  return namespaces.flatMap((ns) => {
    const address = state.accounts[ns]?.address
    const connectorId = state.connections.activeConnectorIds[ns]
    return address && connectorId && isConnected(ns) ? [{ namespace: ns, address, connectorId }] : []
  })
}
