import type { RouterView } from '@latch/core'
import type { ViewLoader } from '../../viewCache/createViewCache'

// Each loader is a dynamic import: the Connect view is one chunk, every other view a second one
// (see otherViews.ts for why not one per view).
const connect: ViewLoader = () => import('../connect/ConnectView').then((m) => ({ Connect: m.ConnectView }))
const others: ViewLoader = () => import('./otherViews').then((m) => m.OTHER_VIEWS)

/**
 * The code loader of a router view (functions, no state: what is loaded is kept per instance, see
 * {@link viewCacheOf}).
 *
 * @param view - The view.
 * @returns Its loader; views of one chunk share theirs.
 * @example
 * ```ts
 * const views = createViewCache(viewLoader)
 * ```
 */
export function viewLoader(view: RouterView): ViewLoader {
  return view === 'Connect' ? connect : others
}

/**
 * One view of each chunk: loading these loads the code of every view (the modal does so once it is
 * open and the browser is idle, so a later navigation finds its view ready).
 *
 * @example
 * ```ts
 * await Promise.all(ONE_VIEW_PER_CHUNK.map((view) => views.load(view)))
 * ```
 */
export const ONE_VIEW_PER_CHUNK: readonly RouterView[] = ['Connect', 'Account'] // i18n-ignore: view names
