import { sha256 } from '@noble/hashes/sha2.js'

/**
 * The salt the key frame evaluates a passkey's PRF with: SHA-256("latch-recovery-wrap"). Fixed, so
 * the same passkey gives the same output on every device; the output (never the salt) is the key
 * the recovery share is sealed under.
 *
 * @example
 * ```ts
 * const extensions = { prf: { eval: { first: PRF_SALT } } }
 * ```
 */
export const PRF_SALT: Uint8Array = sha256(new TextEncoder().encode('latch-recovery-wrap'))

/**
 * What one WebAuthn ceremony gives the frame: the credential as JSON, for the auth service, with
 * its `clientExtensionResults` emptied, and apart from it the PRF output (when the authenticator
 * has PRF and gave one), which never leaves the frame.
 *
 * @example
 * ```ts
 * const { response, prfOutput }: PasskeyCeremonyResult = await ceremonies.get(options)
 * ```
 */
export type PasskeyCeremonyResult = { response: Record<string, unknown>; prfOutput: Uint8Array | undefined }

/**
 * The browser's WebAuthn ceremonies as the frame runs them, each asking for the PRF extension
 * with {@link PRF_SALT}. The frame page implements them with `@simplewebauthn/browser`
 * (`createBrowserPasskeyCeremonies`); tests give a software authenticator.
 *
 * @example
 * ```ts
 * const created = await ceremonies.create(registrationOptionsJson)
 * ```
 */
export type PasskeyCeremonies = {
  /** Creates a passkey (`navigator.credentials.create`) from registration options JSON. */
  create(options: Record<string, unknown>): Promise<PasskeyCeremonyResult>
  /** Uses a passkey (`navigator.credentials.get`) from authentication options JSON. */
  get(options: Record<string, unknown>): Promise<PasskeyCeremonyResult>
}
