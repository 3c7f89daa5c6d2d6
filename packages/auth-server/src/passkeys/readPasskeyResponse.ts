import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { apiErrors } from '../errors/apiErrors'

const B64URL = /^[A-Za-z0-9_-]*$/
const TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])

const b64url = (
  record: Record<string, unknown>,
  key: string,
  max: number,
  optional = false,
): string | undefined => {
  const value = record[key]
  if (value === undefined && optional) return undefined
  if (typeof value !== 'string' || value === '' || value.length > max || !B64URL.test(value))
    throw apiErrors.badPasskeyField(key, `base64url of at most ${max} characters`)
  return value
}

const object = (value: unknown, key: string): Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw apiErrors.badPasskeyField(key, 'an object')
  return value as Record<string, unknown>
}

/**
 * What the service reads of a credential's `clientDataJSON` before verifying it: the challenge,
 * and for a ceremony run in a cross-origin frame, the page around it (`topOrigin`).
 *
 * @example
 * ```ts
 * const data: ClientData = { challenge: 'q3…', crossOrigin: true, topOrigin: 'https://app.example' }
 * ```
 */
export type ClientData = { challenge: string; crossOrigin: boolean; topOrigin: string | undefined }

/**
 * Reads a credential's `clientDataJSON` (shape-checked; 400 PASSKEY_INVALID when it cannot be read).
 *
 * @param clientDataJSON - base64url of the client data.
 * @returns The challenge, `crossOrigin` and `topOrigin`.
 * @example
 * ```ts
 * const { challenge } = readClientData(response.response.clientDataJSON)
 * ```
 */
export function readClientData(clientDataJSON: string): ClientData {
  try {
    const data = Object(JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'))) as Record<
      string,
      unknown
    >
    const { challenge, crossOrigin, topOrigin } = data
    if (
      typeof challenge === 'string' &&
      challenge.length <= 128 &&
      B64URL.test(challenge) &&
      (topOrigin === undefined || (typeof topOrigin === 'string' && topOrigin.length <= 512))
    )
      return { challenge, crossOrigin: crossOrigin === true, topOrigin }
  } catch {}
  throw apiErrors.passkeyInvalid()
}

const base = (body: unknown) => {
  const response = object(body, 'response')
  const id = b64url(response, 'id', 1400) as string
  if (response.rawId !== id) throw apiErrors.badPasskeyField('rawId', 'the same as "id"')
  if (response.type !== 'public-key') throw apiErrors.badPasskeyField('type', '"public-key"')
  const inner = object(response.response, 'response.response')
  return { id, inner, clientDataJSON: b64url(inner, 'clientDataJSON', 4096) as string }
}

/** The credential around its checked `response`, with no extension results. */
const credential = <R>(id: string, response: R) => ({
  id,
  rawId: id,
  type: 'public-key' as const,
  clientExtensionResults: {},
  response,
})

/**
 * Reads a registration credential (`RegistrationResponseJSON`) from an untrusted body: every field
 * shape-checked and capped; `clientExtensionResults` are dropped (a PRF output is never the
 * service's).
 *
 * @param body - The body's `response`.
 * @returns The credential to verify.
 * @example
 * ```ts
 * const credential = readRegistrationResponse(body.response)
 * ```
 */
export function readRegistrationResponse(body: unknown): RegistrationResponseJSON {
  const { id, inner, clientDataJSON } = base(body)
  const transports = inner.transports ?? []
  if (
    !Array.isArray(transports) ||
    transports.length > 8 ||
    !transports.every((t) => typeof t === 'string' && TRANSPORTS.has(t))
  )
    throw apiErrors.badPasskeyField('transports', 'a list of WebAuthn transports')
  return credential(id, {
    clientDataJSON,
    attestationObject: b64url(inner, 'attestationObject', 16_384) as string,
    transports: transports as RegistrationResponseJSON['response']['transports'] & string[],
  })
}

/**
 * Reads an authentication credential (`AuthenticationResponseJSON`) from an untrusted body: every
 * field shape-checked and capped; `clientExtensionResults` are dropped.
 *
 * @param body - The body's `response`.
 * @returns The credential to verify.
 * @example
 * ```ts
 * const credential = readAuthenticationResponse(body.response)
 * ```
 */
export function readAuthenticationResponse(body: unknown): AuthenticationResponseJSON {
  const { id, inner, clientDataJSON } = base(body)
  const userHandle = b64url(inner, 'userHandle', 512, true)
  return credential(id, {
    clientDataJSON,
    authenticatorData: b64url(inner, 'authenticatorData', 4096) as string,
    signature: b64url(inner, 'signature', 1024) as string,
    ...(userHandle === undefined ? {} : { userHandle }),
  })
}
