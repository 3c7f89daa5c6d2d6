import type { ChainAdapter } from '../../adapters/types'
import { ALERTS } from '../../shared/errors/alertsCatalogue'
import { ValidationError } from '../../shared/errors/errors'
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../../shared/networks/types'
import type { RouterActions, RouterState } from '../router/types'
import type { ChainActions, ChainsState } from './types'

/**
 * What the chains controller needs from the rest of the instance.
 *
 * @example
 * ```ts
 * createChainsController(state.chains, { getAdapter, getActiveConnectorId, isConnected, onNetworkChanged, router, routerState })
 * ```
 */
export type ChainsContext = {
  getAdapter: (namespace: ChainNamespace) => ChainAdapter | undefined
  getActiveConnectorId: (namespace: ChainNamespace) => string | undefined
  isConnected: (namespace: ChainNamespace) => boolean
  /** Called after the active network of `namespace` changed. */
  onNetworkChanged: (namespace: ChainNamespace) => void
  router: RouterActions
  routerState: RouterState
}

/**
 * The chains controller: the app's networks, the active network per namespace, the active
 * namespace and connectivity.
 *
 * @param state - The instance's chains slice.
 * @param deps - Adapters, connection checks, router.
 * @returns `actions` (the public {@link ChainActions} plus `resolveNetwork` and `setActiveNetwork`).
 * @example
 * ```ts
 * const chains = createChainsController(state.chains, deps)
 * chains.actions.getActiveNetwork('eip155')
 * ```
 */
export function createChainsController(state: ChainsState, deps: ChainsContext) {
  /** Finds one of the app's networks; throws "Network Not Found" otherwise. */
  function resolveNetwork(network: CaipNetwork | CaipNetworkId): CaipNetwork {
    const id = typeof network === 'string' ? network : network?.caipNetworkId
    const found = state.networks.find((n) => n.caipNetworkId === id)
    if (!found)
      throw new ValidationError(ALERTS.NetworkNotFound.message, {
        code: ALERTS.NetworkNotFound.code,
        details: `"${String(id)}" is not one of the app's networks`,
      })
    return found
  }

  /** Record `network` as active (and its namespace) without asking any wallet. */
  function setActiveNetwork(network: CaipNetwork): void {
    const ns = network.chainNamespace
    const changed = state.activeNetworkIds[ns] !== network.caipNetworkId
    state.activeNetworkIds[ns] = network.caipNetworkId
    state.activeNamespace = ns
    if (changed) deps.onNetworkChanged(ns)
  }

  const publicActions: ChainActions = {
    getActiveNetwork(namespace = state.activeNamespace) {
      const id = state.activeNetworkIds[namespace]
      return state.networks.find((n) => n.caipNetworkId === id)
    },
    getNetworks(namespace) {
      return state.networks.filter((n) => n.chainNamespace === namespace)
    },
    setActiveNamespace(namespace) {
      if (!state.networks.some((n) => n.chainNamespace === namespace))
        throw new ValidationError(ALERTS.NetworkNotFound.message, {
          code: ALERTS.NetworkNotFound.code,
          details: `No network configured for namespace "${namespace}"`,
        })
      state.activeNamespace = namespace
    },
    async switchNow(networkOrId) {
      const network = resolveNetwork(networkOrId)
      const ns = network.chainNamespace
      const connectorId = deps.getActiveConnectorId(ns)
      const adapter = deps.getAdapter(ns)
      const walletAsked = deps.isConnected(ns) && connectorId !== undefined && adapter !== undefined
      if (walletAsked && state.activeNetworkIds[ns] !== network.caipNetworkId) {
        try {
          await adapter.switchNetwork({ connectorId, network })
        } catch (error) {
          // the wallet has answered: its error's reader loads with the connection flows (at mount)
          throw (await import('../loadKernelCode').then((m) => m.loadSwitchErrorReader())).readSwitchError(
            error,
          )
        }
      }
      setActiveNetwork(network)
    },
    async confirmSwitch() {
      const { view, data } = deps.routerState
      if (!data.network) return
      if (view === 'SwitchActiveChain') {
        setActiveNetwork(resolveNetwork(data.network))
        const next = data.navigateTo ?? 'Connect'
        if (data.navigateWithReplace) deps.router.replace(next)
        else deps.router.push(next)
        return
      }
      await publicActions.switchNow(data.network)
      if (view === 'SwitchNetwork') deps.router.goBack()
    },
    setOnline(online) {
      state.online = online
    },
  }
  return { actions: { ...publicActions, resolveNetwork, setActiveNetwork } }
}

/**
 * What {@link createChainsController} returns.
 *
 * @example
 * ```ts
 * const chains: ChainsController = createChainsController(state.chains, deps)
 * ```
 */
export type ChainsController = ReturnType<typeof createChainsController>
