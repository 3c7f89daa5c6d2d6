import type { Latch } from '@latch/core'
import { loadOpen } from './loadOpen'

/**
 * Does ahead of the first click what the open would otherwise do on the click's path, while the
 * page is idle: the loads of {@link loadOpen} (the modal's frame, the view it opens on, the strings,
 * the bundled wallet registry), then a rehearsal of the first view, hidden (`warmUpModal`), so its
 * code is compiled and its style and layout computed before the click.
 *
 * @param latch - The instance.
 * @returns The modal module, once loaded.
 * @example
 * ```ts
 * requestIdleCallback(() => void prepareOpen(latch))
 * ```
 */
export async function prepareOpen(latch: Latch) {
  const module = await loadOpen(latch)
  module.warmUpModal(latch)
  return module
}
