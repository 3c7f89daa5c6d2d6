import { type RefObject, useLayoutEffect } from 'react'

/**
 * Makes the page behind an open modal dialog `inert` (no focus, no clicks, hidden from assistive
 * tech), as a native `<dialog>` opened with `showModal()` does: every sibling of the dialog's
 * portal and of each of its ancestors up to `<body>` gets the attribute, except elements that were
 * inert already and elements that hold another open dialog (a lower layer keeps its own rule).
 * Closing removes exactly what it set, before focus returns to the trigger (so declare this hook
 * before the focus trap: React runs effect cleanups in declaration order). A layout effect, as the
 * focus trap and the scroll lock are: the page behind is inert in the dialog's first painted frame,
 * whose style the change joins, instead of in a second style pass right after it.
 *
 * @param ref - The dialog element (its portal is the ancestor whose parent is `<body>`).
 * @param active - Whether the dialog is open and modal.
 * @example
 * ```tsx
 * useInertBackground(contentRef, open && !embedded)
 * useFocusTrap(contentRef, open && !embedded)
 * ```
 */
export function useInertBackground(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const root = ref.current
    if (!active || !root) return
    const made: Element[] = []
    // the overlay holds the dialog and its backdrop (the outside-click target): start above it
    let node: Element | null = root.parentElement
    while (node?.parentElement) {
      for (const sibling of node.parentElement.children) {
        if (sibling === node || sibling.hasAttribute('inert') || holdsDialog(sibling)) continue
        sibling.setAttribute('inert', '')
        made.push(sibling)
      }
      if (node.parentElement === root.ownerDocument.body) break
      node = node.parentElement
    }
    return () => {
      for (const element of made) element.removeAttribute('inert')
    }
  }, [ref, active])
}

/** Whether `element` is or contains an open modal dialog (another layer). */
function holdsDialog(element: Element): boolean {
  return element.matches('[aria-modal="true"]') || element.querySelector('[aria-modal="true"]') !== null
}
