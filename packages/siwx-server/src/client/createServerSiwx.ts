import {
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  isSameSiwxAccount,
  isSiwxSession,
  SIWX_ERROR_CODE_LIST,
  type SiwxConfig,
  SiwxError,
  type SiwxErrorCode,
  type SiwxSession,
  toHttpErrorCode,
} from '@latch/core/kit'
import { SIWX_CLIENT_MESSAGES } from '../errors/siwxServerMessages'

/**
 * Options of {@link createServerSiwx}.
 *
 * @example
 * ```ts
 * const options: ServerSiwxOptions = { baseUrl: '/api/siwx', required: true }
 * ```
 */
export type ServerSiwxOptions = {
  /** Where the kit is mounted, e.g. `https://app.example/api/siwx` or `/api/siwx`. */
  baseUrl: string
  /** The fetch to use; default `globalThis.fetch` (requests send cookies: `credentials: 'include'`). */
  fetch?: typeof globalThis.fetch
  /** Sign-in required (the modal cannot be closed without it). Default false. */
  required?: boolean
  /** Namespaces sign-in is offered on; default every one. */
  namespaces?: readonly ChainNamespace[]
}

// The codes the kit's server answers with (the verifiers' refusals and its own) are SiwxError's
// codes: SIWX_ERROR_CODE_LIST.

/** Largest answer read from the kit. */
const MAX_ANSWER_CHARS = 256 * 1024

const refusal = (code: SiwxErrorCode, message: string) => new SiwxError(message, { code })

/**
 * The browser half of the server sign-in kit: a core `SiwxConfig` whose nonces and messages come
 * from the kit (`GET /nonce`) and whose sessions are verified and kept there (`POST /session`, read
 * with `GET /session`, revoked with `DELETE /session`), over `fetch` with cookies. Pass it as
 * `siwx` to `createLatch`: the modal flow is the same as with the default sign-in. Answers are
 * untrusted: their size and shape are checked, and a message must be for the network and account
 * asked for. A refusal of the kit rejects with a `SiwxError` carrying the kit's code.
 *
 * @param options - See {@link ServerSiwxOptions}.
 * @returns The sign-in config.
 * @example
 * ```ts
 * const latch = createLatch({ adapters, networks, siwx: createServerSiwx({ baseUrl: '/api/siwx' }) })
 * ```
 */
export function createServerSiwx(options: ServerSiwxOptions): SiwxConfig {
  const base = options.baseUrl.replace(/\/+$/, '')
  const doFetch = (path: string, init: RequestInit = {}) =>
    (options.fetch ?? globalThis.fetch)(`${base}${path}`, {
      credentials: 'include',
      cache: 'no-store',
      ...init,
    })

  const read = async (response: Response): Promise<unknown> => {
    const text = await response.text()
    if (text.length > MAX_ANSWER_CHARS) throw refusal('SIWX_BAD_ANSWER', SIWX_CLIENT_MESSAGES.answerTooLarge)
    try {
      return text ? JSON.parse(text) : undefined
    } catch {
      throw refusal('SIWX_BAD_ANSWER', SIWX_CLIENT_MESSAGES.answerUnreadable)
    }
  }
  const failure = (body: unknown, status: number): SiwxError => {
    const error = (body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error
    const received = error?.code
    const code = (SIWX_ERROR_CODE_LIST as readonly unknown[]).includes(received)
      ? (received as SiwxErrorCode)
      : toHttpErrorCode(status)
    const message =
      typeof error?.message === 'string' ? error.message.slice(0, 200) : SIWX_CLIENT_MESSAGES.refused
    return refusal(code, message)
  }
  const matches = (session: SiwxSession, chainId: string, address: string) =>
    session.data.chainId === chainId && isSameSiwxAccount(chainId, session.data.accountAddress, address)

  const currentSessions = async (): Promise<SiwxSession[]> => {
    const response = await doFetch('/session')
    if (response.status === 401) return []
    const body = await read(response)
    if (!response.ok) throw failure(body, response.status)
    const sessions = (body as { sessions?: unknown } | undefined)?.sessions
    return Array.isArray(sessions) ? sessions.filter(isSiwxSession) : []
  }

  const addSession = async (session: SiwxSession) => {
    const response = await doFetch('/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(session),
    })
    const body = await read(response)
    if (!response.ok) throw failure(body, response.status)
  }

  return {
    async createMessage({ chainId, accountAddress }) {
      const query = new URLSearchParams({ chainId, address: accountAddress })
      const response = await doFetch(`/nonce?${query}`)
      const body = await read(response)
      if (!response.ok) throw failure(body, response.status)
      const { data, message } = (body ?? {}) as { data?: unknown; message?: unknown }
      const candidate = { data, message, signature: '' }
      if (!isSiwxSession(candidate) || !matches(candidate, chainId, accountAddress))
        throw refusal('SIWX_BAD_ANSWER', SIWX_CLIENT_MESSAGES.foreignMessage)
      return { data: candidate.data, message: candidate.message }
    },
    addSession,
    async getSessions(chainId: CaipNetworkId, address: string) {
      return (await currentSessions()).filter((s) => matches(s, chainId, address))
    },
    async revokeSession(chainId, address) {
      const query = new URLSearchParams({ chainId, address })
      const response = await doFetch(`/session?${query}`, { method: 'DELETE' })
      if (!response.ok) throw failure(await read(response), response.status)
    },
    async setSessions(sessions) {
      // The server keeps only what it verified itself: clearing signs out, anything else is posted.
      if (sessions.length === 0) {
        const response = await doFetch('/session', { method: 'DELETE' })
        if (!response.ok) throw failure(await read(response), response.status)
        return
      }
      for (const session of sessions) await addSession(session)
    },
    getRequired: () => options.required ?? false,
    supportsNetwork: (network: CaipNetwork) =>
      options.namespaces === undefined || options.namespaces.includes(network.chainNamespace),
  }
}
