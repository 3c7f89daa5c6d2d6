import { type RefObject, useLayoutEffect } from 'react'
import { getFocusable } from './focusable'
import { DIALOG_ATTRIBUTE, isTopLayer } from './topLayer'

/**
 * Where focus starts in a dialog, and where it goes back when it was lost: the element marked
 * `data-latch-autofocus` (a view made for typing marks its first field), else the view's heading
 * (`data-latch-title`, which a screen reader then reads first), else the dialog itself. Never the
 * close button: opening a dialog must not put the visitor one Enter away from closing it.
 */
function startOf(root: HTMLElement): HTMLElement {
  return (
    root.querySelector<HTMLElement>('[data-latch-autofocus]') ??
    root.querySelector<HTMLElement>('[data-latch-title]') ??
    root
  )
}

/**
 * Moves focus into `ref` when `active` becomes true (see startOf), keeps Tab and Shift+Tab cycling
 * inside it, brings focus back when a change inside removed the focused element (it would else drop
 * to the page's body), and returns focus to the element that had it before (the trigger) when
 * `active` ends or on unmount. Focus moves in a layout effect: the dialog's first painted frame
 * shows it focused, and the style the focus needs is computed with that frame's, not again after it.
 *
 * @param ref - The dialog element.
 * @param active - Whether the trap is on.
 * @example
 * ```tsx
 * useFocusTrap(contentRef, open)
 * ```
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const root = ref.current
    if (!active || !root) return
    const trigger = document.activeElement instanceof HTMLElement ? document.activeElement : null
    startOf(root).focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !isTopLayer(root)) return
      const items = getFocusable(root)
      const first = items[0]
      const last = items[items.length - 1]
      if (!first || !last) {
        event.preventDefault()
        root.focus()
        return
      }
      const current = document.activeElement
      if (event.shiftKey && (current === first || !root.contains(current))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (current === last || !root.contains(current))) {
        event.preventDefault()
        first.focus()
      }
    }
    // Focus that escapes the dialog (a click on the page behind, a view that unmounted the focused
    // element) comes back to it.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target
      if (!(target instanceof Element) || root.contains(target) || !isTopLayer(root)) return
      if (!target.closest(`[${DIALOG_ATTRIBUTE}]`)) {
        ;(getFocusable(root)[0] ?? root).focus()
      }
    }
    // A change inside that removed the focused element (the Switch of a row that became the active
    // one, the row of a wallet just disconnected) leaves focus on the body: it goes back to the
    // view's start.
    const lost = new MutationObserver(() => {
      const current = document.activeElement
      if ((current === null || current === document.body) && isTopLayer(root)) startOf(root).focus()
    })
    lost.observe(root, { childList: true, subtree: true })
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      lost.disconnect()
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      if (trigger?.isConnected) trigger.focus()
    }
  }, [ref, active])
}
