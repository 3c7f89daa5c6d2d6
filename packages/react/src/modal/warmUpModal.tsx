import type { Latch } from '@latch/core'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { LatchContext } from '../hooks/LatchContext'
import { ModalRoot } from './ModalRoot'

const ignore = () => {}

/**
 * Renders the modal's first view once while the page is idle, lays it out, and throws the result
 * away: the browser compiles the modal's code and React's paths for its elements, and computes the
 * view's style and layout (font matching, text shaping) before the click, so the first open costs
 * what a later open costs. The view is in the document only for that one task, in a host that is
 * hidden, inert and out of the accessibility tree, and is gone before the next frame: nothing is
 * painted, nothing takes focus, no state changes, and the lazy wallet images are never loaded. Only the
 * Connect view is rehearsed (the first view of a disconnected user); it runs no effects that
 * could reach the network. The view's code must be loaded first (`loadOpeningView`, as
 * `prepareOpen` does); a view not loaded renders nothing, and the rehearsal then does nothing.
 *
 * @param latch - The instance.
 * @example
 * ```ts
 * requestIdleCallback(() => warmUpModal(latch))
 * ```
 */
export function warmUpModal(latch: Latch): void {
  if (typeof document === 'undefined' || latch.state.modal.open) return
  if (latch.state.router.view !== 'Connect' || latch.getAccount().isConnected) return
  // In the document but hidden, inert and out of the accessibility tree, for this task only: the
  // browser then also computes the view's style and lays it out once, which the first open would
  // otherwise do in its own frame. pnpm bench open -- --profile, settled opens: layout 12.1 → 1.9 ms
  // per open (the style and layout the focus trap's `focus()` forces in the open's commit).
  const host = document.createElement('div')
  host.setAttribute('aria-hidden', 'true')
  host.setAttribute('inert', '')
  host.style.cssText = 'position:fixed;top:0;left:0;width:360px;visibility:hidden;pointer-events:none'
  const root = createRoot(host, {
    onUncaughtError: ignore,
    onCaughtError: ignore,
    onRecoverableError: ignore,
  })
  try {
    // inside the try: the host leaves with the rehearsal whatever fails (a page with no body yet)
    document.body.append(host)
    flushSync(() =>
      root.render(
        <LatchContext.Provider value={latch}>
          <ModalRoot rehearsal />
        </LatchContext.Provider>,
      ),
    )
    host.getBoundingClientRect()
  } catch {
    // A warm-up that fails costs nothing: the open renders as before.
  } finally {
    root.unmount()
    host.remove()
  }
}
