import { useLayoutEffect } from 'react'

const ATTRIBUTE = 'data-latch-scroll-lock'

/**
 * Locks page scrolling while `active`: counts the open dialogs on `<html data-latch-scroll-lock="n">`
 * (theme.css turns it into `overflow: hidden`, no inline style), and always removes its share on
 * close or unmount, so nested and interrupted dialogs never leave the page locked. Set in a layout
 * effect: the page's scrollbar is gone in the dialog's first painted frame, not one frame later
 * (which shifted the page behind it).
 *
 * @param active - Whether this dialog holds the lock.
 * @example
 * ```tsx
 * useScrollLock(open && !embedded)
 * ```
 */
export function useScrollLock(active: boolean): void {
  useLayoutEffect(() => {
    if (!active) return
    const root = document.documentElement
    const count = Number(root.getAttribute(ATTRIBUTE) ?? '0') + 1
    root.setAttribute(ATTRIBUTE, String(count))
    return () => {
      const left = Number(root.getAttribute(ATTRIBUTE) ?? '1') - 1
      if (left > 0) root.setAttribute(ATTRIBUTE, String(left))
      else root.removeAttribute(ATTRIBUTE)
    }
  }, [active])
}
