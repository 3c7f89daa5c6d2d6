import type { ChainAdapter } from '../../../adapters/types'
import type { CaipNetwork, CaipNetworkId } from '../../../shared/networks/types'
import type { SiwxConfig } from '../siwxConfig'

/**
 * What {@link withSignInConnect} reads at each connect.
 *
 * @example
 * ```ts
 * const deps: SignInConnectDeps = { getSiwx: () => options.siwx, isEmailCaptureEnabled: () => false, getNetwork }
 * ```
 */
export type SignInConnectDeps = {
  /** The app's sign-in config; `undefined` when sign-in is off. */
  getSiwx: () => SiwxConfig | undefined
  /** Whether DataCapture comes before signing (the email goes into the message: two steps then). */
  isEmailCaptureEnabled: () => boolean
  /** An app network by id. */
  getNetwork: (caipNetworkId: CaipNetworkId) => CaipNetwork | undefined
}

/**
 * An adapter whose `connect` signs in with the same wallet prompt when sign-in is required (SPEC
 * §4: a connect is then always followed by the signature), the config can issue a request before
 * the account is known (`createSignInRequest`), email capture is off (DataCapture comes first), the
 * network is one sign-in covers and the adapter has `connectAndSignIn`. Everything else is the
 * adapter's own (read through, so values it sets later, such as its verifier, are seen). The code
 * of the one-prompt path loads with the first such connect.
 *
 * @param adapter - A chain adapter.
 * @param deps - The sign-in config, the email-capture switch and the app's networks.
 * @returns The adapter, or one whose `connect` does both when it can.
 * @example
 * ```ts
 * const adapters = options.adapters.map((a) => withSignInConnect(a, { getSiwx, isEmailCaptureEnabled, getNetwork }))
 * ```
 */
export function withSignInConnect(adapter: ChainAdapter, deps: SignInConnectDeps): ChainAdapter {
  if (!adapter.connectAndSignIn) return adapter
  const wrapped: ChainAdapter = Object.create(adapter)
  wrapped.connect = async (params) => {
    const siwx = deps.getSiwx()
    const network = params.caipNetworkId === undefined ? undefined : deps.getNetwork(params.caipNetworkId)
    const createSignInRequest = siwx?.createSignInRequest
    if (
      !siwx ||
      !createSignInRequest ||
      !network ||
      !adapter.siwx ||
      siwx.getRequired?.() !== true ||
      deps.isEmailCaptureEnabled() ||
      siwx.supportsNetwork?.(network) === false
    )
      return adapter.connect(params)
    const { connectWithSignIn } = await import('./connectWithSignIn')
    return connectWithSignIn(
      adapter,
      { connectorId: params.connectorId, caipNetworkId: network.caipNetworkId },
      {
        createSignInRequest: (input) => createSignInRequest.call(siwx, input),
        addSession: (s) => siwx.addSession(s),
      },
    )
  }
  return wrapped
}
