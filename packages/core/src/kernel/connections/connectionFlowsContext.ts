import type { ChainAdapter } from '../../adapters/types'
import type { CaipNetwork, ChainNamespace } from '../../shared/networks/types'
import type { SiwxConfig } from '../../slices/siwx/siwxConfig'
import type { ChainsState } from '../chains/types'
import type { ModalController } from '../modal/createModalController'
import type { ModalState } from '../modal/types'
import type { SnackActions } from '../snack/types'
import type { ConnectionsController } from './createConnectionsController'
import type { Connection, ConnectionsState } from './types'

/**
 * What the connect, disconnect and adapter-event flows need.
 *
 * @example
 * ```ts
 * createConnectionFlows(state, { getAdapter, connections, modal, snack })
 * ```
 */
export type ConnectionFlowsContext = {
  getAdapter: (namespace: ChainNamespace) => ChainAdapter | undefined
  connections: ConnectionsController
  modal: ModalController
  snack: SnackActions
  /**
   * With the app's sign-in: its config and the instance's state (email capture, networks), for the
   * user connects that sign in in the same wallet prompt (`connectWithSignIn`).
   */
  siwx?:
    | readonly [
        SiwxConfig,
        {
          options: { features: { emailCapture?: boolean | undefined } }
          chains: { networks: readonly CaipNetwork[] }
        },
      ]
    | undefined
}

/**
 * The state the flows work on: the connections, chains and modal slices.
 *
 * @example
 * ```ts
 * createConnectionFlows({ connections: state.connections, chains: state.chains, modal: state.modal }, deps)
 * ```
 */
export type ConnectionFlowsState = {
  connections: ConnectionsState
  chains: ChainsState
  modal: ModalState
}

/**
 * A listener of successful user connects: returns `true` when it took over navigation.
 *
 * @example
 * ```ts
 * const listener: ConnectedListener = ({ namespace }) => namespace === 'eip155' || undefined
 * ```
 */
export type ConnectedListener = (event: {
  namespace: ChainNamespace
  connection: Connection
}) => boolean | undefined
