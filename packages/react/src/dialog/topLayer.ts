/** Attribute every open Latch dialog carries; the last one in document order is the top layer. */
export const DIALOG_ATTRIBUTE = 'data-latch-dialog'

/**
 * True when `element` is the top open dialog of its document: dialogs render into portals appended
 * to `<body>` in opening order, so the last open one in document order is on top. Stateless, so
 * two Latch instances on one page agree without sharing anything.
 *
 * @param element - A dialog element.
 * @returns Whether Escape and outside clicks belong to it.
 * @example
 * ```ts
 * if (isTopLayer(dialogRef.current)) requestClose('escape')
 * ```
 */
export function isTopLayer(element: HTMLElement | null): boolean {
  if (!element) return false
  const open = element.ownerDocument.querySelectorAll(`[${DIALOG_ATTRIBUTE}][data-state="open"]`)
  return open[open.length - 1] === element
}
