import type { ApiClient } from '../../../http/types'
import { isBoundedString, isRecord, keepValid } from '../../../http/validators'
import type { RemoteFeatures } from '../../../kernel/options/types'
import { ApiError } from '../../../shared/errors/errors'
import { MAX_LINK_URL_LENGTH } from '../../../shared/validation/safeUrl'
import { UNTRUSTED_LIMITS } from '../../../shared/validation/untrustedLimits'

type RemoteFeature = { id: string; isEnabled: boolean }

const { idLength, listItems } = UNTRUSTED_LIMITS

function isRemoteFeature(value: unknown): value is RemoteFeature {
  return isRecord(value) && isBoundedString(value.id, idLength) && typeof value.isEnabled === 'boolean'
}

function isConfigResponse(value: unknown): value is { features: unknown[] } {
  return isRecord(value) && Array.isArray(value.features)
}

/**
 * Reads the project's remote features with `GET /appkit/v1/config` (SPEC §7). Feature ids are
 * snake_case remotely (`multi_wallet`) and camelCase in Latch (`multiWallet`); a malformed feature
 * entry is skipped.
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
  for (const feature of keepValid(body.features, isRemoteFeature, listItems) ?? [])
    if (feature.id === 'multi_wallet') features.multiWallet = feature.isEnabled
  return features
}

function isOriginsResponse(value: unknown): value is { allowedOrigins: unknown[] } {
  return isRecord(value) && Array.isArray(value.allowedOrigins)
}

const isOrigin = (value: unknown): value is string => isBoundedString(value, MAX_LINK_URL_LENGTH)

/**
 * Reads the project's allowed origins with `GET /projects/v1/origins` (SPEC §7, §8): a 429 throws
 * `RATE_LIMITED`, a 500–599 throws `SERVER_ERROR`, any other failure (403, network, malformed
 * body) gives an empty list; a malformed entry of the list is skipped.
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
    return keepValid(body.allowedOrigins, isOrigin, listItems) ?? []
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
