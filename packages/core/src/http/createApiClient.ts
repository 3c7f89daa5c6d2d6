import type { KyInstance } from 'ky'
import { type Clock, sleep, systemClock } from '../shared/clock/clock'
import { CONSTANTS } from '../shared/constants/constants'
import * as API_MESSAGES from '../shared/errors/apiMessages'
import { ApiError } from '../shared/errors/errors'
import { UNTRUSTED_LIMITS } from '../shared/validation/untrustedLimits'
import { backoffDelay } from './backoff'
import { createNetworkStatus, type NetworkStatus } from './networkStatus'
import { readBodyCapped } from './readBodyCapped'
import { isRetryable, statusToApiError } from './toApiError'
import type { ApiClient, ApiRequestOptions, ApiService, ApiUrls } from './types'

/** SDK type sent as `st` with every request. */
export const SDK_TYPE = 'latch'
/** SDK version sent as `sv` with every request. */
export const SDK_VERSION = 'latch-core-0.1.0'

/**
 * Parameters of {@link createApiClient}.
 *
 * @example
 * ```ts
 * const params: CreateApiClientParameters = { projectId: 'abc', urls: { api, data: api, analytics: api } }
 * ```
 */
export type CreateApiClientParameters = {
  /** Hosted-service project id (required: without one Latch makes no request at all). */
  projectId: string
  /** Base URLs of the services. */
  urls: ApiUrls
  /** Clock for time-outs and back-off; default the system clock. */
  clock?: Clock
  /** Online/offline state; requests wait while offline. */
  network?: NetworkStatus
  /** Called with every invalid response (already rate-limited by the caller's reporter). */
  onInvalidResponse?: (error: ApiError) => void
  /** fetch implementation; default the global `fetch`, read at request time. */
  fetch?: typeof fetch
}

function requestKey(
  service: ApiService,
  path: string,
  params: Record<string, string | number | undefined>,
): string {
  const entries = Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1))
  return `${service} ${path}?${entries.map(([k, v]) => `${k}=${String(v)}`).join('&')}`
}

/** The `image/*` media type of a Content-Type header, or `undefined` for anything else. */
function imageMediaType(contentType: string | null): string | undefined {
  const type = (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? ''
  return /^image\/[a-z0-9][a-z0-9.+-]*$/.test(type) ? type : undefined
}

function cleanParams(params: Record<string, string | number | undefined>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(params)) if (value !== undefined) out[key] = String(value)
  return out
}

/**
 * Makes the data layer's HTTP client. ky is loaded with a dynamic `import()` on the first request,
 * so it stays out of the core's initial bundle. Every request carries `projectId`, `st` and `sv`;
 * identical GETs in flight share one request; each attempt times out after 10 s; network errors,
 * time-outs and 5xx answers are retried 3 times with back-off (1000 ms doubling, capped at 30 s);
 * requests wait while the page is offline; every body is validated before use. A JSON body over
 * 5 MB, an image over 2 MB or an "image" whose Content-Type is not `image/*` is refused as
 * `INVALID_RESPONSE`; a body that stalls fails with the typed `TIMEOUT` like a request that does.
 *
 * @param parameters - Project id, service URLs, clock, network status.
 * @returns The client. Nothing is requested until a method is called.
 * @example
 * ```ts
 * const api = createApiClient({ projectId, urls: { api: url, data: url, analytics: url } })
 * const config = await api.getJson('appkit/v1/config', { validate: isProjectConfigResponse })
 * ```
 */
export function createApiClient(parameters: CreateApiClientParameters): ApiClient {
  const clock = parameters.clock ?? systemClock()
  const network = parameters.network ?? createNetworkStatus()
  const inFlight = new Map<string, Promise<unknown>>()
  let kyInstance: Promise<KyInstance> | undefined
  let sent = 0

  const loadKy = (): Promise<KyInstance> => {
    kyInstance ??= import('ky').then(({ default: ky }) =>
      ky.create({
        retry: 0,
        timeout: false,
        throwHttpErrors: false,
        fetch: (input, init) => (parameters.fetch ?? globalThis.fetch)(input, init),
        hooks: {
          beforeRequest: [
            (request) => {
              const url = new URL(request.url)
              url.searchParams.set('projectId', parameters.projectId)
              url.searchParams.set('st', SDK_TYPE)
              url.searchParams.set('sv', SDK_VERSION)
              return new Request(url, request)
            },
          ],
        },
      }),
    )
    return kyInstance
  }

  const send = async (
    method: 'get' | 'post',
    service: ApiService,
    path: string,
    init: { searchParams?: Record<string, string>; json?: unknown },
  ): Promise<{ response: Response; finish: () => void; timedOut: () => boolean }> => {
    await network.waitUntilOnline()
    const ky = await loadKy()
    const controller = new AbortController()
    let timedOut = false
    const timer = clock.setTimeout(() => {
      timedOut = true
      controller.abort()
    }, CONSTANTS.rpcTimeoutMs)
    const finish = () => clock.clearTimeout(timer)
    sent += 1
    try {
      const response = await ky(path, {
        method,
        prefixUrl: parameters.urls[service],
        signal: controller.signal,
        ...(init.searchParams ? { searchParams: init.searchParams } : {}),
        ...(init.json === undefined ? {} : { json: init.json }),
      })
      return { response, finish, timedOut: () => timedOut }
    } catch (error) {
      finish()
      throw new ApiError(timedOut ? 'Request timed out' : 'Network request failed', {
        code: timedOut ? 'TIMEOUT' : 'NETWORK',
        cause: error,
        details: `/${path}`,
      })
    }
  }

  const invalid = (path: string, details: string): ApiError => {
    const error = new ApiError(API_MESSAGES.invalidResponse, {
      code: 'INVALID_RESPONSE',
      details: `/${path}: ${details}`,
    })
    parameters.onInvalidResponse?.(error)
    return error
  }

  /** The body's bytes, at most `maxBytes`; a stalled or dropped body is a typed time-out or network error. */
  const readBody = async (
    response: Response,
    path: string,
    timedOut: () => boolean,
    maxBytes: number,
  ): Promise<Uint8Array> => {
    let bytes: Uint8Array | 'tooLarge'
    try {
      bytes = await readBodyCapped(response, maxBytes)
    } catch (error) {
      throw new ApiError(timedOut() ? 'Request timed out' : 'Network request failed', {
        code: timedOut() ? 'TIMEOUT' : 'NETWORK',
        cause: error,
        details: `/${path}`,
      })
    }
    if (bytes === 'tooLarge') throw invalid(path, `body is larger than ${maxBytes} bytes`)
    return bytes
  }

  const withRetries = async <T>(retries: number, attempt: () => Promise<T>): Promise<T> => {
    for (let index = 0; ; index += 1) {
      try {
        return await attempt()
      } catch (error) {
        if (index >= retries || !isRetryable(error)) throw error
        await sleep(clock, backoffDelay(index))
      }
    }
  }

  const getJsonOnce = async <T>(path: string, options: ApiRequestOptions<T>): Promise<T> => {
    const service = options.service ?? 'api'
    const { response, finish, timedOut } = await send('get', service, path, {
      searchParams: cleanParams(options.searchParams ?? {}),
    })
    try {
      if (!response.ok) throw statusToApiError(response.status, path)
      const bytes = await readBody(response, path, timedOut, UNTRUSTED_LIMITS.bodyBytes)
      let body: unknown
      try {
        body = JSON.parse(new TextDecoder().decode(bytes))
      } catch {
        throw invalid(path, 'body is not JSON')
      }
      if (!options.validate(body)) throw invalid(path, 'body does not match the expected shape')
      return body
    } finally {
      finish()
    }
  }

  return {
    projectId: parameters.projectId,
    getJson<T>(path: string, options: ApiRequestOptions<T>): Promise<T> {
      const key = requestKey(options.service ?? 'api', path, options.searchParams ?? {})
      const existing = inFlight.get(key) as Promise<T> | undefined
      if (existing) return existing
      const promise = withRetries(options.retries ?? CONSTANTS.rpcRetries, () =>
        getJsonOnce(path, options),
      ).finally(() => inFlight.delete(key))
      inFlight.set(key, promise)
      return promise
    },
    getBlob(path, options = {}) {
      const service = options.service ?? 'api'
      const key = requestKey(service, `blob:${path}`, {})
      const existing = inFlight.get(key) as Promise<Blob> | undefined
      if (existing) return existing
      const promise = withRetries(CONSTANTS.rpcRetries, async () => {
        const { response, finish, timedOut } = await send('get', service, path, {})
        try {
          if (!response.ok) throw statusToApiError(response.status, path)
          const type = imageMediaType(response.headers.get('content-type'))
          if (!type) {
            await response.body?.cancel().catch(() => undefined)
            throw invalid(path, 'body is not an image')
          }
          const bytes = await readBody(response, path, timedOut, UNTRUSTED_LIMITS.imageBytes)
          return new Blob([bytes as Uint8Array<ArrayBuffer>], { type })
        } finally {
          finish()
        }
      }).finally(() => inFlight.delete(key))
      inFlight.set(key, promise)
      return promise
    },
    async postJson(path, body, options = {}) {
      const { response, finish } = await send('post', options.service ?? 'api', path, { json: body })
      finish()
      await response.body?.cancel().catch(() => undefined)
      return response.status
    },
    requestCount: () => sent,
  }
}
