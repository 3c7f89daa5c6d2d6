import type { SiwxSession } from '../../siwx/types'

const isOptionalString = (value: unknown) => value === undefined || typeof value === 'string'

/**
 * True when a value read back from storage has the shape of a {@link SiwxSession} (SPEC §3 fields).
 *
 * @param value - Anything.
 * @returns Whether it is a session.
 * @example
 * ```ts
 * storage.get('siwx.sessions', (v): v is SiwxSession[] => Array.isArray(v) && v.every(isSiwxSession))
 * ```
 */
export function isSiwxSession(value: unknown): value is SiwxSession {
  if (typeof value !== 'object' || value === null) return false
  const { data, message, signature } = value as Record<string, unknown>
  if (typeof message !== 'string' || typeof signature !== 'string') return false
  if (typeof data !== 'object' || data === null) return false
  const d = data as Record<string, unknown>
  return (
    ['accountAddress', 'chainId', 'domain', 'uri', 'version', 'nonce', 'issuedAt'].every(
      (key) => typeof d[key] === 'string',
    ) &&
    ['notBefore', 'expirationTime', 'statement', 'requestId'].every((key) => isOptionalString(d[key])) &&
    (d.resources === undefined ||
      (Array.isArray(d.resources) && d.resources.every((r) => typeof r === 'string')))
  )
}
