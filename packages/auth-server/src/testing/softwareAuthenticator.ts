// A software WebAuthn authenticator for the auth service's tests: a P-256 key per credential,
// `none` attestation, real ES256 signatures over `authenticatorData || SHA-256(clientDataJSON)`
// (WebAuthn §6.1 for the byte layout: rpIdHash 32 | flags 1 | signCount 4 big-endian |
// attested credential data: aaguid 16 | credentialIdLength 2 | credentialId | COSE key). Every
// field can be bent (RP id, origin, flags, counter) so tests can prove the service refuses it.
// Not part of the package (src/**/testing/** is excluded).
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'
import { TEST_KIT_MESSAGES, TestKitError } from '@latch/testing'

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url')

const FLAG_UP = 0x01
const FLAG_UV = 0x04
const FLAG_AT = 0x40

/** CBOR head of a major type and length (lengths under 65536 are all the tests need). */
const cborHead = (major: number, length: number): Buffer => {
  if (length < 24) return Buffer.from([(major << 5) | length])
  if (length < 256) return Buffer.from([(major << 5) | 24, length])
  return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff])
}
const cborBytes = (data: Uint8Array) => Buffer.concat([cborHead(2, data.length), data])
const cborText = (text: string) => Buffer.concat([cborHead(3, Buffer.byteLength(text)), Buffer.from(text)])

/**
 * One credential the authenticator holds.
 *
 * @example
 * ```ts
 * const credential: SoftwareCredential = authenticator.credentials[0]
 * ```
 */
export type SoftwareCredential = {
  id: Uint8Array
  rpId: string
  userHandle: string
  privateKey: KeyObject
  /** The next assertion signs `counter + 1` (unless told another). */
  counter: number
}

/**
 * How a ceremony is bent for a test: another origin or RP id than the options', no user
 * verification, a chosen counter.
 *
 * @example
 * ```ts
 * await authenticator.get(options, origin, { counter: 0 })
 * ```
 */
export type CeremonyTweaks = {
  origin?: string
  rpId?: string
  userVerified?: boolean
  counter?: number
  /** Run in a cross-origin frame under this page (`crossOrigin: true`, `topOrigin`). */
  topOrigin?: string
}

type CreationOptions = { challenge: string; rp: { id?: string }; user: { id: string } }
type RequestOptions = { challenge: string; rpId?: string }

/**
 * A software authenticator: `create` answers registration options with a `RegistrationResponseJSON`,
 * `get` answers authentication options with an `AuthenticationResponseJSON` (with the newest credential unless told another).
 *
 * @example
 * ```ts
 * const authenticator = createSoftwareAuthenticator()
 * const credential = authenticator.create(options, 'http://localhost:5175')
 * ```
 */
export type SoftwareAuthenticator = {
  credentials: SoftwareCredential[]
  create(options: Record<string, unknown>, origin: string, tweaks?: CeremonyTweaks): Record<string, unknown>
  get(
    options: Record<string, unknown>,
    origin: string,
    tweaks?: CeremonyTweaks & { credential?: SoftwareCredential | undefined },
  ): Record<string, unknown>
}

const clientData = (type: string, challenge: string, origin: string, topOrigin?: string) =>
  Buffer.from(
    JSON.stringify(
      topOrigin === undefined
        ? { type, challenge, origin, crossOrigin: false }
        : { type, challenge, origin, crossOrigin: true, topOrigin },
    ),
  )

const authData = (rpId: string, flags: number, counter: number, attested?: Buffer) => {
  const count = Buffer.alloc(4)
  count.writeUInt32BE(counter)
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])])
}

/**
 * Makes an empty software authenticator.
 *
 * @returns The authenticator.
 * @example
 * ```ts
 * const authenticator = createSoftwareAuthenticator()
 * ```
 */
export function createSoftwareAuthenticator(): SoftwareAuthenticator {
  const credentials: SoftwareCredential[] = []
  return {
    credentials,
    create(rawOptions, origin, tweaks = {}) {
      const options = rawOptions as CreationOptions
      const rpId = tweaks.rpId ?? options.rp.id ?? new URL(origin).hostname
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      const jwk = publicKey.export({ format: 'jwk' })
      const x = Buffer.from(jwk.x ?? '', 'base64url')
      const y = Buffer.from(jwk.y ?? '', 'base64url')
      // COSE_Key {1: 2 (EC2), 3: -7 (ES256), -1: 1 (P-256), -2: x, -3: y}
      const cose = Buffer.concat([
        Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21]),
        cborBytes(x),
        Buffer.from([0x22]),
        cborBytes(y),
      ])
      const id = randomBytes(32)
      const idLength = Buffer.from([0, id.length])
      const attested = Buffer.concat([Buffer.alloc(16), idLength, id, cose])
      const flags = FLAG_UP | FLAG_AT | (tweaks.userVerified === false ? 0 : FLAG_UV)
      const data = authData(rpId, flags, tweaks.counter ?? 0, attested)
      const attestationObject = Buffer.concat([
        Buffer.from([0xa3]),
        cborText('fmt'),
        cborText('none'),
        cborText('attStmt'),
        Buffer.from([0xa0]),
        cborText('authData'),
        cborBytes(data),
      ])
      credentials.push({ id, rpId, userHandle: options.user.id, privateKey, counter: tweaks.counter ?? 0 })
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(
            clientData('webauthn.create', options.challenge, tweaks.origin ?? origin, tweaks.topOrigin),
          ),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
      }
    },
    get(rawOptions, origin, tweaks = {}) {
      const options = rawOptions as RequestOptions
      const credential = tweaks.credential ?? credentials.at(-1)
      if (credential === undefined)
        throw new TestKitError(TEST_KIT_MESSAGES.noSoftwareCredential, { code: 'STEP_REFUSED' })
      const counter = tweaks.counter ?? credential.counter + 1
      credential.counter = counter
      const flags = FLAG_UP | (tweaks.userVerified === false ? 0 : FLAG_UV)
      const data = authData(tweaks.rpId ?? credential.rpId, flags, counter)
      const client = clientData('webauthn.get', options.challenge, tweaks.origin ?? origin, tweaks.topOrigin)
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), credential.privateKey)
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle: credential.userHandle,
        },
      }
    },
  }
}
