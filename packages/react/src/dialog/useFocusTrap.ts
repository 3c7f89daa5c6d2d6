import { type RefObject, useEffect } from 'react'
import { getFocusable } from './focusable'
import { DIALOG_ATTRIBUTE, isTopLayer } from './topLayer'

/**
 * Moves focus into `ref` when `active` becomes true, keeps Tab and Shift+Tab cycling inside it, and
 * returns focus to the element that had it before (the trigger) when `active` ends or on unmount.
 *
 * @param ref - The dialog element.
 * @param active - Whether the trap is on.
 * @example
 * ```tsx
 * useFocusTrap(contentRef, open)
 * ```
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const root = ref.current
    if (!active || !root) return
    const trigger = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const initial = root.querySelector<HTMLElement>('[data-latch-autofocus]') ?? getFocusable(root)[0] ?? root
    initial.focus()

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
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      if (trigger?.isConnected) trigger.focus()
    }
  }, [ref, active])
}
