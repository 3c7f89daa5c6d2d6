import type { CaipNetworkId } from '../shared/networks/types'
import type { ConnectResult } from './accountTypes'
import type { SiwxMessageData } from './siwxSession'
import type { AdapterSiwxVerifier } from './siwxTypes'

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
 * A ReCap (ERC-5573) the protocol itself adds to the sign-in request, as WalletConnect's one-click
 * authentication does for the session's methods: its `urn:recap:` resource, appended to the
 * request's resources, and the sentence it adds to the statement ("I further authorize the stated
 * URI to perform the following actions on my behalf: ..."), written by the adapter from the
 * granted actions it checked, never taken from the wallet's text.
 *
 * @example
 * ```ts
 * const recap: SignedInRecap = { resource: 'urn:recap:eyJhdHQiOnt9fQ', statement: 'I further authorize the stated URI to perform the following actions on my behalf: ...' }
 * ```
 */
export type SignedInRecap = { resource: string; statement: string }

/**
 * What a connect-and-sign-in returns: the connect's result, and `signedIn` (the exact text the
 * wallet signed and the signature in the namespace's encoding) when the wallet signed in the same
 * prompt. A wallet that cannot is connected as `connect` connects it, and `signedIn` is absent:
 * Latch then asks for the signature in a second prompt, as it always did. `recap` is the ReCap the
 * protocol added to the request ({@link SignedInRecap}): the signed text must carry the request
 * with exactly that resource and sentence added.
 *
 * @example
 * ```ts
 * const { signedIn, ...connected } = await adapter.connectAndSignIn({ connectorId, signIn: request })
 * if (signedIn) await complete(signedIn.message, signedIn.signature)
 * ```
 */
export type ConnectAndSignInResult = ConnectResult & {
  signedIn?: { message: string; signature: string; recap?: SignedInRecap }
}

/**
 * An adapter's one-prompt connect and sign-in (ERC-7846 `wallet_connect` with
 * `signInWithEthereum`, Wallet Standard `solana:signIn`): connects and, where the wallet can, signs
 * the sign-in request in the same prompt. Never a second prompt: a wallet that refuses the method as
 * unknown is connected as `connect` does.
 *
 * @example
 * ```ts
 * const connectAndSignIn: ConnectAndSignIn = async ({ connectorId, signIn }) => ({ ...(await connect({ connectorId })) })
 * ```
 */
export type ConnectAndSignIn = (params: ConnectAndSignInParameters) => Promise<ConnectAndSignInResult>

/**
 * What an adapter hands to {@link SignInConnect}: its plain connect, its one-prompt connect, its
 * disconnect (a refused sign-in is undone) and its sign-in verifier.
 *
 * @example
 * ```ts
 * const parts: SignInConnectAdapter = { connect: plainConnect, connectAndSignIn, disconnect, siwx: adapter.siwx }
 * ```
 */
export type SignInConnectAdapter = {
  connect(params: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<ConnectResult>
  connectAndSignIn: ConnectAndSignIn
  disconnect(params: { connectorId: string }): Promise<void>
  siwx?: AdapterSiwxVerifier | undefined
}

/**
 * The instance's connect with sign-in, given to adapters in `AdapterContext.signIn` when the app
 * has sign-in: an adapter that can connect and sign in with one prompt sends its user connects
 * through it. When sign-in is required (and email capture does not come first) it connects and
 * signs in with one prompt and stores the verified session; otherwise it calls the adapter's plain
 * `connect`, and the sign view follows as before.
 *
 * @example
 * ```ts
 * connect: (params) => params.signIn ? params.signIn({ connect, connectAndSignIn, disconnect, siwx }, params) : connect(params)
 * ```
 */
export type SignInConnect = (
  adapter: SignInConnectAdapter,
  params: { connectorId: string; caipNetworkId?: CaipNetworkId; abandoned?: () => boolean },
) => Promise<ConnectResult>
