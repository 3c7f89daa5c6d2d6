import { apiErrors } from '../errors/apiErrors'

/**
 * A new split as the service receives it (the protocol's `WalletSharesRequest`): its id, the auth
 * share, the device share sealed under the recovery share, the recovery check, and the split it
 * replaces (null for the first).
 *
 * @example
 * ```ts
 * const split: NewSplit = { setId, authShare, deviceShareBox, recoveryCheck, previousSetId: null }
 * ```
 */
export type NewSplit = {
  setId: string
  authShare: string
  deviceShareBox: string
  recoveryCheck: string
  previousSetId: string | null
}

/** Each field's accepted shape: a pattern (which also caps its length) and how the refusal names it. */
const FIELDS = {
  setId: { pattern: /^[0-9a-f]{16}$/, shape: '16 lower-case hex characters' },
  authShare: {
    pattern: /^[A-Z2-7-]{1,200}$/,
    shape: 'a share text: at most 200 characters of A-Z, 2-7 and "-"',
  },
  deviceShareBox: {
    pattern: /^[A-Za-z0-9_-]{1,400}$/,
    shape: 'a sealed box: at most 400 base64url characters',
  },
  recoveryCheck: { pattern: /^[A-Za-z0-9_-]{43}$/, shape: '43 base64url characters' },
} as const

const field = (body: Record<string, unknown>, key: keyof typeof FIELDS): string => {
  const value = body[key]
  const { pattern, shape } = FIELDS[key]
  if (typeof value !== 'string' || !pattern.test(value)) throw apiErrors.badShareField(key, shape)
  return value
}

/**
 * Reads a new split from an untrusted body (PUT of the shares, or the `shares` of a revoke):
 * every field checked for shape and length, `previousSetId` a split id or null, and the new split
 * not the one it replaces. Anything else is 400 INVALID_REQUEST, before anything is stored.
 *
 * @param body - The parsed body (or its `shares` member).
 * @returns The split.
 * @example
 * ```ts
 * const shares = readWalletSharesRequest(body)
 * ```
 */
export function readWalletSharesRequest(body: unknown): NewSplit {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw apiErrors.badShareField('shares', 'an object')
  const record = body as Record<string, unknown>
  const previousSetId = record.previousSetId
  if (
    previousSetId !== null &&
    (typeof previousSetId !== 'string' || !FIELDS.setId.pattern.test(previousSetId))
  )
    throw apiErrors.badShareField('previousSetId', `null or ${FIELDS.setId.shape}`)
  const shares: NewSplit = {
    setId: field(record, 'setId'),
    authShare: field(record, 'authShare'),
    deviceShareBox: field(record, 'deviceShareBox'),
    recoveryCheck: field(record, 'recoveryCheck'),
    previousSetId,
  }
  if (shares.setId === previousSetId) throw apiErrors.sameSetId()
  return shares
}

/**
 * Reads a recovery attempt from an untrusted body: the split id and the recovery check, each
 * checked for shape (400 INVALID_REQUEST otherwise, and no attempt counted).
 *
 * @param body - The parsed body.
 * @returns The attempt.
 * @example
 * ```ts
 * const { setId, recoveryCheck } = readWalletRecoverRequest(body)
 * ```
 */
export function readWalletRecoverRequest(body: Record<string, unknown>): {
  setId: string
  recoveryCheck: string
} {
  return { setId: field(body, 'setId'), recoveryCheck: field(body, 'recoveryCheck') }
}
