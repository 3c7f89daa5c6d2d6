import type { CaipNetworkId } from '../shared/networks/types'
import type { ConnectResult } from './accountTypes'
import type { SiwxMessageData } from './siwxSession'

/**
 * What Latch asks a wallet to sign while it connects (one prompt for both): every field of the
 * sign-in message except the account, which the wallet fills in with the account it connects.
 *
 * @example
 * ```ts
 * const request: SiwxSignInRequest = {
 *   chainId: 'eip155:1', domain: 'app.example', uri: 'https://app.example', version: '1',
 *   nonce: 'n0nce1234', issuedAt: new Date().toISOString(),
 * }
 * ```
 */
export type SiwxSignInRequest = Omit<SiwxMessageData, 'accountAddress'>

/**
 * The parameters of {@link ConnectAndSignIn}: a connect's, and the sign-in request.
 *
 * @example
 * ```ts
 * await adapter.connectAndSignIn?.({ connectorId: 'io.metamask', caipNetworkId: 'eip155:1', signIn: request })
 * ```
 */
export type ConnectAndSignInParameters = {
  connectorId: string
  caipNetworkId?: CaipNetworkId
  signIn: SiwxSignInRequest
}

/**
 * What a connect-and-sign-in returns: the connect's result, and `signedIn` (the exact text the
 * wallet signed and the signature in the namespace's encoding) when the wallet signed in the same
 * prompt. A wallet that cannot is connected as `connect` connects it, and `signedIn` is absent:
 * Latch then asks for the signature in a second prompt, as it always did.
 *
 * @example
 * ```ts
 * const { signedIn, ...connected } = await adapter.connectAndSignIn({ connectorId, signIn: request })
 * if (signedIn) await complete(signedIn.message, signedIn.signature)
 * ```
 */
export type ConnectAndSignInResult = ConnectResult & {
  signedIn?: { message: string; signature: string }
}

/**
 * An adapter's one-prompt connect and sign-in (ERC-7846 `wallet_connect` with
 * `signInWithEthereum`, Wallet Standard `solana:signIn`): connects and, where the wallet can, signs
 * the sign-in request in the same prompt. Never a second prompt: a wallet that refuses the method as
 * unknown is connected as `connect` does.
 *
 * @example
 * ```ts
 * const adapter: ChainAdapter = { ...base, connectAndSignIn: async (params) => connectAndSign(params) }
 * ```
 */
export type ConnectAndSignIn = (params: ConnectAndSignInParameters) => Promise<ConnectAndSignInResult>
