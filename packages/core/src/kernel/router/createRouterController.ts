import { toSafeImageUrl } from '../../shared/validation/safeImageUrl'
import { toSafeLinkUrl } from '../../shared/validation/safeUrl'
import type { RouterActions, RouterState } from './types'
import type { RouterData, RouterView, RouterWallet } from './views'

/** A copy of the navigation data whose chosen wallet keeps only links and an icon safe to use. */
function withSafeWallet(data: RouterData): RouterData {
  if (!data.wallet) return { ...data }
  const { imageUrl, mobileLink, desktopLink, webappLink, ...wallet } = data.wallet
  const safe: RouterWallet = { ...wallet }
  const image = toSafeImageUrl(imageUrl)
  const mobile = toSafeLinkUrl(mobileLink, { appScheme: true })
  const desktop = toSafeLinkUrl(desktopLink, { appScheme: true })
  const webapp = toSafeLinkUrl(webappLink)
  if (image) safe.imageUrl = image
  if (mobile) safe.mobileLink = mobile
  if (desktop) safe.desktopLink = desktop
  if (webapp) safe.webappLink = webapp
  return { ...data, wallet: safe }
}

/**
 * What the router needs from the rest of the instance.
 *
 * @example
 * ```ts
 * createRouterController(state.router, { isConnected: () => false, close: () => modal.close() })
 * ```
 */
export type RouterContext = {
  /** Whether the active namespace has a connected address. */
  isConnected: () => boolean
  /** Close the modal (goBack on a one-entry history). */
  close: () => void
}

/**
 * The router controller: the modal's view history and the transition direction (SPEC §2). The
 * chosen wallet carried to a view keeps only an icon and links that are safe to show and open.
 *
 * @param state - The instance's router slice.
 * @param deps - Connection check and close.
 * @returns `actions`.
 * @example
 * ```ts
 * const router = createRouterController(state.router, { isConnected, close }).actions
 * router.push('Networks')
 * router.goBack()
 * ```
 */
export function createRouterController(state: RouterState, deps: RouterContext) {
  const show = (view: RouterView, data: RouterData | undefined, history: RouterView[]) => {
    state.history = history
    state.view = view
    state.data = data ? withSafeWallet(data) : {}
    state.transition = 'next'
  }
  const actions: RouterActions = {
    push(view, data) {
      if (view === state.view) return
      show(view, data, [...state.history, view])
    },
    replace(view, data) {
      show(view, data, [...state.history.slice(0, -1), view])
    },
    reset(view, data) {
      show(view, data, [view])
    },
    goBack() {
      if (state.history.length <= 1) {
        deps.close()
        return
      }
      const history = state.history.slice(0, -1)
      let view = history.at(-1)!
      if (view === 'Connect' && deps.isConnected()) {
        view = 'Account'
        history[history.length - 1] = view
      }
      const { wallet: _selectedWallet, ...data } = state.data
      state.history = history
      state.view = view
      state.data = data
      state.transition = 'prev'
    },
    goBackTo(view) {
      const index = state.history.lastIndexOf(view)
      if (index === -1) return false
      const { wallet: _selectedWallet, ...data } = state.data
      state.history = state.history.slice(0, index + 1)
      state.view = view
      state.data = data
      state.transition = 'prev'
      return true
    },
  }
  return { actions }
}
