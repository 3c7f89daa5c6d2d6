import type { Lazy } from '../../shared/lazy/lazy'
import type { HostedData } from './createHostedData'

/**
 * The hosted services of a projectId as the other slices use them: the slice (API client, data API
 * source, error reports, project checks) loads on first need and never without a projectId (once
 * loaded it follows the browser's connectivity: see `createDataWiring`). It is built with the data
 * wiring's code; the app's calls (`latch.swap`, ...) and the analytics of tracked events are fronts
 * of the instance's own (`createDataLayer`).
 *
 * @param hosted - The slice, built on first need (see `createDataWiring`).
 * @param options - The app's `projectId`.
 * @returns Error reports, the API and data source for the other slices, and the project checks.
 * @example
 * ```ts
 * const hosted = createHostedDataFacade(lazy(loadHostedData), options)
 * await hosted.checkProject()
 * ```
 */
export function createHostedDataFacade(
  hosted: Lazy<HostedData>,
  options: { projectId?: string | undefined },
) {
  const withProject = options.projectId !== undefined
  return {
    /** Reports an error to the hosted service (with a projectId; nothing without one). */
    onError(error: unknown) {
      if (withProject)
        void hosted.load().then(
          (h) => h.onError(error),
          () => undefined,
        )
    },
    /** The API client of a projectId (undefined without one). */
    loadApi: async () => (withProject ? (await hosted.load()).api : undefined),
    /** The data API account source of a projectId (undefined without one). */
    loadDataSource: async () => (withProject ? (await hosted.load()).dataSource : undefined),
    /** The project checks (remote features, allowed origins), once; nothing without a projectId. */
    async checkProject() {
      if (withProject) await (await hosted.load()).checkProject()
    },
  }
}

/**
 * The hosted services' front ({@link createHostedDataFacade}).
 *
 * @example
 * ```ts
 * const hosted: HostedDataFacade = createHostedDataFacade(lazy(loadHostedData), options)
 * ```
 */
export type HostedDataFacade = ReturnType<typeof createHostedDataFacade>
