const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/**
 * The elements inside `root` that Tab can reach, in document order.
 *
 * @param root - Container to search.
 * @returns Focusable, enabled, not hidden elements.
 * @example
 * ```ts
 * getFocusable(dialog)[0]?.focus()
 * ```
 */
export function getFocusable(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) =>
      !el.hasAttribute('inert') &&
      !el.closest('[hidden],[inert]') &&
      el.getAttribute('aria-hidden') !== 'true',
  )
}
