import type { RemoteFeatures } from '../controllers/options/types'
import { ApiError } from '../errors/errors'
import type { ApiClient } from './types'
import { isArrayOf, isRecord, isString } from './validators'

type RemoteFeature = { id: string; isEnabled: boolean }

function isRemoteFeature(value: unknown): value is RemoteFeature {
  return isRecord(value) && isString(value.id) && typeof value.isEnabled === 'boolean'
}

function isConfigResponse(value: unknown): value is { features: RemoteFeature[] } {
  return isRecord(value) && isArrayOf(value.features, isRemoteFeature)
}

/**
 * Reads the project's remote features with `GET /appkit/v1/config` (SPEC §7). Feature ids are
 * snake_case remotely (`multi_wallet`) and camelCase in Latch (`multiWallet`).
 *
 * @param api - The API client.
 * @returns The remote features Latch knows.
 * @throws ApiError when the request fails or the body is invalid.
 * @example
 * ```ts
 * latch.options.setRemoteFeatures(await getProjectConfig(api))
 * ```
 */
export async function getProjectConfig(api: ApiClient): Promise<RemoteFeatures> {
  const body = await api.getJson('appkit/v1/config', { validate: isConfigResponse })
  const features: RemoteFeatures = {}
  for (const feature of body.features)
    if (feature.id === 'multi_wallet') features.multiWallet = feature.isEnabled
  return features
}

function isOriginsResponse(value: unknown): value is { allowedOrigins: string[] } {
  return isRecord(value) && isArrayOf(value.allowedOrigins, isString)
}

/**
 * Reads the project's allowed origins with `GET /projects/v1/origins` (SPEC §7, §8): a 429 throws
 * `RATE_LIMITED`, a 500–599 throws `SERVER_ERROR`, any other failure (403, network, malformed
 * body) gives an empty list.
 *
 * @param api - The API client.
 * @returns The allowed origins, or `[]`.
 * @throws ApiError with code `RATE_LIMITED` or `SERVER_ERROR`.
 * @example
 * ```ts
 * const origins = await getAllowedOrigins(api)
 * if (!origins.includes(location.origin)) latch.alerts.raise('UnverifiedDomain')
 * ```
 */
export async function getAllowedOrigins(api: ApiClient): Promise<string[]> {
  try {
    const body = await api.getJson('projects/v1/origins', { validate: isOriginsResponse, retries: 0 })
    return body.allowedOrigins
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'RATE_LIMITED' || error.code === 'SERVER_ERROR'))
      throw error
    return []
  }
}

function isAnalyticsConfigResponse(value: unknown): value is { isAnalyticsEnabled: boolean } {
  return isRecord(value) && typeof value.isAnalyticsEnabled === 'boolean'
}

/**
 * Reads whether the project allows analytics with `GET /getAnalyticsConfig` (SPEC §7). Any failure
 * means disabled (SPEC §8).
 *
 * @param api - The API client.
 * @returns `true` only when the service says analytics is enabled.
 * @example
 * ```ts
 * if (await getAnalyticsConfig(api)) analytics.enable()
 * ```
 */
export async function getAnalyticsConfig(api: ApiClient): Promise<boolean> {
  try {
    const body = await api.getJson('getAnalyticsConfig', { validate: isAnalyticsConfigResponse, retries: 0 })
    return body.isAnalyticsEnabled
  } catch {
    return false
  }
}
