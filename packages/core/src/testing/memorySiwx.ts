import type { SiwxSession } from '../adapters/siwxTypes'
import type { ChainNamespace } from '../shared/networks/types'
import type { SiwxConfig } from '../slices/siwx/types'
import { isSameSiwxAccount } from '../slices/siwx/verify/isSameSiwxAccount'

/**
 * An app-side sign-in session store kept in memory: the app's own {@link SiwxConfig} (as an app
 * that keeps sessions on its backend would supply), not a stand-in for a remote part. It keeps what
 * it is given; the default SIWX's verification is tested beside it.
 *
 * @param options - Required or not; the chain families sign-in covers (default every one).
 * @returns The config and the sessions it holds.
 * @example
 * ```ts
 * const siwx = memorySiwx({ required: true, namespaces: ['eip155'] })
 * createLatch({ ...options, siwx })
 * ```
 */
export function memorySiwx(
  options: { required?: boolean; namespaces?: readonly ChainNamespace[] } = {},
): SiwxConfig & { sessions: SiwxSession[] } {
  const sessions: SiwxSession[] = []
  let counter = 0
  return {
    sessions,
    async createMessage({ chainId, accountAddress }) {
      counter += 1
      const data = {
        accountAddress,
        chainId,
        domain: 'app.test',
        uri: 'https://app.test',
        version: '1',
        nonce: `n0nce${String(counter).padStart(4, '0')}`,
        issuedAt: '2026-11-22T00:00:00.000Z',
      }
      return { data, message: `app.test wants you to sign in with ${accountAddress} on ${chainId}` }
    },
    async addSession(session) {
      sessions.push(session)
    },
    async getSessions(chainId, address) {
      return sessions.filter(
        (s) => s.data.chainId === chainId && isSameSiwxAccount(chainId, s.data.accountAddress, address),
      )
    },
    async revokeSession() {},
    async setSessions(next) {
      sessions.splice(0, sessions.length, ...next)
    },
    getRequired: () => options.required === true,
    supportsNetwork: (network) => !options.namespaces || options.namespaces.includes(network.chainNamespace),
  }
}
