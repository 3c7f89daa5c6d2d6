/**
 * The body of `POST /v1/channel` as Farcaster's relay takes it (`CreateChannelRequest` of
 * `@farcaster/auth-client`): the Sign In With Farcaster parameters the Farcaster app signs.
 *
 * @example
 * ```ts
 * const request: RelayChannelRequest = { siweUri: 'http://127.0.0.1:5173', domain: '127.0.0.1:5173', nonce: 'abcdefgh12' }
 * ```
 */
export type RelayChannelRequest = {
  siweUri: string
  domain: string
  nonce?: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
  redirectUrl?: string
  acceptAuthAddress?: boolean
}

/**
 * The body of `POST /v1/channel/authenticate`: what the Farcaster app signed and who it is.
 *
 * @example
 * ```ts
 * const done: RelayAuthentication = { message, signature: '0x…', fid: 1 }
 * ```
 */
export type RelayAuthentication = {
  message: string
  signature: `0x${string}`
  fid: number
  authMethod?: 'custody' | 'authAddress'
  username?: string
  bio?: string
  displayName?: string
  pfpUrl?: string
}

const OPTIONAL_STRINGS = ['nonce', 'notBefore', 'expirationTime', 'requestId', 'redirectUrl'] as const
const PROFILE_STRINGS = ['username', 'bio', 'displayName', 'pfpUrl'] as const
/** Longest string field accepted (a SIWF message is ~600 characters). */
const MAX_FIELD = 2_048

const isText = (value: unknown, max = MAX_FIELD): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max

/**
 * Checks an untrusted create-channel body.
 *
 * @param body - The parsed JSON body.
 * @returns The request, or undefined when a field is missing or malformed.
 * @example
 * ```ts
 * const request = readChannelRequest({ siweUri: 'http://127.0.0.1:5173', domain: '127.0.0.1:5173' })
 * ```
 */
export function readChannelRequest(body: Record<string, unknown>): RelayChannelRequest | undefined {
  if (!isText(body.siweUri) || !isText(body.domain, 253)) return undefined
  const request: RelayChannelRequest = { siweUri: body.siweUri, domain: body.domain }
  for (const key of OPTIONAL_STRINGS) {
    const value = body[key]
    if (value === undefined) continue
    if (!isText(value, 256)) return undefined
    request[key] = value
  }
  if (body.acceptAuthAddress !== undefined) {
    if (typeof body.acceptAuthAddress !== 'boolean') return undefined
    request.acceptAuthAddress = body.acceptAuthAddress
  }
  return request
}

/**
 * Checks an untrusted authenticate body.
 *
 * @param body - The parsed JSON body.
 * @returns The authentication, or undefined when a field is missing or malformed.
 * @example
 * ```ts
 * const done = readAuthentication({ message, signature, fid: 1 })
 * ```
 */
export function readAuthentication(body: Record<string, unknown>): RelayAuthentication | undefined {
  const { message, signature, fid, authMethod } = body
  if (!isText(message) || typeof signature !== 'string' || !/^0x[0-9a-fA-F]{2,1024}$/.test(signature))
    return undefined
  if (typeof fid !== 'number' || !Number.isSafeInteger(fid) || fid <= 0) return undefined
  const done: RelayAuthentication = { message, signature: signature as `0x${string}`, fid }
  if (authMethod !== undefined) {
    if (authMethod !== 'custody' && authMethod !== 'authAddress') return undefined
    done.authMethod = authMethod
  }
  for (const key of PROFILE_STRINGS) {
    const value = body[key]
    if (value === undefined) continue
    if (!isText(value, 512)) return undefined
    done[key] = value
  }
  return done
}
