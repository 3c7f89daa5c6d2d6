import type { Latch } from '@latch/core'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { LatchContext } from '../hooks/LatchContext'
import { ModalRoot } from './ModalRoot'

const ignore = () => {}

/**
 * Renders the modal's first view once, off the document, while the page is idle, and throws the
 * result away: the browser compiles the modal's code and React's paths for its elements before the
 * click, so the first open costs what a later open costs. Nothing is attached to the document,
 * nothing takes focus, no state changes, and the lazy wallet images are never loaded. Only the
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
  const root = createRoot(document.createElement('div'), {
    onUncaughtError: ignore,
    onCaughtError: ignore,
    onRecoverableError: ignore,
  })
  try {
    flushSync(() =>
      root.render(
        <LatchContext.Provider value={latch}>
          <ModalRoot rehearsal />
        </LatchContext.Provider>,
      ),
    )
  } catch {
    // A warm-up that fails costs nothing: the open renders as before.
  } finally {
    root.unmount()
  }
}
