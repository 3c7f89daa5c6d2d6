import { FRAME_ERROR_CODES } from '../protocol/frame'
import { FRAME_ERROR_MESSAGES, FrameError } from './FrameError'
import { type PasskeyCeremonies, type PasskeyCeremonyResult, PRF_SALT } from './PasskeyCeremonies'

type CeremonyJson = { clientExtensionResults?: { prf?: { results?: { first?: unknown } } } }

/** The PRF output of a ceremony's extension results, as 32 bytes, or undefined. */
const prfOutputOf = (credential: CeremonyJson): Uint8Array | undefined => {
  const first = credential.clientExtensionResults?.prf?.results?.first
  if (first instanceof ArrayBuffer) return new Uint8Array(first)
  if (ArrayBuffer.isView(first)) return new Uint8Array(first.buffer, first.byteOffset, first.byteLength)
  return undefined
}

const withPrf = (options: Record<string, unknown>) => ({
  ...options,
  extensions: {
    ...(options.extensions as Record<string, unknown> | undefined),
    prf: { eval: { first: PRF_SALT } },
  },
})

const answer = (credential: CeremonyJson & Record<string, unknown>): PasskeyCeremonyResult => {
  const prfOutput = prfOutputOf(credential)
  return { response: { ...credential, clientExtensionResults: {} }, prfOutput }
}

const cancelled = (cause: unknown) =>
  new FrameError(FRAME_ERROR_MESSAGES.passkeyCancelled, { code: FRAME_ERROR_CODES.passkeyCancelled, cause })

/**
 * The frame page's {@link PasskeyCeremonies}: `@simplewebauthn/browser`, loaded with a dynamic
 * `import()` only when a passkey is used (the frame's first load does not carry it), asking for
 * PRF with the fixed salt. A dismissed dialog, a browser without WebAuthn or any ceremony failure
 * is `PASSKEY_CANCELLED`: nothing was sent.
 *
 * @returns The ceremonies.
 * @example
 * ```ts
 * const handler = createKeyFrameHandler({ …, passkeys: createBrowserPasskeyCeremonies() })
 * ```
 */
export function createBrowserPasskeyCeremonies(): PasskeyCeremonies {
  const browser = () => import('@simplewebauthn/browser')
  return {
    async create(options) {
      const { startRegistration } = await browser()
      try {
        const credential = await startRegistration({ optionsJSON: withPrf(options) as never })
        return answer(credential as unknown as CeremonyJson & Record<string, unknown>)
      } catch (error) {
        throw cancelled(error)
      }
    },
    async get(options) {
      const { startAuthentication } = await browser()
      try {
        const credential = await startAuthentication({ optionsJSON: withPrf(options) as never })
        return answer(credential as unknown as CeremonyJson & Record<string, unknown>)
      } catch (error) {
        throw cancelled(error)
      }
    },
  }
}
