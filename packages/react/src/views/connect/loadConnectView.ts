/**
 * The Connect view's module. In the page's first load (one `import()`), so the modal's open can ask
 * for it with the frame's chunk (`loadOpen`) rather than once that chunk has run; the view cache
 * (`viewLoaders`) loads it through here too, and finds what the browser already has.
 *
 * @returns The view's module.
 * @example
 * ```ts
 * const { ConnectView } = await loadConnectView()
 * ```
 */
export function loadConnectView() {
  return import('./ConnectView')
}
