import type { SiwxSession } from '../../../adapters/siwxTypes'
import { isRecord } from '../../../http/validators'
import { SIWX_LIMITS } from './siwxLimits'

const REQUIRED = ['accountAddress', 'chainId', 'domain', 'uri', 'version', 'nonce', 'issuedAt'] as const
const OPTIONAL = ['scheme', 'notBefore', 'expirationTime', 'statement', 'requestId'] as const
const DATA_KEYS: ReadonlySet<string> = new Set([...REQUIRED, ...OPTIONAL, 'resources'])
const SESSION_KEYS: ReadonlySet<string> = new Set(['data', 'message', 'signature'])

const isField = (value: unknown) => typeof value === 'string' && value.length <= SIWX_LIMITS.fieldChars
const hasOnly = (value: Record<string, unknown>, keys: ReadonlySet<string>) =>
  Object.keys(value).every((key) => keys.has(key))

/**
 * True when a value (read back from storage, or handed to `addSession`) has exactly the shape of a
 * {@link SiwxSession} (SPEC §3 fields, nothing else) within {@link SIWX_LIMITS}: the message,
 * signature, every field and the resources list are capped in size. The shape says nothing of the
 * signature: verify the session before trusting it.
 *
 * @param value - Anything.
 * @returns Whether it is a session of an acceptable size.
 * @example
 * ```ts
 * const sessions = (storage.get('siwx.sessions', Array.isArray) ?? []).filter(isSiwxSession)
 * ```
 */
export function isSiwxSession(value: unknown): value is SiwxSession {
  if (!isRecord(value) || !hasOnly(value, SESSION_KEYS)) return false
  const { data, message, signature } = value
  if (typeof message !== 'string' || message.length > SIWX_LIMITS.messageChars) return false
  if (typeof signature !== 'string' || signature.length > SIWX_LIMITS.signatureChars) return false
  if (!isRecord(data) || !hasOnly(data, DATA_KEYS)) return false
  const { resources } = data
  return (
    REQUIRED.every((key) => isField(data[key])) &&
    OPTIONAL.every((key) => data[key] === undefined || isField(data[key])) &&
    (resources === undefined ||
      (Array.isArray(resources) && resources.length <= SIWX_LIMITS.resources && resources.every(isField)))
  )
}
