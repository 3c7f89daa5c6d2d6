import type { RouterData, RouterView, TransitionDirection } from './views'

/**
 * Router state: the current view, the history (current view last), the data the current view
 * received and the direction of the last transition.
 *
 * @example
 * ```ts
 * const { view, history } = latch.getState().router
 * ```
 */
export type RouterState = {
  /** Current view. */
  view: RouterView
  /** Views visited, the current one last. */
  history: RouterView[]
  /** Data of the current navigation. */
  data: RouterData
  /** Direction of the last transition. */
  transition: TransitionDirection
}

/**
 * Router actions (`latch.router`).
 *
 * @example
 * ```ts
 * latch.router.push('Networks')
 * latch.router.goBack()
 * ```
 */
export interface RouterActions {
  /** Go to `view` (no-op when it is already the current view). */
  push(view: RouterView, data?: RouterData): void
  /** Replace the current view. */
  replace(view: RouterView, data?: RouterData): void
  /** Go back; closes the modal on a one-entry history; Connect while connected shows Account. */
  goBack(): void
  /** Forget the history and show `view`. */
  reset(view: RouterView, data?: RouterData): void
  /** Go back to the most recent `view` in the history; false when it is not there. */
  goBackTo(view: RouterView): boolean
}
