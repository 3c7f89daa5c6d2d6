import type { MnemonicStrength } from '../keys/createMnemonic'
import { deriveWalletSecret } from '../keys/deriveWalletSecret'
import { FRAME_CHANNEL, FRAME_ERROR_CODES, type FrameAccounts, type FrameResponse } from '../protocol/frame'
import { createFrameAuthClient, type FrameAuth } from './createFrameAuthClient'
import { createPasskeyAuthClient, type PasskeyAuth } from './createPasskeyAuthClient'
import { FRAME_ERROR_MESSAGES, FrameError } from './FrameError'
import type { FramePrompts } from './FramePrompts'
import { openWallet } from './openWallet'
import type { PasskeyCeremonies } from './PasskeyCeremonies'
import { prfRecoveryHooks } from './prfRecoveryHooks'
import { type FrameRequestRead, readFrameRequest, type ValidFrameRequest } from './readFrameRequest'
import { replaceWalletSplit } from './replaceWalletSplit'
import { addPasskeyInFrame, type PendingPasskey, runPasskeyLogin } from './runPasskeyLogin'
import { sealAddedPasskey } from './sealAddedPasskey'
import { signWithKeys } from './signWithKeys'
import type { KeyVault } from './vault/createKeyVault'
import type { WalletDeps, WalletSession } from './WalletSession'

/**
 * The parts of a `MessageEvent` the handler reads.
 *
 * @example
 * ```ts
 * window.addEventListener('message', (event: FrameMessageEvent) => handler.handleMessage(event))
 * ```
 */
export type FrameMessageEvent = { data: unknown; origin: string; source: unknown }

/**
 * Options of {@link createKeyFrameHandler}: where requests may come from, the auth service (a
 * client, or its URL for the default fetch client), the vault, and how answers are posted.
 *
 * @example
 * ```ts
 * const options: KeyFrameHandlerOptions = { allowedOrigins: ['https://app.example'], parent: window.parent, authUrl, vault }
 * ```
 */
export type KeyFrameHandlerOptions = {
  /** Origins of app pages allowed to use the frame (exact `scheme://host:port`). */
  allowedOrigins: readonly string[]
  /** The only window requests are accepted from (in the frame page, `window.parent`). */
  parent: unknown
  /** Where this device's share of the user's wallet is kept, encrypted. */
  vault: KeyVault
  /** Posts an answer to `targetOrigin` (default: `parent.postMessage(message, targetOrigin)`). */
  post?: (message: FrameResponse, targetOrigin: string) => void
  /** Entropy of a new user's mnemonic (default 128 bits). */
  mnemonicStrength?: MnemonicStrength
  /**
   * What the frame shows the visitor (a recovery kit, the kit prompt, an export); the frame page's
   * DOM. Without it a new wallet's kit cannot be shown, a device without its share cannot recover
   * (`RECOVERY_CANCELLED`), and `newRecoveryKit`, `exportWallet` and `revokeDevice` are refused.
   */
  prompts?: FramePrompts
  /**
   * The browser's WebAuthn ceremonies (the frame page's `createBrowserPasskeyCeremonies`). Without
   * them `passkeySignUp`, `passkeySignIn` and `addPasskey` answer `PASSKEY_CANCELLED`.
   */
  passkeys?: PasskeyCeremonies
  /** The service's passkey routes (default: a fetch client of `authUrl`). */
  passkeyAuth?: PasskeyAuth
  /**
   * The smart-account implementation (e.g. Simple7702Account's address on the app's chain) the
   * account may be delegated to by EIP-7702: `evm_signAuthorization` signs for this contract only,
   * and `evm_signUserOperation` hashes a delegating operation with it. Without it both are refused.
   * Clearing a delegation (`evm_signUndelegation`: a transaction the frame builds itself, to its
   * own account, with one authorisation to the zero address) needs no implementation.
   */
  smartAccountImplementation?: `0x${string}`
} & ({ auth: FrameAuth } | { authUrl: string; fetch?: typeof fetch })

/**
 * The key frame's message logic, free of the DOM.
 *
 * @example
 * ```ts
 * window.addEventListener('message', (event) => void handler.handleMessage(event))
 * ```
 */
export type KeyFrameHandler = {
  /** Handles one message event; resolves once any answer is posted. Never rejects. */
  handleMessage(event: FrameMessageEvent): Promise<void>
  /** The connected user's addresses, or `undefined`. */
  getAccounts(): FrameAccounts | undefined
}

/**
 * Creates the key frame's request handler. It ignores, without answering, any message that lacks
 * the frame channel, comes from an origin not in `allowedOrigins` or from a window other than
 * `parent`; answers only to the sender's origin; runs requests one at a time. The wallet's secret
 * is split 2-of-3 (a device share in the vault, an auth share at the auth service, a recovery share
 * in the visitor's kit). `connect` checks the token with the auth service and opens that user's
 * wallet (see {@link openWallet}: create, combine, migrate a pre-shares record, or recover with
 * the kit), registering the addresses when the user has none yet (with both keys' signatures over a
 * fresh challenge from the service), and keeps the keys and phrase in this closure; `disconnect`
 * forgets them. `newRecoveryKit` and `revokeDevice` split the wallet again and show the new kit
 * (every passkey's PRF box goes stale until that passkey's next sign-in seals one); `addPasskey`
 * seals the current recovery share under the new passkey's PRF output;
 * `exportWallet` shows the phrase and private keys in the frame. Every other method answers
 * `NOT_CONNECTED` until `connect`. No answer ever carries a share, the phrase or a key.
 *
 * @param options - Allowed origins, parent window, auth service, vault and post function.
 * @returns The handler.
 * @example
 * ```ts
 * const handler = createKeyFrameHandler({
 *   allowedOrigins: config.allowedOrigins,
 *   authUrl: config.authUrl,
 *   parent: window.parent,
 *   vault: createKeyVault({ storage: createIndexedDbVaultStorage() }),
 * })
 * window.addEventListener('message', (event) => void handler.handleMessage(event))
 * ```
 */
export function createKeyFrameHandler(options: KeyFrameHandlerOptions): KeyFrameHandler {
  const allowed = new Set(options.allowedOrigins)
  const auth =
    'auth' in options
      ? options.auth
      : createFrameAuthClient({
          authUrl: options.authUrl,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        })
  const post =
    options.post ??
    ((message: FrameResponse, targetOrigin: string) =>
      (options.parent as { postMessage(message: unknown, targetOrigin: string): void }).postMessage(
        message,
        targetOrigin,
      ))
  const deps: WalletDeps = {
    auth,
    vault: options.vault,
    prompts: options.prompts,
    ...(options.mnemonicStrength ? { mnemonicStrength: options.mnemonicStrength } : {}),
  }
  const passkeyAuth =
    options.passkeyAuth ??
    ('authUrl' in options
      ? createPasskeyAuthClient({
          authUrl: options.authUrl,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        })
      : undefined)
  const passkeyDeps = () => {
    if (options.passkeys === undefined || passkeyAuth === undefined)
      throw new FrameError(FRAME_ERROR_MESSAGES.passkeyUnavailable, {
        code: FRAME_ERROR_CODES.passkeyCancelled,
      })
    return { prompts: options.prompts, ceremonies: options.passkeys, passkeyAuth }
  }
  let session: WalletSession | undefined
  // what the last passkey login left for the `connect` with its token (used once)
  let pending: PendingPasskey | undefined
  let queue: Promise<void> = Promise.resolve()

  const connected = (): WalletSession => {
    if (session === undefined) {
      throw new FrameError(FRAME_ERROR_MESSAGES.notConnected, { code: FRAME_ERROR_CODES.notConnected })
    }
    return session
  }

  const perform = async (request: ValidFrameRequest): Promise<unknown> => {
    if (request.method === 'connect') {
      session = undefined
      const passkey = pending?.token === request.params.token ? pending : undefined
      pending = undefined
      const hooks =
        passkey === undefined || passkeyAuth === undefined ? {} : prfRecoveryHooks(passkey, passkeyAuth)
      session = await openWallet(deps, request.params.token, hooks)
      return session.keys.accounts
    }
    if (request.method === 'passkeySignUp' || request.method === 'passkeySignIn') {
      session = undefined
      pending = undefined
      const mode = request.method === 'passkeySignUp' ? 'signUp' : 'signIn'
      const login = await runPasskeyLogin(passkeyDeps(), mode, request.params.deviceId)
      pending = login.pending
      return { token: login.session.token, user: login.session.user }
    }
    if (request.method === 'disconnect') {
      session = undefined
      return null
    }
    const current = connected()
    if (request.method === 'newRecoveryKit') {
      await replaceWalletSplit(deps, current, (shares) => auth.putShares(current.token, shares))
      return null
    }
    if (request.method === 'revokeDevice') {
      const { deviceId } = request.params
      await replaceWalletSplit(deps, current, (shares) =>
        auth.revokeDevice(current.token, { deviceId, shares }),
      )
      return null
    }
    if (request.method === 'addPasskey') {
      const passkey = passkeyDeps()
      const added = await addPasskeyInFrame(passkey, current.token)
      await sealAddedPasskey(deps, passkey.passkeyAuth, current, added)
      return null
    }
    if (request.method === 'exportWallet') {
      await exportWallet(deps, current)
      return null
    }
    await stillAllowed(current)
    return signWithKeys(current.keys, request, { implementation: options.smartAccountImplementation })
  }

  // Before each signature, the session and its device must still be good: a device removed from
  // another one (or a session ended everywhere) stops signing at once, not at its next reload. A
  // service that cannot be reached does not stop a session it already let in.
  const stillAllowed = async (current: WalletSession): Promise<void> => {
    try {
      await auth.getShares(current.token)
    } catch (error) {
      const code = error instanceof FrameError ? error.code : undefined
      if (code === FRAME_ERROR_CODES.unauthorized || code === FRAME_ERROR_CODES.deviceRevoked) {
        session = undefined
        throw error
      }
    }
  }

  const run = async (read: FrameRequestRead): Promise<FrameResponse> => {
    const { id } = read
    if ('error' in read) return failure(id, read.error)
    try {
      return success(id, await perform(read.request))
    } catch (error) {
      return failure(id, error)
    }
  }

  return {
    handleMessage(event) {
      if (event.source !== options.parent || !allowed.has(event.origin)) return Promise.resolve()
      const read = readFrameRequest(event.data)
      if (read === undefined) return Promise.resolve()
      const { origin } = event
      const answered = queue.then(async () => {
        const response = await run(read)
        try {
          post(response, origin)
        } catch {
          // The parent navigated away: nobody to answer.
        }
      })
      queue = answered
      return answered
    },
    getAccounts: () => (session === undefined ? undefined : { ...session.keys.accounts }),
  }
}

function success(id: number, result: unknown): FrameResponse {
  return { channel: FRAME_CHANNEL, id, result }
}

function failure(id: number, error: unknown): FrameResponse {
  const known = error instanceof FrameError
  const code = known ? error.code : FRAME_ERROR_CODES.internal
  const message = known
    ? error.details
      ? `${error.shortMessage}: ${error.details}`
      : error.shortMessage
    : FRAME_ERROR_MESSAGES.internal
  return { channel: FRAME_CHANNEL, id, error: { code, message } }
}

/**
 * Shows the wallet's secret in the frame, after checking the session is still valid (a signed-out
 * or expired session reveals nothing).
 */
async function exportWallet(deps: WalletDeps, session: WalletSession): Promise<void> {
  if (deps.prompts === undefined) {
    throw new FrameError(FRAME_ERROR_MESSAGES.promptsUnavailable, { code: FRAME_ERROR_CODES.internal })
  }
  const user = await deps.auth.getUser(session.token)
  if (user.id !== session.userId) {
    throw new FrameError(FRAME_ERROR_MESSAGES.unauthorized, { code: FRAME_ERROR_CODES.unauthorized })
  }
  await deps.prompts.revealSecret(deriveWalletSecret(session.mnemonic))
}
