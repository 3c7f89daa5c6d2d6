import { FRAME_CHANNEL, type FrameTheme } from '../protocol/frame'

/** The shown frame's styles: fixed over the whole viewport, above everything, no frame border. */
const OVERLAY: [string, string][] = [
  ['position', 'fixed'],
  ['inset', '0'],
  ['width', '100%'],
  ['height', '100%'],
  ['border', '0'],
  ['z-index', '2147483647'],
  // the frame page's own scheme, so the browser keeps the frame transparent over a dark app page
  ['color-scheme', 'normal'],
]

/**
 * Shows the key frame's iframe over the whole page and focuses it (`visible`), or hides it and
 * gives focus back. Its styles are set through the CSSOM, never as a style attribute string, so a
 * strict app CSP (no `'unsafe-inline'` styles) still works. Loaded the first time the frame asks
 * to be shown, not in the app page's first load.
 *
 * @param iframe - The key frame's iframe.
 * @param visible - Show it, or hide it.
 * @param back - What had focus before it was shown (what the last call returned).
 * @param frameOrigin - The frame's origin: where the app's theme (`data-latch-theme` on an ancestor
 *   of the iframe, as Latch's own theme reads it) is posted when it is shown, so its prompts match.
 * @returns What to give focus back to when it is hidden.
 * @example
 * ```ts
 * const back = showFrame(iframe, true, null, frameOrigin)
 * showFrame(iframe, false, back, frameOrigin)
 * ```
 */
export function showFrame(
  iframe: HTMLIFrameElement,
  visible: boolean,
  back: Element | null,
  frameOrigin: string,
): Element | null {
  if (visible === !iframe.hidden) return back
  if (visible) {
    const scheme = iframe.closest('[data-latch-theme]')?.getAttribute('data-latch-theme')
    const theme: FrameTheme = {
      channel: FRAME_CHANNEL,
      type: 'theme',
      ...(scheme === 'dark' || scheme === 'light' ? { scheme } : {}),
    }
    iframe.contentWindow?.postMessage(theme, frameOrigin)
  }
  iframe.hidden = !visible
  for (const [name, value] of OVERLAY) {
    if (visible) iframe.style.setProperty(name, value)
    else iframe.style.removeProperty(name)
  }
  if (!visible) {
    ;(back as HTMLElement | null)?.focus?.()
    return null
  }
  const active = iframe.ownerDocument.activeElement
  iframe.focus()
  return active
}
