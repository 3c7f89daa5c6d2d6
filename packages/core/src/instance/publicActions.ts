import type { AccountActions } from '../kernel/account/types'
import type { ChainActions } from '../kernel/chains/types'
import type { ConnectionActions } from '../kernel/connections/types'
import type { EventActions } from '../kernel/events/types'
import type { ModalActions } from '../kernel/modal/types'
import type { SnackActions } from '../kernel/snack/types'

/**
 * The members of each controller's `actions` that the instance shows (`latch.modal`, `latch.chains`,
 * ...): a controller's actions also hold what only the kernel calls (`open`, `applyConnection`,
 * `dispose`, ...), which the public object must not carry. Each record lists every member of its
 * public type (the compiler checks it is complete).
 *
 * @example
 * ```ts
 * publicActions(modal.actions, PUBLIC_ACTIONS.modal) // { setLoading, shake, canClose, onClose }
 * ```
 */
export const PUBLIC_ACTIONS = {
  modal: { setLoading: true, shake: true, canClose: true, onClose: true } satisfies Record<
    keyof ModalActions,
    true
  >,
  chains: {
    getActiveNetwork: true,
    getNetworks: true,
    setActiveNamespace: true,
    switchNow: true,
    confirmSwitch: true,
    setOnline: true,
  } satisfies Record<keyof ChainActions, true>,
  connections: {
    getConnectorStatus: true,
    getDisplayedConnections: true,
    getRecentConnections: true,
    requestMultiWallet: true,
    getConnectMethodOrder: true,
    getConnectors: true,
    setActiveConnector: true,
    list: true,
  } satisfies Record<Exclude<keyof ConnectionActions, 'onConnected' | 'watch'>, true>,
  account: { setCurrentTab: true, setAddressLabel: true, patch: true, refreshBalance: true } satisfies Record<
    keyof AccountActions,
    true
  >,
  events: { track: true } satisfies Record<keyof EventActions, true>,
  snack: { showSuccess: true, showError: true, showLoading: true, hide: true } satisfies Record<
    keyof SnackActions,
    true
  >,
}

/**
 * The public part of a controller's actions: only the members `keys` names.
 *
 * @param actions - The controller's actions.
 * @param keys - The public members (one of {@link PUBLIC_ACTIONS}).
 * @returns A new object with those members.
 * @example
 * ```ts
 * const modal: ModalActions = publicActions(kernel.modal.actions, PUBLIC_ACTIONS.modal)
 * ```
 */
export function publicActions<A extends object, K extends keyof A>(
  actions: A,
  keys: Readonly<Record<K, true>>,
): Pick<A, K> {
  const picked = {} as Pick<A, K>
  for (const key of Object.keys(keys) as K[]) picked[key] = actions[key]
  return picked
}
