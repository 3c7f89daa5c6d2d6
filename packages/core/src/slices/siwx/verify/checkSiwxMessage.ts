import type { SiwxExpectations, SiwxMessageData, SiwxVerification } from '../../../adapters/siwxTypes'
import { LatchError } from '../../../shared/errors/LatchError'
import { findSiwxDataMismatch } from './findSiwxDataMismatch'
import { isSiwxSession } from './isSiwxSession'
import { parseRfc3339DateTime } from './parseRfc3339DateTime'
import { SIWX_LIMITS } from './siwxLimits'
import { type SiwxRefusalReason, siwxRefusal } from './siwxRefusal'

const refuse = (reason: SiwxRefusalReason, details?: string): SiwxVerification => ({
  valid: false,
  error: siwxRefusal(reason, details),
})

const differs = (expected: string | undefined, found: string) => expected !== undefined && expected !== found

/**
 * Checks everything of a sign-in session but its signature, purely: the session has the right shape
 * and size; the message parses (strictly, with the namespace's parser); every field it contains
 * equals the session data; the scheme (when the message names one), domain, URI, network and nonce
 * equal the expected ones when given; and
 * `now` is within the message's time bounds (`Issued At` at most `clockSkewMs` ahead, not before
 * `Not Before`, before `Expiration Time`).
 *
 * @param session - The session to check (anything: its shape is checked first).
 * @param parseMessage - The namespace's strict message parser.
 * @param expected - See {@link SiwxExpectations}.
 * @returns Valid with the data the message says, or the refusal.
 * @example
 * ```ts
 * const result = checkSiwxMessage(session, parseEip4361Message, { domain: 'app.example', now: new Date() })
 * ```
 */
export function checkSiwxMessage(
  session: unknown,
  parseMessage: (message: string) => SiwxMessageData,
  expected: SiwxExpectations = {},
): SiwxVerification {
  if (!isSiwxSession(session)) return refuse('malformedSession')
  let data: SiwxMessageData
  try {
    data = parseMessage(session.message)
  } catch (error) {
    return refuse('malformedMessage', error instanceof LatchError ? error.details : undefined)
  }
  const mismatch = findSiwxDataMismatch(data, session.data)
  if (mismatch) return refuse('fieldMismatch', mismatch)
  // A message without a scheme stays valid (EIP-4361: it is optional); one naming another scheme
  // than the app's (`http` for an https app) is refused. Schemes compare case-insensitively.
  if (data.scheme !== undefined && differs(expected.scheme?.toLowerCase(), data.scheme.toLowerCase()))
    return refuse('wrongScheme', data.scheme)
  if (differs(expected.domain, data.domain)) return refuse('wrongDomain', data.domain)
  if (differs(expected.uri, data.uri)) return refuse('wrongUri', data.uri)
  if (differs(expected.chainId, data.chainId)) return refuse('wrongChain', data.chainId)
  if (differs(expected.nonce, data.nonce)) return refuse('wrongNonce', data.nonce)
  const issuedAt = parseRfc3339DateTime(data.issuedAt)
  const expiresAt = data.expirationTime === undefined ? undefined : parseRfc3339DateTime(data.expirationTime)
  const notBefore = data.notBefore === undefined ? undefined : parseRfc3339DateTime(data.notBefore)
  if (issuedAt === undefined) return refuse('malformedMessage', `Issued At "${data.issuedAt}"`)
  if (data.expirationTime !== undefined && expiresAt === undefined)
    return refuse('malformedMessage', `Expiration Time "${data.expirationTime}"`)
  if (data.notBefore !== undefined && notBefore === undefined)
    return refuse('malformedMessage', `Not Before "${data.notBefore}"`)
  const now = (expected.now ?? new Date()).getTime()
  if (issuedAt > now + (expected.clockSkewMs ?? SIWX_LIMITS.clockSkewMs))
    return refuse('issuedInFuture', data.issuedAt)
  if (expiresAt !== undefined && now >= expiresAt) return refuse('expired', data.expirationTime)
  if (notBefore !== undefined && now < notBefore) return refuse('notYetValid', data.notBefore)
  return { valid: true, data }
}
