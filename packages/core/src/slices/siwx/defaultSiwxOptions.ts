import type { AdapterSiwxVerifier } from '../../adapters/siwxTypes'
import type { LatchStorage } from '../../shared/storage/types'

/**
 * Options of createDefaultSiwx.
 *
 * @example
 * ```ts
 * const options: DefaultSiwxOptions = { verifiers: [evmSiwx], storage, domain: 'app.example', uri: 'https://app.example' }
 * ```
 */
export type DefaultSiwxOptions = {
  /** One verifier per namespace, from the adapters (`adapter.siwx`); each is preloaded at once. */
  verifiers: readonly AdapterSiwxVerifier[]
  /** Where sessions are kept (the instance's storage). */
  storage: LatchStorage
  /** The app's domain (host), written into messages and required of every session. */
  domain: string
  /** The app's URI, written into messages and required of every session. */
  uri: string
  /** Statement shown in the message. */
  statement?: string
  /** Session lifetime; default none (a session lasts until revoked). */
  expirationMs?: number
  /** Sign-in required (the modal cannot be closed without it). Default false. */
  required?: boolean
  /** Clock; default `Date.now`. */
  now?: () => number
}
