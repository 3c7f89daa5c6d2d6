import type { Latch } from '@latch/core'
import { loadModal } from './loadModal'

/**
 * Loads the modal's frame, then the code of the view it would open on, and only that view (the
 * connect button's intent, the provider's idle prefetch and the first open).
 *
 * @param latch - The instance.
 * @returns The modal module, once the frame and the view are loaded.
 * @example
 * ```ts
 * void loadModalAndView(latch)
 * ```
 */
export async function loadModalAndView(latch: Latch) {
  const module = await loadModal()
  await module.loadOpeningView(latch)
  return module
}
