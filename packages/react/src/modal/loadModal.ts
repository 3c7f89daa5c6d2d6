/**
 * Loads the modal's code (a separate chunk, never in the page's initial bundle). Calling it again
 * returns the module the browser already has; the connect button calls it on hover/focus and the
 * provider on idle, so the first open finds the code ready.
 *
 * @returns The modal module.
 * @example
 * ```ts
 * void loadModal() // prefetch
 * ```
 */
export function loadModal() {
  return import('./ModalRootChunk')
}
