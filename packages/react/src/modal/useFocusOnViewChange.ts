import { type RefObject, useEffect, useRef } from 'react'

/**
 * Moves focus to the new view when the modal's view changes, so a keyboard or screen-reader user
 * never loses their place (the old view's focused control is gone, and focus would drop to
 * `<body>`): to the view's field marked `data-latch-autofocus` when that field is the point of the
 * view (an email or code input, the send amount), else to the view's heading (`data-latch-title`,
 * focusable with `tabIndex={-1}`). The first view is left to the dialog, which moves focus in on
 * open the same way (`data-latch-autofocus` first). Focus that is elsewhere on the page (an
 * embedded modal while the user works outside it) is never taken.
 *
 * @param ref - The modal's root element.
 * @param viewKey - Changes on every view change (the view and its place in the history).
 * @example
 * ```tsx
 * useFocusOnViewChange(rootRef, `${view}:${history.length}`)
 * ```
 */
export function useFocusOnViewChange(ref: RefObject<HTMLElement | null>, viewKey: string): void {
  const shown = useRef<string | undefined>(undefined)
  useEffect(() => {
    const previous = shown.current
    shown.current = viewKey
    const root = ref.current
    if (previous === undefined || previous === viewKey || !root) return
    const current = document.activeElement
    if (current && current !== document.body && !root.contains(current)) return
    const target =
      root.querySelector<HTMLElement>('[data-latch-autofocus]') ??
      root.querySelector<HTMLElement>('[data-latch-title]')
    target?.focus()
  }, [ref, viewKey])
}
