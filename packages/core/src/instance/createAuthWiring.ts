import type { ChainAdapter } from '../adapters/types'
import { AUTH_CONNECTOR_ID } from '../kernel/chains/authConnector'
import { selectNetwork } from '../kernel/viewSelectors'
import { systemClock } from '../shared/clock/clock'
import { sendAfterReview } from '../slices/auth/beforeWallet/sendAfterReview'
import { createAuthSlice } from '../slices/auth/createAuthSlice'
import { authNamespaces } from '../slices/auth/provider/authNamespaces'
import type { SiwxActions } from '../slices/siwx/types'
import type { Kernel } from './createKernel'
import type { Reaction } from './createReaction'
import type { LatchState } from './latchState'
import type { LatchOptions } from './options'
import { endOfLogin } from './reactions/endOfLogin'

/**
 * What the auth wiring reads of the instance: options, state, kernel, sign-in facade, the login
 * check and the `loginEnded` reaction point (run when a disconnect ended the login).
 *
 * @example
 * ```ts
 * const parameters: AuthWiringParameters = { options, state, kernel, siwx, isAuthConnected, loginEnded }
 * ```
 */
export type AuthWiringParameters = {
  options: LatchOptions
  state: LatchState
  kernel: Kernel
  siwx: SiwxActions
  isAuthConnected: () => boolean
  loginEnded: Reaction<[]>
}

/**
 * The auth slice (email/social login and approvals) with its ports to the router, modal and
 * connection flows. Loaded on first use of `latch.auth` or `latch.approval`, or on mount when
 * `auth` is set ({@link wireAuth} is its front): an app without a login never loads it.
 *
 * @param parameters - Options, state, kernel, sign-in facade, the login check and the `loginEnded`
 * reaction point (its "end of login" rule registers here: only this slice writes the login's state).
 * With `features.review` it loads at mount and gives `reviewBeforeWallet`, the step `wireAuth` put
 * in front of the instance's adapters.
 *
 * @returns The auth slice.
 * @example
 * ```ts
 * const slice = createAuthWiring({ options, state, kernel, siwx, isAuthConnected, loginEnded })
 * await slice.auth.connectEmail('a@b.co')
 * ```
 */
export function createAuthWiring(parameters: AuthWiringParameters) {
  const { options, state, kernel: k, siwx } = parameters
  const { router, modal, flows } = k
  const routerPort = {
    getView: () => state.router.view,
    push: router.actions.push,
    goBack: router.actions.goBack,
    goBackTo: router.actions.goBackTo,
    reset: router.actions.reset,
  }
  const slice = createAuthSlice({
    approvalState: state.approval,
    approval: {
      now: k.now,
      modal: {
        isOpen: () => state.modal.open,
        open: modal.actions.open,
        close: () => modal.actions.close({ force: true }),
        onClose: modal.actions.onClose,
      },
      router: routerPort,
      clearSigning: (caipNetworkId) => {
        const network = selectNetwork(state, caipNetworkId, 'eip155')
        const id = network?.caipNetworkId
        return {
          descriptors: options.clearSigning?.descriptors ?? [],
          tokens: state.accountData.tokenBalances.flatMap((t) =>
            t.address !== undefined && t.chainId === id
              ? [{ address: t.address, symbol: t.symbol, decimals: t.decimals }]
              : [],
          ),
          chainId: network && /^\d+$/.test(network.id) ? Number(network.id) : undefined,
          native: network?.nativeCurrency,
        }
      },
      // checked and simulated on the shown network through the app's own RPC, against the
      // account's loaded activity and its sends
      review: (caipNetworkId, namespace) => {
        const network = selectNetwork(state, caipNetworkId, namespace)
        const id = network?.caipNetworkId
        return {
          rpcUrl: network?.rpcUrls.default.http[0],
          chainId: network && /^\d+$/.test(network.id) ? Number(network.id) : undefined,
          native: network?.nativeCurrency,
          tokens: state.accountData.tokenBalances.flatMap((t) =>
            t.address !== undefined && t.chainId === id
              ? [{ address: t.address, symbol: t.symbol, decimals: t.decimals }]
              : [],
          ),
          descriptors: options.clearSigning?.descriptors ?? [],
          account: state.accounts[namespace]?.address,
          activity: [...state.accountData.sent, ...state.accountData.activity],
        }
      },
      // decoded by the namespace's chain adapter, with every account of the active connection
      preview: (request) => {
        const adapter = k.getAdapter(request.namespace)
        if (!adapter?.previewRequest) return undefined
        const ns = request.namespace
        const active = state.connections.connections[ns]?.find(
          (c) => c.connectorId === state.connections.activeConnectorIds[ns],
        )
        const address = state.accounts[ns]?.address
        const previewRequest = {
          namespace: ns,
          method: request.method,
          params: request.params,
          accounts: active ? active.accounts.map((a) => a.address) : address ? [address] : [],
          network: selectNetwork(state, request.caipNetworkId, ns),
        }
        return import('../slices/simulation/reviewPreview').then(({ reviewPreview }) =>
          reviewPreview(() => adapter.previewRequest?.(previewRequest) ?? Promise.resolve(undefined)),
        )
      },
      // the embedded account as a smart account on the request's network (its wallet's own approval)
      smartAccount: (request) => {
        const network = selectNetwork(state, request.caipNetworkId, 'eip155')
        if (request.namespace !== 'eip155' || request.beforeWallet || !network) return undefined
        return options.auth?.provider.describeSmartAccount?.({ caipNetworkId: network.caipNetworkId })
      },
    },
    auth: {
      state: state.auth,
      options: options.auth,
      // the active namespace last, so it stays active after the logins' connects
      getNamespaces: () =>
        authNamespaces(state.chains.networks).sort(
          (a, b) => Number(a === state.chains.activeNamespace) - Number(b === state.chains.activeNamespace),
        ),
      connect: (namespace) => flows.actions.connect({ namespace, connectorId: AUTH_CONNECTOR_ID }),
      // the login only: another wallet connected beside it (multi-wallet) stays
      disconnectAuth: async () => {
        await flows.actions.disconnectWallet(AUTH_CONNECTOR_ID)
        siwx.reset()
        await siwx.refresh()
      },
      isAuthConnected: parameters.isAuthConnected,
      onModalClose: modal.actions.onClose,
      patchAccount: (namespace, fields) => k.account.actions.patch(namespace, fields),
      router: routerPort,
      clock: { ...systemClock(), now: k.now },
      getStorage: k.getStorage,
    },
  })
  endOfLogin(state, { loginEnded: parameters.loginEnded, disposeLogin: slice.dispose })
  return {
    ...slice,
    // without a login, nothing of it loads ahead of use
    preload: (): Promise<unknown> => (options.auth ? slice.preload() : Promise.resolve()),
    /** One request through the "review before your wallet" step (`features.review`, see `wireAuth`). */
    reviewBeforeWallet: (adapter: ChainAdapter, request: Parameters<ChainAdapter['request']>[0]) =>
      sendAfterReview(adapter, request, slice.ask),
  }
}
