import { type RefObject, useEffect } from 'react'
import { isTopLayer } from './topLayer'

/**
 * Closes the top dialog layer on Escape (a lower layer leaves it to the one above), unless another
 * handler already took the key.
 *
 * @param ref - The dialog element.
 * @param active - Whether the dialog is open and modal.
 * @param close - Asks the dialog to close (it may veto).
 * @example
 * ```tsx
 * useEscapeToClose(contentRef, open && !embedded, () => requestClose('escape'))
 * ```
 */
export function useEscapeToClose(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  close: () => void,
): void {
  useEffect(() => {
    if (!active) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !isTopLayer(ref.current)) return
      event.preventDefault()
      close()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [ref, active, close])
}
