import type { SiwxSignInRequest } from '../../adapters/signInConnectTypes'
import type { SiwxMessageData } from '../../adapters/siwxTypes'

/**
 * The sentence ERC-5573 writes after a statement for a ReCap's actions: a protocol's ReCap
 * statement starts with it.
 *
 * @example
 * ```ts
 * recap.statement.startsWith(RECAP_SENTENCE)
 * ```
 */
export const RECAP_SENTENCE =
  'I further authorize the stated URI to perform the following actions on my behalf: '

/** Characters of a ReCap resource or statement read at most. */
const MAX_RECAP_CHARS = 8192

/**
 * A connect-and-sign-in request with the ReCap (ERC-5573) that the protocol added to it, as a
 * signed session carries it (WalletConnect's one-click authentication adds one for the session's
 * methods): one `urn:recap:` resource after the request's own, and a statement that is the
 * request's followed by the ReCap's sentence. A session without exactly that gets the request back
 * unchanged, so every other difference stays a mismatch. The adapter already checked the sentence
 * against the actions it read; this keeps the sign-in config's own check of what it issued.
 *
 * @param issued - The request as issued (without an account).
 * @param data - The signed session's data.
 * @returns The request the session is checked against.
 * @example
 * ```ts
 * const mismatch = findSiwxDataMismatch({ accountAddress, ...withCarriedRecap(issued, data) }, data)
 * ```
 */
export function withCarriedRecap(issued: SiwxSignInRequest, data: SiwxMessageData): SiwxSignInRequest {
  const own = issued.resources ?? []
  const resources = data.resources ?? []
  const resource = resources.at(-1)
  const lead = issued.statement ? `${issued.statement} ${RECAP_SENTENCE}` : RECAP_SENTENCE
  if (
    resources.length !== own.length + 1 ||
    !resource?.startsWith('urn:recap:') ||
    resource.length > MAX_RECAP_CHARS ||
    !data.statement?.startsWith(lead) ||
    data.statement.length > MAX_RECAP_CHARS
  )
    return issued
  return { ...issued, statement: data.statement, resources: [...own, resource] }
}
