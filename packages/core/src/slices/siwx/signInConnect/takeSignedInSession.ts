import type { SiwxSignInRequest } from '../../../adapters/signInConnectTypes'
import type { AdapterSiwxVerifier, SiwxSession } from '../../../adapters/siwxTypes'
import { readUntrustedField } from '../../../shared/errors/readUntrustedField'
import { findSiwxDataMismatch } from '../verify/findSiwxDataMismatch'
import { SIWX_LIMITS } from '../verify/siwxLimits'
import { siwxRefusal } from '../verify/siwxRefusal'

/**
 * Takes in what a wallet signed while it connected (one prompt for connect and sign-in) as the
 * session the two-step path would have built: the wallet's text must parse as a sign-in message of
 * the namespace, carry exactly the request Latch sent (nonce, domain, URI, network, times,
 * statement) with the connected account written in, and its signature must verify with the
 * namespace's verifier. The answer is untrusted: strings only, within {@link SIWX_LIMITS}.
 *
 * @param params - The namespace's verifier, the request sent, the connected account and the
 *   wallet's `signedIn` answer.
 * @returns The frozen session, ready for the sign-in config's `addSession`.
 * @throws {SiwxError} `SIWX_MALFORMED_SESSION` (not two capped strings), `SIWX_MALFORMED_MESSAGE`
 *   (not a sign-in message), `SIWX_NOT_ISSUED` (a field differs from the request, details naming it),
 *   or the verifier's refusal (`SIWX_INVALID_SIGNATURE`...).
 * @example
 * ```ts
 * const session = await takeSignedInSession({ verifier: adapter.siwx, request, address, signedIn })
 * await siwx.addSession(session)
 * ```
 */
export async function takeSignedInSession(params: {
  verifier: AdapterSiwxVerifier
  request: SiwxSignInRequest
  address: string
  signedIn: unknown
}): Promise<SiwxSession> {
  const { verifier, request } = params
  const message = readUntrustedField(params.signedIn, 'message')
  const signature = readUntrustedField(params.signedIn, 'signature')
  if (
    typeof message !== 'string' ||
    typeof signature !== 'string' ||
    message.length > SIWX_LIMITS.messageChars ||
    signature.length > SIWX_LIMITS.signatureChars
  )
    throw siwxRefusal('malformedSession', 'the wallet’s signed-in answer')
  const data = await Promise.resolve()
    .then(() => verifier.parseMessage(message))
    .catch(() => {
      throw siwxRefusal('malformedMessage')
    })
  const mismatch = findSiwxDataMismatch({ ...request, accountAddress: params.address }, data)
  if (mismatch) throw siwxRefusal('notIssued', mismatch)
  const session: SiwxSession = Object.freeze({ data: Object.freeze(data), message, signature })
  const result = await verifier.check(session, {
    domain: request.domain,
    uri: request.uri,
    chainId: request.chainId,
    nonce: request.nonce,
  })
  if (!result.valid) throw result.error
  return session
}
