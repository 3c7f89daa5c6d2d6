import { MODAL_SHAKE_MS } from '../../shared/constants/firstLoadConstants'
import { ValidationError } from '../../shared/errors/errors'
import { isChainNamespace } from '../../shared/networks/caip'
import type { ChainNamespace } from '../../shared/networks/types'
import type { EventActions } from '../events/types'
import { isCloseRefused, resolveCloseView } from '../router/resolveCloseView'
import { resolveOpenView } from '../router/resolveOpenView'
import type { SocialProvider } from '../router/socialProvider'
import type { RouterActions, RouterState } from '../router/types'
import { isRouterView, type RouterData, type RouterView } from '../router/views'
import * as MODAL_MESSAGES from './modalMessages'
import type { ModalActions, ModalState } from './types'

/**
 * What the modal needs from the rest of the instance.
 *
 * @example
 * ```ts
 * createModalController(state.modal, { router, routerState, events, isConnected, hasNetworks, setActiveNamespace, hasAdapters: true, embedded: false, manualWalletConnect: false, isMobile })
 * ```
 */
export type ModalContext = {
  router: RouterActions
  routerState: RouterState
  events: EventActions
  /** Whether `namespace` (default: the active one) has a connected address. */
  isConnected: (namespace?: ChainNamespace) => boolean
  /** True while a required sign-in has no session: closing is refused (SPEC §2). Default: never. */
  isSignInRequired?: () => boolean
  /** Namespaces the app has networks for. */
  hasNetworks: (namespace: ChainNamespace) => boolean
  setActiveNamespace: (namespace: ChainNamespace) => void
  hasAdapters: boolean
  embedded: boolean
  manualWalletConnect: boolean
  isMobile: () => boolean
  /** The social logins the app offers. Default: none. */
  socials?: () => readonly SocialProvider[]
}

/**
 * Parameters of the modal controller's `open`.
 *
 * @example
 * ```ts
 * modal.open({ view: 'WalletPicker', data: { pickerNamespace: 'stacks' } })
 * ```
 */
export type ModalOpenParameters = { view?: RouterView; namespace?: ChainNamespace; data?: RouterData }

/**
 * The modal controller: open and close per the SPEC §2 rules, loading flags, the 500 ms shake,
 * MODAL_OPEN / MODAL_CLOSE events.
 *
 * @param state - The instance's modal slice.
 * @param deps - Router, events and connection checks.
 * @returns `actions` (`open`, `close` and the public {@link ModalActions}) and `dispose` (clears the shake timer).
 * @example
 * ```ts
 * const modal = createModalController(state.modal, deps)
 * modal.actions.open({ view: 'Networks' })
 * modal.actions.close()
 * ```
 */
export function createModalController(state: ModalState, deps: ModalContext) {
  let shakeTimer: ReturnType<typeof setTimeout> | undefined
  const closeListeners = new Set<() => void>()

  const closeRefused = () =>
    isCloseRefused({
      view: deps.routerState.view,
      signInRequiredWithoutSession: deps.isSignInRequired?.() === true,
    })

  const publicActions: ModalActions = {
    setLoading(loading, namespace) {
      if (namespace) state.loadingNamespaceMap[namespace] = loading
      else state.loading = loading
    },
    shake() {
      clearTimeout(shakeTimer)
      state.shake = true
      shakeTimer = setTimeout(() => {
        state.shake = false
      }, MODAL_SHAKE_MS)
    },
    canClose: () => !closeRefused(),
    onClose(listener) {
      closeListeners.add(listener)
      return () => {
        closeListeners.delete(listener)
      }
    },
  }

  function open(params: ModalOpenParameters = {}): void {
    if (params.view !== undefined && !isRouterView(params.view))
      throw new ValidationError(MODAL_MESSAGES.unknownView(params.view), { code: 'INVALID_VIEW' })
    if (params.namespace !== undefined) {
      if (!isChainNamespace(params.namespace) || !deps.hasNetworks(params.namespace))
        throw new ValidationError(MODAL_MESSAGES.noNetworkForNamespace(params.namespace), {
          code: 'INVALID_NAMESPACE',
        })
      deps.setActiveNamespace(params.namespace)
    }
    const connected = deps.isConnected()
    const view = resolveOpenView({
      requested: params.view,
      data: params.data,
      socials: deps.socials?.() ?? [],
      connected,
      hasAdapters: deps.hasAdapters,
      manualWalletConnect: deps.manualWalletConnect,
      isMobile: deps.isMobile(),
    })
    deps.router.reset(view, params.data)
    const wasOpen = state.open
    state.open = true
    state.namespace = params.namespace
    if (!wasOpen) deps.events.track('MODAL_OPEN', { connected })
  }

  /** Close per the rules; `force` skips the sign-in veto (used after disconnect). Returns false when refused. */
  function close(options: { force?: boolean } = {}): boolean {
    if (!options.force && closeRefused()) {
      publicActions.shake()
      return false
    }
    const wasOpen = state.open
    const connected = deps.isConnected()
    state.open = false
    state.loading = false
    state.loadingNamespaceMap = {}
    state.namespace = undefined
    deps.router.reset(resolveCloseView({ embedded: deps.embedded, connected }))
    if (wasOpen) deps.events.track('MODAL_CLOSE', { connected })
    for (const listener of [...closeListeners]) listener()
    return true
  }

  return {
    actions: { ...publicActions, open, close },
    dispose() {
      clearTimeout(shakeTimer)
    },
  }
}

/**
 * What {@link createModalController} returns.
 *
 * @example
 * ```ts
 * const modal: ModalController = createModalController(state.modal, deps)
 * ```
 */
export type ModalController = ReturnType<typeof createModalController>
