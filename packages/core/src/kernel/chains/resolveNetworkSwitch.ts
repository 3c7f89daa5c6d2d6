import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../../shared/networks/types'
import type { RouterData } from '../router/views'
import { AUTH_CONNECTOR_ID, AUTH_CONNECTOR_NAMESPACES } from './authConnector'

/**
 * Inputs of the network-switching rules.
 *
 * @example
 * ```ts
 * const input: NetworkSwitchInput = { target: sepolia, activeNamespace: 'eip155', activeNetworkId: 'eip155:1', targetConnected: true, activeConnectorId: 'io.metamask', ignoreConfirmation: false }
 * ```
 */
export type NetworkSwitchInput = {
  target: CaipNetwork
  activeNamespace: ChainNamespace
  /** Active network of the target's namespace. */
  activeNetworkId: CaipNetworkId | undefined
  /** An address is connected in the target's namespace. */
  targetConnected: boolean
  /** Active connector of the target's namespace. */
  activeConnectorId: string | undefined
  ignoreConfirmation: boolean
}

/**
 * What a network switch does: nothing, show SwitchActiveChain, show SwitchNetwork (confirm in the
 * wallet), or switch directly.
 *
 * @example
 * ```ts
 * const decision: NetworkSwitchDecision = { kind: 'direct' }
 * ```
 */
export type NetworkSwitchDecision =
  | { kind: 'none' }
  | { kind: 'switchActiveChain'; data: RouterData }
  | { kind: 'confirm'; data: RouterData }
  | { kind: 'direct' }

/**
 * The SPEC §2 network-switching rules: the active network does nothing; another namespace not yet
 * connected goes to SwitchActiveChain; with a wallet connected, SwitchNetwork is shown when
 * confirmation is not ignored, or when the auth connector is in use and supports the chain;
 * otherwise the switch is direct.
 *
 * @param input - See {@link NetworkSwitchInput}.
 * @returns The decision.
 * @example
 * ```ts
 * resolveNetworkSwitch({ target: solana, activeNamespace: 'eip155', activeNetworkId: undefined,
 *   targetConnected: false, activeConnectorId: undefined, ignoreConfirmation: false }).kind // 'switchActiveChain'
 * ```
 */
export function resolveNetworkSwitch(input: NetworkSwitchInput): NetworkSwitchDecision {
  const { target } = input
  const sameNamespace = target.chainNamespace === input.activeNamespace
  const sameNetwork = target.caipNetworkId === input.activeNetworkId
  if (sameNamespace && sameNetwork) return { kind: 'none' }
  if (!sameNamespace && !input.targetConnected)
    return {
      kind: 'switchActiveChain',
      data: {
        switchToChain: target.chainNamespace,
        navigateTo: 'Connect',
        navigateWithReplace: true,
        network: target,
      },
    }
  if (!input.targetConnected || sameNetwork) return { kind: 'direct' }
  const authInUse =
    input.activeConnectorId === AUTH_CONNECTOR_ID && AUTH_CONNECTOR_NAMESPACES.includes(target.chainNamespace)
  if (!input.ignoreConfirmation || authInUse) return { kind: 'confirm', data: { network: target } }
  return { kind: 'direct' }
}
