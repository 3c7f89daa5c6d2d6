import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../shared/networks/types'
import { withHostedRpc } from '../shared/networks/withHostedRpc'
import { createInitialAccountDataState } from '../slices/accountData/createInitialAccountDataState'

import { createInitialAuthState } from '../slices/auth/createInitialAuthState'

import { createInitialSendState } from '../slices/send/createInitialSendState'
import { createInitialSiwxState } from '../slices/siwx/createInitialSiwxState'
import { createInitialWalletsState } from '../slices/wallets/createInitialWalletsState'
import type { LatchState } from './latchState'
import type { LatchOptions } from './options'

/**
 * The initial state of an instance from validated options: every slice at rest, the modal closed
 * on Connect, the default network active, the first network of each namespace active for it.
 *
 * @param options - Validated options.
 * @param defaultNetwork - The network active at start.
 * @returns A plain object (the instance wraps it in a valtio proxy).
 * @example
 * ```ts
 * const state = proxy(createInitialState(options, mainnet))
 * ```
 */
export function createInitialState(options: LatchOptions, defaultNetwork: CaipNetwork): LatchState {
  const activeNetworkIds: Partial<Record<ChainNamespace, CaipNetworkId>> = {}
  for (const network of options.networks) activeNetworkIds[network.chainNamespace] ??= network.caipNetworkId
  activeNetworkIds[defaultNetwork.chainNamespace] = defaultNetwork.caipNetworkId
  return {
    options: {
      projectId: options.projectId,
      metadata: options.metadata ? { ...options.metadata, icons: [...options.metadata.icons] } : undefined,
      features: { ...options.features },
      remoteFeatures: {},
      embedded: options.embedded ?? false,
      manualWalletConnect: options.manualWalletConnect ?? false,
      ignoreNetworkSwitchConfirmation: options.ignoreNetworkSwitchConfirmation ?? false,
    },
    modal: { open: false, loading: false, loadingNamespaceMap: {}, shake: false, namespace: undefined },
    router: { view: 'Connect', history: ['Connect'], data: {}, transition: 'next' },
    chains: {
      networks: options.networks.map((n) => ({ ...withHostedRpc(n, options) })),
      activeNamespace: defaultNetwork.chainNamespace,
      activeNetworkIds,
      online: true,
    },
    connections: {
      status: {},
      connections: {},
      recent: {},
      activeConnectorIds: {},
      connectors: [],
      reconnectingAddresses: {},
    },
    accounts: {},
    snack: { open: false, message: '', variant: 'success', autoClose: true },
    alerts: { current: undefined },
    events: { items: [] },
    wallets: createInitialWalletsState(options.projectId ? 'api' : 'bundled'),
    accountData: createInitialAccountDataState(),
    send: createInitialSendState(),
    siwx: createInitialSiwxState(),
    approval: { pending: [] },
    auth: createInitialAuthState(),
    // The requested locale until the strings load (first open), which resolve it and its direction.
    i18n: { locale: options.locale ?? 'en', dir: 'ltr', ready: false },
  }
}
