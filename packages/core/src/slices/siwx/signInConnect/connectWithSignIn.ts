import type { ConnectResult } from '../../../adapters/accountTypes'
import type { ChainAdapter } from '../../../adapters/types'
import { MESSAGES } from '../../../shared/errors/catalogue'
import { SiwxError } from '../../../shared/errors/errors'
import type { CaipNetworkId } from '../../../shared/networks/types'
import { cloneFrozen } from '../../../shared/validation/cloneFrozen'
import type { SiwxConfig } from '../siwxConfig'
import { takeSignedInSession } from './takeSignedInSession'

/**
 * A connect with a required sign-in, in one wallet prompt where the wallet can: the sign-in config
 * issues the request (every field but the account), the adapter's `connectAndSignIn` connects and
 * has the wallet sign it, and the signed message is checked against the request and verified
 * ({@link takeSignedInSession}) before the config stores it, as `addSession` stores a two-step
 * session. A wallet that cannot sign in while connecting is only connected: the sign view then asks
 * for the signature, as before. A signed answer that is refused stores nothing and disconnects the
 * wallet again; the connect rejects with the typed refusal.
 *
 * @param adapter - The namespace's adapter (with `connectAndSignIn` and `siwx`).
 * @param params - The connect's parameters, on the network the sign-in is for.
 * @param siwx - The app's sign-in config (with `createSignInRequest`).
 * @returns The connect's result.
 * @throws {SiwxError} the refusal of the signed answer, or "Error signing message" (code
 *   `INVALID_SIWX_MESSAGE`) when the config's request is not plain data.
 * @example
 * ```ts
 * const result = await connectWithSignIn(adapter, { connectorId, caipNetworkId }, options.siwx)
 * ```
 */
export async function connectWithSignIn(
  adapter: Pick<ChainAdapter, 'connectAndSignIn' | 'connect' | 'disconnect' | 'siwx'>,
  params: { connectorId: string; caipNetworkId: CaipNetworkId },
  siwx: Required<Pick<SiwxConfig, 'createSignInRequest'>> & Pick<SiwxConfig, 'addSession'>,
): Promise<ConnectResult> {
  const { connectAndSignIn, siwx: verifier } = adapter
  if (!connectAndSignIn || !verifier) return adapter.connect(params)
  let request: Awaited<ReturnType<typeof siwx.createSignInRequest>>
  try {
    request = cloneFrozen(
      await siwx.createSignInRequest({ chainId: params.caipNetworkId }),
      'sign-in request',
    )
  } catch (cause) {
    throw new SiwxError(MESSAGES.siwxSignFailed, {
      code: 'INVALID_SIWX_MESSAGE',
      details: 'createSignInRequest must return the request as plain data',
      cause,
    })
  }
  const { signedIn, ...connected } = await connectAndSignIn.call(adapter, { ...params, signIn: request })
  if (signedIn === undefined) return connected
  try {
    const address = connected.accounts[0]?.address ?? ''
    await siwx.addSession(await takeSignedInSession({ verifier, request, address, signedIn }))
  } catch (error) {
    await adapter.disconnect({ connectorId: params.connectorId }).catch(() => undefined)
    throw error
  }
  return connected
}
