import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../../shared/networks/types'
import type { ModalOpenParameters } from '../modal/createModalController'
import type { RouterActions } from '../router/types'
import type { ChainsController } from './createChainsController'
import { resolveNetworkSwitch } from './resolveNetworkSwitch'
import type { ChainsState } from './types'

/**
 * What `latch.switchNetwork` drives.
 *
 * @example
 * ```ts
 * const deps: SwitchNetworkDeps = { chains: chains.actions, router: router.actions, modal: modal.actions, isConnected }
 * ```
 */
export type SwitchNetworkDeps = {
  chains: Pick<ChainsController['actions'], 'resolveNetwork' | 'switchNow'>
  router: Pick<RouterActions, 'push'>
  modal: { open: (params: ModalOpenParameters) => void }
  isConnected: (namespace: ChainNamespace) => boolean
}

/**
 * `latch.switchNetwork`: the SPEC §2 network-switching rules ({@link resolveNetworkSwitch}) carried
 * out. The active network does nothing; a direct switch asks the wallet (if any) and records the
 * network; SwitchActiveChain or SwitchNetwork is shown, pushed when the modal is open, else
 * opening it.
 *
 * @param state - The chains, connections, options and modal state it reads.
 * @param networkOrId - One of the app's networks or its CAIP-2 id.
 * @param deps - See {@link SwitchNetworkDeps}.
 * @throws {ValidationError} "Network Not Found" when it is not one of the app's networks.
 * @example
 * ```ts
 * await switchNetwork(state, 'eip155:11155111', { chains: chains.actions, router: router.actions, modal: modal.actions, isConnected })
 * ```
 */
export async function switchNetwork(
  state: {
    chains: Pick<ChainsState, 'activeNamespace' | 'activeNetworkIds'>
    connections: { activeConnectorIds: Partial<Record<ChainNamespace, string>> }
    options: { ignoreNetworkSwitchConfirmation: boolean }
    modal: { open: boolean }
  },
  networkOrId: CaipNetwork | CaipNetworkId,
  deps: SwitchNetworkDeps,
): Promise<void> {
  const target = deps.chains.resolveNetwork(networkOrId)
  const ns = target.chainNamespace
  const decision = resolveNetworkSwitch({
    target,
    activeNamespace: state.chains.activeNamespace,
    activeNetworkId: state.chains.activeNetworkIds[ns],
    targetConnected: deps.isConnected(ns),
    activeConnectorId: state.connections.activeConnectorIds[ns],
    ignoreConfirmation: state.options.ignoreNetworkSwitchConfirmation,
  })
  if (decision.kind === 'none') return
  if (decision.kind === 'direct') return deps.chains.switchNow(target)
  const view = decision.kind === 'switchActiveChain' ? 'SwitchActiveChain' : 'SwitchNetwork'
  if (state.modal.open) deps.router.push(view, decision.data)
  else deps.modal.open({ view, data: decision.data })
}
