import type { SiwxSignInRequest } from '../../adapters/signInConnectTypes'
import type { AdapterSiwxVerifier, SiwxMessageData, SiwxSession } from '../../adapters/siwxTypes'
import { MESSAGES } from '../../shared/errors/catalogue'
import { SiwxError } from '../../shared/errors/errors'
import { readUntrustedField } from '../../shared/errors/readUntrustedField'
import { RECAP_SENTENCE } from './withCarriedRecap'

/** Characters of a wallet's signed-in answer read at most (a sign-in message is far shorter). */
const MAX_ANSWER_CHARS = 8192

const refused = (code: 'SIWX_MALFORMED_SESSION' | 'SIWX_NOT_ISSUED', details: string) =>
  new SiwxError(MESSAGES.siwxSignFailed, { code, details })

/**
 * The statement and resources of a request that the protocol added a ReCap to: the resource last,
 * the sentence after the statement (alone without one). Nothing when there is none.
 */
function withRecap(request: SiwxSignInRequest, recap: unknown): Partial<SiwxMessageData> {
  if (recap === undefined) return {}
  const resource = readUntrustedField(recap, 'resource')
  const statement = readUntrustedField(recap, 'statement')
  if (
    typeof resource !== 'string' ||
    typeof statement !== 'string' ||
    !resource.startsWith('urn:recap:') ||
    !statement.startsWith(RECAP_SENTENCE) ||
    resource.length > MAX_ANSWER_CHARS ||
    statement.length > MAX_ANSWER_CHARS
  )
    throw refused('SIWX_MALFORMED_SESSION', 'the ReCap added to the sign-in request')
  return {
    statement: request.statement ? `${request.statement} ${statement}` : statement,
    resources: [...(request.resources ?? []), resource],
  }
}

/**
 * Takes in what a wallet signed while it connected (one prompt for connect and sign-in) as the
 * session the two-step path would have built: the wallet's text must parse as a sign-in message of
 * the namespace and carry exactly the request Latch sent (nonce, domain, URI, network, version,
 * times, statement, resources) with the connected account written in, then the namespace's verifier
 * checks it (domain, URI, network, nonce, time bounds and signature). A ReCap the protocol added
 * (`signedIn.recap`, WalletConnect's one-click authentication) must be in the text exactly: its
 * resource last and its sentence after the statement. The answer is untrusted: strings of at most
 * 8192 characters.
 *
 * @param params - The namespace's verifier, the request sent, the connected account and the
 *   wallet's `signedIn` answer.
 * @returns The frozen session, ready for the sign-in config's `addSession`.
 * @throws {SiwxError} "Error signing message" with code `SIWX_MALFORMED_SESSION` (not two capped
 *   strings) or `SIWX_NOT_ISSUED` (a field differs from the request, `details` naming it), or the
 *   verifier's refusal (`SIWX_INVALID_SIGNATURE`...); the verifier's `ValidationError` when the text
 *   is not a sign-in message.
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
    message.length > MAX_ANSWER_CHARS ||
    signature.length > MAX_ANSWER_CHARS
  )
    throw refused('SIWX_MALFORMED_SESSION', 'the wallet’s signed-in answer')
  const data = await verifier.parseMessage(message)
  const asked: Partial<SiwxMessageData> = {
    ...request,
    ...withRecap(request, readUntrustedField(params.signedIn, 'recap')),
    accountAddress: params.address,
  }
  // every field, both ways: one the wallet added, left out or changed is refused
  const fields = Object.keys({ ...asked, ...data }) as (keyof SiwxMessageData)[]
  const changed = fields.find((field) => JSON.stringify(asked[field]) !== JSON.stringify(data[field]))
  if (changed) throw refused('SIWX_NOT_ISSUED', changed)
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
