import type { OTHER_VIEWS } from './otherViews'

/**
 * Loads the chunk of every view but Connect (otherViews.ts). A module of its own, loaded by
 * {@link viewLoaders} once the modal goes past its first view: the list of chunks the other views
 * need, which Vite writes beside each `import()`, is then here and not in the modal's frame, which
 * the page fetches before the first click.
 *
 * @returns The other views and their titles.
 * @example
 * ```ts
 * const others = await import('./loadOtherViews').then((m) => m.loadOtherViews())
 * ```
 */
export function loadOtherViews(): Promise<typeof OTHER_VIEWS> {
  return import('./otherViews').then((m) => m.OTHER_VIEWS)
}
