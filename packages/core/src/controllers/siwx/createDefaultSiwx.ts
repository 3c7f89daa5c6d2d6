import { SiwxError } from '../../errors/errors'
import { parseCaipNetworkId } from '../../networks/caip'
import type { CaipNetworkId } from '../../networks/types'
import { isSiwxSession } from '../../siwx/isSiwxSession'
import { SIWX_MESSAGES } from '../../siwx/siwxRefusal'
import type { SiwxMessageData, SiwxSession, SiwxVerifier } from '../../siwx/types'
import type { LatchStorage } from '../../storage/types'
import { createNonce } from './createNonce'
import type { SiwxConfig } from './types'

/** Storage key of the default sign-in sessions. */
export const SIWX_SESSIONS_KEY = 'siwx.sessions'

/**
 * Options of {@link createDefaultSiwx}.
 *
 * @example
 * ```ts
 * const options: DefaultSiwxOptions = { verifiers: [evmSiwx], storage, domain: 'app.example', uri: 'https://app.example' }
 * ```
 */
export type DefaultSiwxOptions = {
  /** One verifier per namespace, from the adapters (`adapter.siwx`). */
  verifiers: readonly SiwxVerifier[]
  /** Where sessions are kept (the instance's storage). */
  storage: LatchStorage
  /** The app's domain (host), written into messages and checked on verify. */
  domain: string
  /** The app's URI. */
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

const sameAccount = (namespace: string, a: string, b: string) =>
  namespace === 'eip155' ? a.toLowerCase() === b.toLowerCase() : a === b

/**
 * The default sign-in: messages formatted by the namespace's verifier with a fresh random nonce,
 * sessions verified before they are kept, and kept in Latch storage on this device. Expired
 * sessions are dropped when read.
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
  const verifierFor = (chainId: CaipNetworkId): SiwxVerifier => {
    const { namespace } = parseCaipNetworkId(chainId)
    const verifier = options.verifiers.find((v) => v.namespace === namespace)
    if (!verifier)
      throw new SiwxError(SIWX_MESSAGES.unsupportedNetwork, { code: 'SIWX_UNSUPPORTED', details: chainId })
    return verifier
  }
  const read = (): SiwxSession[] =>
    options.storage.get(
      SIWX_SESSIONS_KEY,
      (v): v is SiwxSession[] => Array.isArray(v) && v.every(isSiwxSession),
    ) ?? []
  const isLive = (session: SiwxSession) =>
    session.data.expirationTime === undefined || Date.parse(session.data.expirationTime) > now()
  const matches = (session: SiwxSession, chainId: CaipNetworkId, address: string) =>
    session.data.chainId === chainId &&
    sameAccount(parseCaipNetworkId(chainId).namespace, session.data.accountAddress, address)
  const assertValid = async (session: SiwxSession) => {
    const ok =
      isSiwxSession(session) &&
      session.data.domain === options.domain &&
      (await verifierFor(session.data.chainId).verify(session, {
        domain: options.domain,
        now: new Date(now()),
      }))
    if (!ok) {
      throw new SiwxError(SIWX_MESSAGES.invalidSignature, {
        code: 'SIWX_INVALID_SESSION',
        details: `${session.data?.chainId}:${session.data?.accountAddress}`,
      })
    }
  }

  return {
    async createMessage({ chainId, accountAddress }) {
      const verifier = verifierFor(chainId)
      const issued = now()
      const data: SiwxMessageData = {
        accountAddress,
        chainId,
        domain: options.domain,
        uri: options.uri,
        version: '1',
        nonce: createNonce(),
        issuedAt: new Date(issued).toISOString(),
      }
      if (options.statement !== undefined) data.statement = options.statement
      if (options.expirationMs !== undefined)
        data.expirationTime = new Date(issued + options.expirationMs).toISOString()
      return { data, message: verifier.formatMessage(data) }
    },
    async addSession(session) {
      await assertValid(session)
      const others = read().filter((s) => !matches(s, session.data.chainId, session.data.accountAddress))
      options.storage.set(SIWX_SESSIONS_KEY, [...others.filter(isLive), session])
    },
    async getSessions(chainId, address) {
      const all = read()
      const live = all.filter(isLive)
      if (live.length !== all.length) options.storage.set(SIWX_SESSIONS_KEY, live)
      return live.filter((s) => matches(s, chainId, address))
    },
    async revokeSession(chainId, address) {
      options.storage.set(
        SIWX_SESSIONS_KEY,
        read().filter((s) => !matches(s, chainId, address)),
      )
    },
    async setSessions(sessions) {
      for (const session of sessions) await assertValid(session)
      options.storage.set(SIWX_SESSIONS_KEY, sessions.filter(isLive))
    },
    getRequired: () => options.required ?? false,
    supportsNetwork: (network) => options.verifiers.some((v) => v.namespace === network.chainNamespace),
  }
}
