import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../../shared/networks/types'

/**
 * Networks state: the app's networks, the active network per namespace, the active namespace and
 * whether the browser is online.
 *
 * @example
 * ```ts
 * const { activeNamespace, activeNetworkIds } = latch.getState().chains
 * ```
 */
export type ChainsState = {
  /** The app's networks (CAIP-2), in the order given. */
  networks: CaipNetwork[]
  /** Namespace the modal acts on. */
  activeNamespace: ChainNamespace
  /** Active network per namespace that has networks. */
  activeNetworkIds: Partial<Record<ChainNamespace, CaipNetworkId>>
  /** Browser connectivity (SPEC §4: network online/offline toggles). */
  online: boolean
}

/**
 * Network actions (`latch.chains`).
 *
 * @example
 * ```ts
 * await latch.chains.switchNow(sepolia) // what the SwitchNetwork view calls
 * ```
 */
export interface ChainActions {
  /** The active network of `namespace` (default: the active namespace). */
  getActiveNetwork(namespace?: ChainNamespace): CaipNetwork | undefined
  /** The app's networks of one namespace. */
  getNetworks(namespace: ChainNamespace): CaipNetwork[]
  /** Make `namespace` the active one (its active network follows). */
  setActiveNamespace(namespace: ChainNamespace): void
  /** Switch now, asking the connected wallet when there is one; no routing. */
  switchNow(network: CaipNetwork | CaipNetworkId): Promise<void>
  /**
   * What the SwitchNetwork and SwitchActiveChain views call: perform the switch carried in the
   * router data, then navigate on (SwitchActiveChain: to `navigateTo`; SwitchNetwork: back).
   */
  confirmSwitch(): Promise<void>
  /** Set browser connectivity. */
  setOnline(online: boolean): void
}
