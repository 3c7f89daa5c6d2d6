/**
 * The caps of the permissions slice: what Latch sends and what it accepts back from a wallet or
 * from storage (untrusted input).
 *
 * @example
 * ```ts
 * if (requests.length > PERMISSIONS_LIMITS.requestsMax) throw new PermissionsError('TOO_MANY_REQUESTS', '11 requests')
 * ```
 */
export const PERMISSIONS_LIMITS = {
  /** Permissions asked for in one request. */
  requestsMax: 10,
  /** Grants kept per account and chain (the oldest is forgotten first). */
  grantsMax: 50,
  /** Rules per permission. */
  rulesMax: 8,
  /** Fields of a permission's or a rule's `data`. */
  fieldsMax: 16,
  /** Characters of a type name. */
  typeMax: 64,
  /** Characters of a `context` (hex). */
  contextMax: 16_384,
  /** Characters of one request's or grant's JSON. */
  jsonMax: 8192,
} as const
