import {
  ConnectionError,
  MESSAGES,
  readUntrustedField,
  SiwxError,
  type SiwxSignInRequest,
} from '@latch/core/kit'
import type UniversalProvider from '@walletconnect/universal-provider'
import { pinSignInPayload } from './pinSignInPayload'
import { connectError, type Pairing, type StartPairingParams } from './startPairing'

type Session = NonNullable<UniversalProvider['session']>

/**
 * A running one-click authentication: a {@link Pairing} (the session, and `cancel`), and the
 * wallet's CACAOs, filled in as the session resolves (untrusted, as the wallet sent them; empty when
 * the wallet answered the session proposal instead).
 *
 * @example
 * ```ts
 * const authenticating = startAuthenticate({ provider, namespaces, scheduler, expiryMs, onUri, request })
 * const session = await authenticating.session // authenticating.cacaos now holds the wallet's
 * ```
 */
export type Authenticating = Pairing & { cacaos: unknown[] }

/** The SDK's reason for a CACAO that does not carry its request: `<field> mismatch`. */
const MISMATCH = /Cacao does not match the request: (\w+) mismatch/
/** The request fields the SDK names, as Latch's sign-in names them. */
const FIELD: Record<string, string> = { domain: 'domain', nonce: 'nonce', aud: 'uri' }

/**
 * Maps the SDK's refusal of the wallet's answer onto Latch's: a CACAO for another domain, nonce or
 * URI is "Error signing message" with code `SIWX_NOT_ISSUED` (`details` naming the field), one whose
 * signature does not verify (or that is not an EOA signature) `SIWX_INVALID_SIGNATURE`; the rest is
 * the connect's own error ("Connection rejected", "Failed to connect").
 */
function authenticateError(error: unknown): Error {
  const raw = typeof error === 'string' ? error : readUntrustedField(error, 'message')
  const text = typeof raw === 'string' ? raw.slice(0, 300) : ''
  const field = MISMATCH.exec(text)?.[1]
  if (field)
    return new SiwxError(MESSAGES.siwxSignFailed, { code: 'SIWX_NOT_ISSUED', details: FIELD[field] ?? field })
  if (/Signature verification failed|unsupported sign-in signature/.test(text))
    return new SiwxError(MESSAGES.siwxSignFailed, { code: 'SIWX_INVALID_SIGNATURE', details: text })
  return connectError(typeof error === 'string' ? { message: error } : error)
}

/**
 * Pairs with WalletConnect's one-click authentication (`wc_sessionAuthenticate`, eip155 only): the
 * wallet signs the sign-in request (a CAIP-122 message carrying Latch's request, issued-at and
 * request id included, and a ReCap for the session's methods) as it connects; a wallet without it
 * answers the session proposal the SDK sends beside it. The proposal carries the app's namespaces
 * and RPC map, so the session reads only through the app's own RPC. A session the wallet approves
 * after `cancel` is ended at once: nothing stays connected that the app gave up.
 *
 * @param params - A pairing's parameters (the app's namespaces eip155 only) and the sign-in request.
 * @returns The running authentication.
 * @example
 * ```ts
 * const authenticating = startAuthenticate({ provider, namespaces, scheduler, expiryMs, onUri: show, request })
 * const session = await authenticating.session
 * ```
 */
export function startAuthenticate(
  params: StartPairingParams & { request: SiwxSignInRequest },
): Authenticating {
  const { provider, namespaces, request, scheduler, expiryMs } = params
  const onUri = (uri: string) =>
    params.onUri({ uri, expiresAt: scheduler.now() + expiryMs, proposal: undefined })
  const methods = [
    ...new Set(
      [...Object.values(namespaces.required), ...Object.values(namespaces.optional)].flatMap(
        (n) => n.methods,
      ),
    ),
  ]
  let cancel: (error: Error) => Promise<void> = async () => {}
  const cacaos: unknown[] = []
  const session = new Promise<Session>((resolve, reject) => {
    let done = false
    const unpin = pinSignInPayload(provider, request)
    const finish = (settle: () => void) => {
      if (done) return
      done = true
      unpin()
      provider.off('display_uri', onUri)
      settle()
    }
    provider.on('display_uri', onUri)
    cancel = (error) => {
      let retired = Promise.resolve()
      finish(() => {
        retired = provider.cleanupPendingPairings({ deletePairings: true }).catch(() => {})
        reject(error)
      })
      return retired
    }
    provider
      .authenticate({
        chains: [request.chainId],
        domain: request.domain,
        uri: request.uri,
        nonce: request.nonce,
        methods,
        ...(request.statement ? { statement: request.statement } : {}),
        ...(request.expirationTime ? { exp: request.expirationTime } : {}),
        ...(request.notBefore ? { nbf: request.notBefore } : {}),
        ...(request.resources ? { resources: [...request.resources] } : {}),
        // read by the provider: the fallback session keeps the app's namespaces and RPC map
        ...({ namespaces: namespaces.required, optionalNamespaces: namespaces.optional } as object),
      })
      .then((answer) => {
        const approved = answer.session
        // approved after the pairing was given up: the session the SDK opened is ended at once
        if (done && approved) return void provider.disconnect().catch(() => {})
        if (!approved)
          throw new ConnectionError(MESSAGES.failedToConnect, {
            code: 'CONNECTION_FAILED',
            details: 'The wallet approved no session',
          })
        if (Array.isArray(answer.auths)) cacaos.push(...answer.auths.slice(0, 10))
        finish(() => resolve(approved))
      })
      .catch((error: unknown) => finish(() => reject(authenticateError(error))))
  })
  return { session, cacaos, cancel: (error) => cancel(error) }
}
