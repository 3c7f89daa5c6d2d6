import type { SiwxSignInRequest } from '../../adapters/signInConnectTypes'
import type { AdapterSiwxVerifier, SiwxMessageData, SiwxSession } from '../../adapters/siwxTypes'
import { parseCaipNetworkId } from '../../shared/networks/caip'
import type { CaipNetworkId } from '../../shared/networks/types'
import { createNonce } from './createNonce'
import { createSiwxNonceBook } from './createSiwxNonceBook'
import { createSiwxSessionStore } from './createSiwxSessionStore'
import type { DefaultSiwxOptions } from './defaultSiwxOptions'
import type { SiwxConfig } from './types'
import { findSiwxDataMismatch } from './verify/findSiwxDataMismatch'
import { isSameSiwxAccount } from './verify/isSameSiwxAccount'
import { isSiwxSession } from './verify/isSiwxSession'
import { siwxRefusal } from './verify/siwxRefusal'

// The options live beside this module; the public entries name them here.
export type { DefaultSiwxOptions } from './defaultSiwxOptions'

/** Storage key of the default sign-in sessions. */
export const SIWX_SESSIONS_KEY = 'siwx.sessions'

/**
 * The default sign-in. It issues every nonce itself (128 random bits from `crypto.getRandomValues`,
 * bound to the exact message it was issued for, usable once, within 10 minutes) and accepts only a
 * session whose message it issued, signed by the account, for its own domain and URI, within its
 * time bounds (`Issued At` at most 60 s ahead of this clock). Sessions are kept in Latch storage on
 * this device and verified again, signature included, each time they are read back: anything
 * malformed, oversized, edited, expired or not verifying is dropped and never served.
 * `createSignInRequest` issues a nonce the same way for a message the wallet writes while it
 * connects (one prompt for both); the session is then bound to every field but the account.
 * `setSessions` accepts only sessions it already keeps or whose nonce it issued, so a revoked
 * session cannot be brought back. Every refusal is a typed `SiwxError` (codes in
 * `SIWX_ERROR_CODES`); the numbers are `SIWX_LIMITS`.
 *
 * @param options - See {@link DefaultSiwxOptions}.
 * @returns A {@link SiwxConfig}.
 * @example
 * ```ts
 * const siwx = createDefaultSiwx({
 *   verifiers: [evm.siwx], storage: createStorage(localStorage), domain: location.host, uri: location.origin,
 *   statement: 'Sign in to My dApp', expirationMs: 7 * 24 * 3600_000,
 * })
 * ```
 */
export function createDefaultSiwx(options: DefaultSiwxOptions): SiwxConfig {
  const now = options.now ?? (() => Date.now())
  const nonces = createSiwxNonceBook(now)
  // An adapter's verifier loads its code on first use: load it now, so that the sign-in prompt
  // opens inside the user's click (a failed load is retried on use).
  for (const verifier of options.verifiers) void verifier.preload?.().catch(() => undefined)
  const store = createSiwxSessionStore(options.storage, SIWX_SESSIONS_KEY, now)
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
    // a connect-and-sign-in request was issued before the account was known: the wallet wrote it in
    // (with the ReCap a protocol may add to it: one-click authentication's, for the session's methods)
    // (loaded with such a session only: the first load of an app that signs in stays as it was)
    const asked =
      issued && !('accountAddress' in issued)
        ? (await import('./withCarriedRecap')).withCarriedRecap(issued, session.data)
        : issued
    const mismatch =
      asked && findSiwxDataMismatch({ accountAddress: session.data.accountAddress, ...asked }, session.data)
    if (mismatch) throw siwxRefusal('notIssued', mismatch)
  }
  const isValid = (session: SiwxSession) =>
    assertVerifies(session, session.data.chainId).then(
      () => true,
      () => false,
    )
  const matches = (session: SiwxSession, chainId: string, address: string) =>
    session.data.chainId === chainId && isSameSiwxAccount(chainId, session.data.accountAddress, address)

  /** The fields of a message issued now on a network, every one but the account. */
  const requestFor = (chainId: CaipNetworkId): SiwxSignInRequest => {
    const issued = now()
    const data: SiwxSignInRequest = {
      chainId,
      domain: options.domain,
      uri: options.uri,
      version: '1',
      nonce: createNonce(),
      issuedAt: new Date(issued).toISOString(),
    }
    if (options.statement) data.statement = options.statement
    if (options.expirationMs !== undefined)
      data.expirationTime = new Date(issued + options.expirationMs).toISOString()
    return data
  }

  return {
    async createMessage({ chainId, accountAddress }) {
      const verifier = verifierFor(chainId)
      const data: SiwxMessageData = { accountAddress, ...requestFor(chainId) }
      // Throws when the data cannot be written faithfully: nothing is issued or signed then.
      const message = await verifier.formatMessage(data)
      nonces.issue(data)
      return { data: { ...data }, message }
    },
    async createSignInRequest({ chainId }) {
      // the book keeps its own copy: the caller may change this one
      const request = requestFor(chainId)
      nonces.issue(request)
      return request
    },
    async addSession(session) {
      await assertIssued(shaped(session))
      const { data } = session
      const others = store.read().sessions.filter((s) => !matches(s, data.chainId, data.accountAddress))
      store.write([...others, session])
    },
    async getSessions(chainId, address) {
      // Only what still verifies, signature included, is served; the rest is dropped from storage.
      const { sessions, dirty } = store.read()
      const kept: SiwxSession[] = []
      const served: SiwxSession[] = []
      for (const session of sessions) {
        if (!matches(session, chainId, address)) kept.push(session)
        else if (await isValid(session)) served.push(session)
      }
      if (dirty || served.length + kept.length !== sessions.length) store.write([...kept, ...served])
      return served
    },
    async revokeSession(chainId, address) {
      store.write(store.read().sessions.filter((s) => !matches(s, chainId, address)))
    },
    async setSessions(sessions) {
      const stored = new Set(store.read().sessions.map((s) => s.data.nonce))
      for (const session of sessions) {
        // A session already kept may be set again; any other must carry a nonce issued for it.
        if (stored.has(shaped(session).data.nonce)) await assertVerifies(session, session.data.chainId)
        else await assertIssued(session)
      }
      store.write([...sessions])
    },
    getRequired: () => options.required ?? false,
    supportsNetwork: (network) => options.verifiers.some((v) => v.namespace === network.chainNamespace),
  }
}
