import type { TrackedEvent } from '../../kernel/events/types'
import { delegateAsync, lazy, lazyPart } from '../../shared/lazy/lazy'
import type { ChainNamespace } from '../../shared/networks/types'
import type { HostedData, HostedDataParameters } from './createHostedData'

/**
 * What the hosted-data facade needs: the app's options, the instance's event stream (analytics),
 * and the slice's loader.
 *
 * @example
 * ```ts
 * const deps: HostedDataFacadeDeps = { options, watchEvents, load: () => wiring.hosted() }
 * ```
 */
export type HostedDataFacadeDeps = {
  options: HostedDataParameters['options'] & { analytics?: boolean | undefined }
  watchEvents: (listener: (event: TrackedEvent) => void) => () => void
  /** Loads the slice and builds it (see `createDataWiring`), online as the state says then. */
  load: () => Promise<HostedData>
}

/**
 * The hosted services of a projectId as one front: the slice (API client, data API source, swap,
 * transaction builder, on-ramp, smart sessions, analytics, project checks) loads on first need and
 * never without a projectId (once loaded it follows the browser's connectivity: see
 * `createDataWiring`). With `analytics` on it sends each tracked event with the active address.
 *
 * @param state - The instance's active namespace and accounts.
 * @param deps - See {@link HostedDataFacadeDeps}.
 * @returns `actions` (error reports, the API and data source for the other slices, the project
 * checks and the hosted calls) and `dispose` (stops following the events).
 * @example
 * ```ts
 * const hosted = createHostedDataFacade(state, deps)
 * await hosted.actions.swap.getSwapTokens('eip155:1')
 * ```
 */
export function createHostedDataFacade(
  state: {
    chains: { activeNamespace: ChainNamespace }
    accounts: Partial<Record<ChainNamespace, { address?: string | undefined }>>
  },
  deps: HostedDataFacadeDeps,
) {
  const { options } = deps
  const hosted = lazy(deps.load)
  const withProject = options.projectId !== undefined
  const stop = deps.watchEvents((event) => {
    if (!withProject || !options.analytics) return
    const address = state.accounts[state.chains.activeNamespace]?.address
    void hosted
      .load()
      .then((h) => h.analytics?.send({ event: event.event, properties: event.properties, address }))
  })
  return {
    actions: {
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
      swap: delegateAsync(
        lazyPart(hosted, (h) => h.swap),
        ['getSwapTokens', 'getGasPrice', 'checkAllowance'],
      ),
      transactionBuilder: delegateAsync(
        lazyPart(hosted, (h) => h.transactionBuilder),
        ['buildSwap', 'buildApprove', 'getUserOperationReceipt'],
      ),
      onramp: delegateAsync(
        lazyPart(hosted, (h) => h.onramp),
        ['getQuotes'],
      ),
      smartSessions: delegateAsync(
        lazyPart(hosted, (h) => h.smartSessions),
        ['list', 'revoke'],
      ),
    },
    dispose: stop,
  }
}
