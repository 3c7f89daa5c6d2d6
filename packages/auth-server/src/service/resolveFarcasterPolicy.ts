import { ValidationError } from '@latch/core'
import { AUTH_SERVICE_MESSAGES } from '../errors/authServiceMessages'
import type { FarcasterOptions } from './authServiceOptions'

/**
 * {@link FarcasterOptions} checked, with every default filled in.
 *
 * @example
 * ```ts
 * const policy: FarcasterPolicy = { relayUrl: 'https://relay.farcaster.xyz', rpcUrl: 'https://mainnet.optimism.io', loginTtlMs: 600_000 }
 * ```
 */
export type FarcasterPolicy = Required<FarcasterOptions>

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/

const checkUrl = (value: unknown, key: string): string => {
  let url: URL | undefined
  try {
    url = typeof value === 'string' ? new URL(value) : undefined
  } catch {
    url = undefined
  }
  const web = url?.protocol === 'https:' || (url?.protocol === 'http:' && LOOPBACK.test(url.hostname))
  if (!url || !web || url.username !== '' || url.password !== '')
    throw new ValidationError(AUTH_SERVICE_MESSAGES.farcasterUrl(key))
  return String(value).replace(/\/+$/, '')
}

/**
 * Checks the Farcaster options (both URLs web URLs without credentials, a positive lifetime) and
 * fills in the defaults.
 *
 * @param options - The service's `farcaster` option.
 * @returns The policy, or undefined when Farcaster login is off.
 * @throws ValidationError when a URL or the lifetime is malformed.
 * @example
 * ```ts
 * resolveFarcasterPolicy({ relayUrl: 'https://relay.farcaster.xyz', rpcUrl: 'https://mainnet.optimism.io' })?.loginTtlMs // 600000
 * ```
 */
export function resolveFarcasterPolicy(options: FarcasterOptions | undefined): FarcasterPolicy | undefined {
  if (options === undefined) return undefined
  const loginTtlMs = options.loginTtlMs ?? 10 * 60_000
  if (!(Number.isFinite(loginTtlMs) && loginTtlMs > 0))
    throw new ValidationError(AUTH_SERVICE_MESSAGES.farcasterLoginTtl)
  return {
    relayUrl: checkUrl(options.relayUrl, 'relayUrl'),
    rpcUrl: checkUrl(options.rpcUrl, 'rpcUrl'),
    loginTtlMs,
  }
}
