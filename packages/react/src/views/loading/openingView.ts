import { type Latch, type RouterView, resolveOpenView, selectIsConnected } from '@latch/core'

/**
 * The view the modal opens on: the router's view while it is open (or embedded), else the one
 * `latch.open()` would pick (Connect, or Account when connected; the WalletConnect view when the app
 * connects through WalletConnect only).
 *
 * @param latch - The instance.
 * @returns The view.
 * @example
 * ```ts
 * void views.load(openingView(latch))
 * ```
 */
export function openingView(latch: Latch): RouterView {
  const { modal, options, router } = latch.state
  if (modal.open || options.embedded) return router.view
  return resolveOpenView({
    requested: undefined,
    connected: selectIsConnected(latch.state),
    hasAdapters: true,
    manualWalletConnect: options.manualWalletConnect,
    isMobile: false,
  })
}
