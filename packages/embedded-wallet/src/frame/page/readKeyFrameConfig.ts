import { ValidationError } from '@latch/core/kit'

/**
 * The key frame's configuration, served by the frame's own origin at `/frame-config.json` (never
 * taken from the embedding page, so a page cannot point the frame at another auth service or widen
 * who may talk to it).
 *
 * @example
 * ```ts
 * const config: KeyFrameConfig = { authUrl: 'http://127.0.0.1:8787', allowedOrigins: ['http://127.0.0.1:5173'] }
 * ```
 */
export type KeyFrameConfig = {
  /** Base URL of the auth service. */
  authUrl: string
  /** Exact origins of the app pages that may embed and call the frame. */
  allowedOrigins: string[]
  /**
   * The smart-account implementation (Simple7702Account's address on the app's chain) the frame
   * may delegate the visitor's account to by EIP-7702; absent: the frame signs no delegation.
   */
  smartAccountImplementation?: `0x${string}`
}

/**
 * Message of the error {@link readKeyFrameConfig} throws.
 *
 * @example
 * ```ts
 * error.shortMessage === INVALID_KEY_FRAME_CONFIG
 * ```
 */
export const INVALID_KEY_FRAME_CONFIG = 'Invalid key frame configuration'

/**
 * Checks a key-frame configuration: `authUrl` an http(s) URL, `allowedOrigins` a list of exact
 * http(s) origins (`scheme://host[:port]`, no path or trailing slash), and an optional
 * `smartAccountImplementation` address.
 *
 * @param value - The parsed JSON.
 * @returns The configuration, normalised to just its fields.
 * @throws {ValidationError} code `FRAME_CONFIG` when a field is missing or malformed.
 * @example
 * ```ts
 * const config = readKeyFrameConfig(await (await fetch('/frame-config.json')).json())
 * ```
 */
export function readKeyFrameConfig(value: unknown): KeyFrameConfig {
  if (typeof value !== 'object' || value === null) throw invalid('the configuration is not an object')
  const { authUrl, allowedOrigins, smartAccountImplementation } = value as Record<string, unknown>
  if (typeof authUrl !== 'string' || !isHttpUrl(authUrl)) throw invalid('authUrl is not an http(s) URL')
  if (!Array.isArray(allowedOrigins) || !allowedOrigins.every(isOrigin)) {
    throw invalid('allowedOrigins is not a list of origins')
  }
  if (
    smartAccountImplementation !== undefined &&
    (typeof smartAccountImplementation !== 'string' ||
      !/^0x[0-9a-fA-F]{40}$/.test(smartAccountImplementation))
  )
    throw invalid('smartAccountImplementation is not an address')
  return {
    authUrl,
    allowedOrigins: [...allowedOrigins],
    ...(smartAccountImplementation === undefined
      ? {}
      : { smartAccountImplementation: smartAccountImplementation as `0x${string}` }),
  }
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

function isOrigin(value: unknown): value is string {
  return typeof value === 'string' && isHttpUrl(value) && new URL(value).origin === value
}

function invalid(details: string): ValidationError {
  return new ValidationError(INVALID_KEY_FRAME_CONFIG, { code: 'FRAME_CONFIG', details })
}
