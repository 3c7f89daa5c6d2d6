import type { Latch } from '@latch/core'
import { openingView } from './openingView'
import { viewCacheOf } from './viewCacheOf'

/**
 * Loads the code of the view the modal would open on ({@link openingView}), and only that view.
 *
 * @param latch - The instance.
 * @returns When the view's code is loaded.
 * @example
 * ```ts
 * await loadOpeningView(latch)
 * ```
 */
export function loadOpeningView(latch: Latch): Promise<void> {
  return viewCacheOf(latch).load(openingView(latch))
}
