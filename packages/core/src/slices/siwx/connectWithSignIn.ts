import type { ConnectResult } from '../../adapters/accountTypes'
import type { SignInConnectAdapter, SiwxSignInRequest } from '../../adapters/signInConnectTypes'
import { MESSAGES } from '../../shared/errors/catalogue'
import { SiwxError } from '../../shared/errors/errors'
import type { CaipNetwork, CaipNetworkId } from '../../shared/networks/types'
import { cloneFrozen } from '../../shared/validation/cloneFrozen'
import type { SiwxConfig } from './siwxConfig'
import { takeSignedInSession } from './takeSignedInSession'

/**
 * The instance's {@link SignInConnect}: a user connect with a required sign-in, in one wallet prompt
 * where the wallet can. It applies when sign-in is required, email capture is off (DataCapture comes
 * before signing), the config can issue a request before the account is known
 * (`createSignInRequest`), the network asked for is one of the app's that sign-in covers and the
 * adapter has its verifier; otherwise the adapter's plain `connect` runs and the sign view follows
 * as before. The config issues the request (every field but the account), the adapter's
 * `connectAndSignIn` connects and has the wallet sign it, and the signed message is checked against
 * the request and verified ({@link takeSignedInSession}) before the config stores it, as
 * `addSession` stores a two-step session. A wallet that cannot sign in while connecting is only
 * connected. A signed answer that is refused stores nothing and disconnects the wallet again; the
 * connect rejects with the typed refusal. An answer that comes after the caller gave the connect up
 * (`params.abandoned`) stores nothing either.
 *
 * @param adapter - The adapter's plain and one-prompt connects, its disconnect and verifier.
 * @param params - The connect's parameters: the network asked for is the one signed in on.
 * @param siwx - The app's sign-in config.
 * @param state - The instance's options (email capture) and networks.
 * @returns The connect's result.
 * @throws {SiwxError} the refusal of the signed answer, or "Error signing message" (code
 *   `INVALID_SIWX_MESSAGE`) when the config's request is not plain data.
 * @example
 * ```ts
 * const signIn: SignInConnect = (adapter, params) => connectWithSignIn(adapter, params, options.siwx, state)
 * ```
 */
export async function connectWithSignIn(
  adapter: SignInConnectAdapter,
  params: { connectorId: string; caipNetworkId?: CaipNetworkId; abandoned?: () => boolean },
  siwx: SiwxConfig | undefined,
  state: {
    options: { features: { emailCapture?: boolean | undefined } }
    chains: { networks: readonly CaipNetwork[] }
  },
): Promise<ConnectResult> {
  const verifier = adapter.siwx
  const network = state.chains.networks.find((n) => n.caipNetworkId === params.caipNetworkId)
  if (
    !siwx?.createSignInRequest ||
    siwx.getRequired?.() !== true ||
    state.options.features.emailCapture === true ||
    !verifier ||
    !network ||
    siwx.supportsNetwork?.(network) === false
  )
    return adapter.connect(params)
  let request: SiwxSignInRequest
  try {
    request = cloneFrozen(
      await siwx.createSignInRequest({ chainId: network.caipNetworkId }),
      'sign-in request',
    )
  } catch (cause) {
    throw new SiwxError(MESSAGES.siwxSignFailed, {
      code: 'INVALID_SIWX_MESSAGE',
      details: 'createSignInRequest must return the request as plain data',
      cause,
    })
  }
  const { signedIn, ...connected } = await adapter.connectAndSignIn({
    connectorId: params.connectorId,
    caipNetworkId: network.caipNetworkId,
    signIn: request,
  })
  // A connect given up while the wallet was asked (the modal closed): its flow undoes the late
  // connection, and the session the wallet signed meanwhile is not stored, as in two steps.
  if (signedIn === undefined || params.abandoned?.()) return connected
  try {
    const address = connected.accounts[0]?.address ?? ''
    await siwx.addSession(await takeSignedInSession({ verifier, request, address, signedIn }))
  } catch (error) {
    await adapter.disconnect({ connectorId: params.connectorId }).catch(() => undefined)
    throw error
  }
  return connected
}
