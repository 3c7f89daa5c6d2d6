import { createApiClient } from '../../http/createApiClient'
import { createNetworkStatus } from '../../http/networkStatus'
import type { ApiClient } from '../../http/types'
import type { AlertActions } from '../../kernel/alerts/types'
import type { RemoteFeatures } from '../../kernel/options/types'
import type { Clock } from '../../shared/clock/clock'
import { type Analytics, createAnalytics } from './analytics/createAnalytics'
import { createErrorReporter } from './analytics/createErrorReporter'
import { toErrorReport } from './analytics/toErrorReport'
import { createDataApiSource } from './createDataApiSource'
import { createOnrampApi, type OnrampApi } from './createOnrampApi'
import { createProjectCheck } from './createProjectCheck'
import { createSmartSessionsApi, type SmartSessionsApi } from './createSmartSessionsApi'
import { createSwapApi, type SwapApi } from './createSwapApi'
import { createTransactionBuilderApi, type TransactionBuilderApi } from './createTransactionBuilderApi'
import { type DataLayerOptions, resolveApiUrls } from './dataLayerOptions'

/**
 * What the hosted-data slice needs from the instance.
 *
 * @example
 * ```ts
 * const hosted = createHostedData({ options, clock, online: true, alerts, setRemoteFeatures, getLocation })
 * ```
 */
export type HostedDataParameters = {
  options: DataLayerOptions & { projectId?: string | undefined }
  clock: Clock
  /** Whether the browser is online now (the API client waits while offline). */
  online: boolean
  alerts: AlertActions
  setRemoteFeatures: (features: RemoteFeatures) => void
  getLocation: () => { href: string; host: string; origin: string } | undefined
}

/**
 * The hosted services of a projectId, in one slice loaded on first need: the API client, the data
 * API account source, swap, transaction builder, on-ramp and smart-session calls, analytics, the
 * rate-limited error reporter and the project checks (remote features, allowed origins).
 *
 * @param deps - Options, clock and the instance parts it reports to.
 * @returns The services; without a projectId, `api` is undefined and every call refuses.
 * @example
 * ```ts
 * const { swap } = createHostedData(deps)
 * await swap.getSwapTokens('eip155:1')
 * ```
 */
export function createHostedData(deps: HostedDataParameters) {
  const { options, clock } = deps
  // Error reports go to the analytics service as ERROR events (when analytics is on), 5 per 60 s.
  const reporter = createErrorReporter({
    clock,
    sink: (error) => {
      void analytics?.send({ event: 'ERROR', properties: toErrorReport(error) })
    },
  })
  const network = createNetworkStatus(deps.online)
  const api: ApiClient | undefined = options.projectId
    ? createApiClient({
        projectId: options.projectId,
        urls: resolveApiUrls(options),
        clock,
        network,
        onInvalidResponse: (error) => reporter.report(error),
      })
    : undefined
  const dataSource = api ? createDataApiSource(api) : undefined
  const onError = (error: unknown) => {
    // Already reported by the API client (onInvalidResponse); read without trusting the error.
    if (toErrorReport(error).code !== 'INVALID_RESPONSE') reporter.report(error)
  }
  const analytics: Analytics | undefined =
    api && options.analytics
      ? createAnalytics({ api, clock, location: deps.getLocation, showAlert: deps.alerts.show })
      : undefined

  const checkProject = createProjectCheck({ api, analytics, onError, ...deps })

  const swap: SwapApi = createSwapApi(api)
  const transactionBuilder: TransactionBuilderApi = createTransactionBuilderApi(api)
  const onramp: OnrampApi = createOnrampApi(api)
  const smartSessions: SmartSessionsApi = createSmartSessionsApi(api, () => clock.now())
  return {
    api,
    dataSource,
    analytics,
    onError,
    checkProject,
    setOnline: (online: boolean) => network.setOnline(online),
    swap,
    transactionBuilder,
    onramp,
    smartSessions,
  }
}

/**
 * The hosted-data slice once loaded.
 *
 * @example
 * ```ts
 * const hosted: HostedData = createHostedData(deps)
 * ```
 */
export type HostedData = ReturnType<typeof createHostedData>
