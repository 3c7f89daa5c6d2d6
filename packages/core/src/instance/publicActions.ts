import type { AccountActions } from '../kernel/account/types'
import type { ConnectionActions } from '../kernel/connections/types'

/**
 * The members of the lazily loaded controllers' `actions` that the instance shows
 * (`latch.connections`, `latch.account`): their actions also hold what only the kernel calls
 * (`applyConnection`, `setConnected`, ...), which the public object must not carry. Each record
 * lists every member of its public type (the compiler checks it is complete). The modal's and
 * chains' public actions are theirs less the kernel's own (`open`, `close`, `resolveNetwork`,
 * `setActiveNetwork`), and the snack's and events' are named, where the instance is built
 * (createLatchApi); `createLatch.test.ts` checks each object's exact members.
 *
 * @example
 * ```ts
 * publicActions(k.account.actions, PUBLIC_ACTIONS.account) // { setCurrentTab, setAddressLabel, patch, refreshBalance }
 * ```
 */
export const PUBLIC_ACTIONS = {
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
}

/**
 * The public part of a controller's actions: only the members `keys` names.
 *
 * @param actions - The controller's actions.
 * @param keys - The public members (one of {@link PUBLIC_ACTIONS}).
 * @returns A new object with those members.
 * @example
 * ```ts
 * const account: AccountActions = publicActions(kernel.account.actions, PUBLIC_ACTIONS.account)
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
