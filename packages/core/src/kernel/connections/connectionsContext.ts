import type { ChainAdapter } from '../../adapters/types'
import type { ChainNamespace } from '../../shared/networks/types'
import type { LatchStorage } from '../../shared/storage/types'
import type { AccountController } from '../account/createAccountController'
import type { AlertActions } from '../alerts/types'
import type { ChainsController } from '../chains/createChainsController'
import type { ChainsState } from '../chains/types'
import type { EventActions } from '../events/types'
import type { LatchFeatures, OptionsActions } from '../options/types'

/**
 * What the connections controller needs from the rest of the instance.
 *
 * @example
 * ```ts
 * createConnectionsController(state.connections, { account, chains, chainsState, options, alerts, events, features, getStorage, getAdapter })
 * ```
 */
export type ConnectionsContext = {
  account: AccountController
  chains: ChainsController
  chainsState: ChainsState
  options: OptionsActions
  alerts: AlertActions
  /** Where the connect, switch and disconnect of one connection are tracked. */
  events: Pick<EventActions, 'track'>
  features: LatchFeatures
  getStorage: () => LatchStorage
  getAdapter: (namespace: ChainNamespace) => ChainAdapter | undefined
}
