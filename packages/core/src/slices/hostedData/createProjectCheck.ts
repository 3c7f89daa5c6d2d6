import type { ApiClient } from '../../http/types'
import type { AlertActions } from '../../kernel/alerts/types'
import type { RemoteFeatures } from '../../kernel/options/types'
import type { AlertName } from '../../shared/errors/catalogue'
import type { Analytics } from './analytics/createAnalytics'
import { toErrorReport } from './analytics/toErrorReport'
import { getAllowedOrigins, getProjectConfig } from './project/projectApi'

/**
 * The library alert a failed project request calls for (SPEC §8): the service refusing the
 * projectId (401, 403) is "Invalid Project ID", a 5xx "Server Error", a 429 "Rate Limited".
 * Read without trusting the error (any thrown value).
 */
function projectAlertOf(error: unknown): AlertName | undefined {
  const { code } = toErrorReport(error)
  if (code === 'HTTP_401' || code === 'FORBIDDEN') return 'InvalidProjectId'
  if (code === 'SERVER_ERROR') return 'ServerError'
  if (code === 'RATE_LIMITED') return 'RateLimited'
  return undefined
}

/**
 * The project check of a projectId, run once: the remote features (or the SPEC §8 alert a refused
 * or failed request calls for), the allowed origins (an app served from another origin raises
 * "Unverified Domain"), then analytics is enabled when it is on.
 *
 * @param deps - The API client (none without a projectId), analytics, error reporting, the alerts,
 * where remote features go, and the page's location.
 * @returns `checkProject`, which does nothing after its first run or without an API client.
 * @example
 * ```ts
 * const checkProject = createProjectCheck({ api, analytics, onError, alerts, setRemoteFeatures, getLocation })
 * await checkProject()
 * ```
 */
export function createProjectCheck(deps: {
  api: ApiClient | undefined
  analytics: Analytics | undefined
  onError: (error: unknown) => void
  alerts: AlertActions
  setRemoteFeatures: (features: RemoteFeatures) => void
  getLocation: () => { origin: string } | undefined
}): () => Promise<void> {
  const { api, analytics, onError, alerts, setRemoteFeatures, getLocation } = deps
  let projectChecked = false
  return async () => {
    if (!api || projectChecked) return
    projectChecked = true
    const [config, origins] = await Promise.allSettled([getProjectConfig(api), getAllowedOrigins(api)])
    if (config.status === 'fulfilled') setRemoteFeatures(config.value)
    else {
      onError(config.reason)
      const alert = projectAlertOf(config.reason)
      if (alert) alerts.raise(alert)
    }
    if (origins.status === 'rejected') {
      // the origins check throws only for 429 and 5xx (any other failure is an empty list)
      alerts.raise(projectAlertOf(origins.reason) === 'RateLimited' ? 'RateLimited' : 'ServerError')
    } else {
      const origin = getLocation()?.origin
      if (origin && origins.value.length > 0 && !origins.value.includes(origin))
        alerts.raise('UnverifiedDomain')
    }
    if (analytics) await analytics.enable()
  }
}
