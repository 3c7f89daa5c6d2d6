import type { AdapterSiwxVerifier, SiwxSession } from '../../adapters/siwxTypes'
import { parseCaipNetworkId } from '../../shared/networks/caip'
import type { CaipNetworkId } from '../../shared/networks/types'
import type { SiwxNonceBook } from './createSiwxNonceBook'
import type { DefaultSiwxOptions } from './defaultSiwxOptions'
import { findSiwxDataMismatch } from './verify/findSiwxDataMismatch'
import { isSameSiwxAccount } from './verify/isSameSiwxAccount'
import { isSiwxSession } from './verify/isSiwxSession'
import { siwxRefusal } from './verify/siwxRefusal'

/**
 * How the default sign-in judges a session: the namespace's verifier, the session's shape, its
 * signature and time bounds against this app's domain and URI, and its nonce (one this app issued
 * for exactly this message). Every refusal is thrown as the typed `SiwxError`.
 *
 * @param options - The default sign-in's verifiers, domain and URI.
 * @param nonces - The nonces the default sign-in issued.
 * @param now - The clock.
 * @returns `verifierFor`, `shaped`, `assertVerifies`, `assertIssued`, `isValid` and `matches`.
 * @example
 * ```ts
 * const checks = createSiwxSessionChecks(options, createSiwxNonceBook(now), now)
 * await checks.assertIssued(checks.shaped(session))
 * ```
 */
export function createSiwxSessionChecks(
  options: Pick<DefaultSiwxOptions, 'verifiers' | 'domain' | 'uri'>,
  nonces: SiwxNonceBook,
  now: () => number,
) {
  const verifierFor = (chainId: string): AdapterSiwxVerifier => {
    let namespace: string
    try {
      namespace = parseCaipNetworkId(chainId).namespace
    } catch {
      throw siwxRefusal('malformedSession', `chain id "${chainId}"`)
    }
    const verifier = options.verifiers.find((v) => v.namespace === namespace)
    if (!verifier) throw siwxRefusal('unsupportedNetwork', chainId)
    return verifier
  }
  const shaped = (session: unknown): SiwxSession => {
    if (!isSiwxSession(session)) throw siwxRefusal('malformedSession')
    return session
  }
  /** Verifies a session against this app; throws the refusal. */
  const assertVerifies = async (session: SiwxSession, chainId: CaipNetworkId) => {
    const result = await verifierFor(session.data.chainId).check(session, {
      domain: options.domain,
      uri: options.uri,
      chainId,
      now: new Date(now()),
    })
    if (!result.valid) throw result.error
  }
  /** Uses the session's nonce: it must be one this app issued for exactly this message. */
  const assertIssued = async (session: SiwxSession) => {
    const { issued, refusal } = nonces.take(session.data.nonce)
    // The signature and time checks come first so that their refusal is the one reported.
    await assertVerifies(session, issued?.chainId ?? session.data.chainId)
    if (refusal) throw siwxRefusal(refusal)
    const mismatch = issued && findSiwxDataMismatch(issued, session.data)
    if (mismatch) throw siwxRefusal('notIssued', mismatch)
  }
  const isValid = (session: SiwxSession) =>
    assertVerifies(session, session.data.chainId).then(
      () => true,
      () => false,
    )
  const matches = (session: SiwxSession, chainId: string, address: string) =>
    session.data.chainId === chainId && isSameSiwxAccount(chainId, session.data.accountAddress, address)

  return { verifierFor, shaped, assertVerifies, assertIssued, isValid, matches }
}
