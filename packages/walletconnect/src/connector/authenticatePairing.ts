import type { SiwxSignInRequest } from '@latch/core/kit'
import type { ProposalNamespaces } from '../namespaces/buildProposalNamespaces'
import type { SessionRecord } from '../session/types'
import { startAuthenticate } from './startAuthenticate'
import type { Pairing, StartPairingParams } from './startPairing'

/**
 * The connector's one-click authentication, loaded with the first sign-in that can use it:
 * WalletConnect authenticates eip155 sessions only, so the app's namespaces must all be eip155 and
 * the request for an eip155 chain (else `undefined`, nothing asked). `run` is the connector's
 * pairing run (its state, URI, cancel and required-namespace check) given this start.
 *
 * @param request - The sign-in request.
 * @param namespaces - The app's proposal namespaces.
 * @param run - Runs a pairing from a start to a checked session.
 * @returns The session and the wallet's CACAOs (untrusted; empty when it answered the proposal).
 * @example
 * ```ts
 * authenticate: (request) => import('./authenticatePairing').then((m) => m.authenticatePairing(request, namespaces, runConnect))
 * ```
 */
export async function authenticatePairing(
  request: SiwxSignInRequest,
  namespaces: ProposalNamespaces,
  run: (start: (params: StartPairingParams) => Pairing) => Promise<SessionRecord>,
): Promise<{ session: SessionRecord; cacaos: unknown[] } | undefined> {
  const keys = Object.keys({ ...namespaces.required, ...namespaces.optional })
  if (keys.some((key) => key !== 'eip155') || !request.chainId.startsWith('eip155:')) return undefined
  let cacaos: unknown[] = []
  const session = await run((params) => {
    const running = startAuthenticate({ ...params, request })
    cacaos = running.cacaos
    return running
  })
  return { session, cacaos }
}
