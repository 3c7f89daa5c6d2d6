/**
 * How the modal is laid out: a centred card, or on narrow screens (under 600 px) a bottom sheet.
 *
 * @example
 * ```ts
 * const layout: ModalLayout = 'sheet'
 * ```
 */
export type ModalLayout = 'card' | 'sheet'

/**
 * The media query under which the modal is a bottom sheet: viewports narrower than 600 px.
 *
 * @example
 * ```ts
 * window.matchMedia(SHEET_MEDIA_QUERY).matches // true on a phone
 * ```
 */
export const SHEET_MEDIA_QUERY = '(max-width: 599.98px)'

/**
 * The layout for the current viewport: `sheet` under 600 px, else `card` (also where there is no
 * `matchMedia`, e.g. on the server).
 *
 * @param view - The window to ask; the global one when omitted.
 * @returns The layout.
 * @example
 * ```ts
 * getModalLayout(window) // 'card' at 1280 px, 'sheet' at 390 px
 * ```
 */
export function getModalLayout(view: Window | undefined = globalThis.window): ModalLayout {
  return view?.matchMedia?.(SHEET_MEDIA_QUERY).matches ? 'sheet' : 'card'
}

/**
 * Calls `onChange` whenever the viewport crosses the sheet breakpoint (a rotated phone, a resized
 * window).
 *
 * @param onChange - Called on each crossing.
 * @param view - The window to watch; the global one when omitted.
 * @returns Stops watching.
 * @example
 * ```ts
 * const stop = subscribeModalLayout(() => render(getModalLayout()))
 * ```
 */
export function subscribeModalLayout(
  onChange: () => void,
  view: Window | undefined = globalThis.window,
): () => void {
  const query = view?.matchMedia?.(SHEET_MEDIA_QUERY)
  if (!query) return () => {}
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
