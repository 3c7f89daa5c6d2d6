import { createMnemonic, type MnemonicStrength } from '../keys/createMnemonic'
import { deriveWalletKeys, type WalletKeys } from '../keys/deriveWalletKeys'
import type { ApiUser } from '../protocol/api'
import { FRAME_CHANNEL, FRAME_ERROR_CODES, type FrameAccounts, type FrameResponse } from '../protocol/frame'
import { createFrameAuthClient, type FrameAuth } from './createFrameAuthClient'
import { FRAME_ERROR_MESSAGES, FrameError } from './FrameError'
import type { FramePrompts } from './FramePrompts'
import { proveWalletKeys } from './proveWalletKeys'
import { type FrameRequestRead, readFrameRequest } from './readFrameRequest'
import { signWithKeys } from './signWithKeys'
import type { KeyVault } from './vault/createKeyVault'

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
  /** Where the user's encrypted mnemonic is kept. */
  vault: KeyVault
  /** Posts an answer to `targetOrigin` (default: `parent.postMessage(message, targetOrigin)`). */
  post?: (message: FrameResponse, targetOrigin: string) => void
  /** Entropy of a new user's mnemonic (default 128 bits). */
  mnemonicStrength?: MnemonicStrength
  /** What the frame shows the visitor (a recovery kit, the kit prompt, an export); the frame page's DOM. */
  prompts?: FramePrompts
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
 * `parent`; answers only to the sender's origin; runs requests one at a time. `connect` checks the
 * token with the auth service, loads or creates that user's mnemonic in the vault, derives the EVM
 * and Solana accounts, registers them when the user has no wallet yet (with both keys' signatures
 * over a fresh challenge from the service, see {@link proveWalletKeys}), and keeps the keys in this
 * closure; `disconnect` forgets them. Every other method answers `NOT_CONNECTED` until `connect`.
 * No answer ever carries key material.
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
  let keys: WalletKeys | undefined
  let queue: Promise<void> = Promise.resolve()

  const connect = async (token: string): Promise<FrameAccounts> => {
    keys = undefined
    const user = await auth.getUser(token)
    const loaded = await loadOrCreateKeys(user)
    if (user.wallet == null) {
      const challenge = await auth.getWalletChallenge(token)
      await auth.registerWallet(
        token,
        await proveWalletKeys(loaded, { service: auth.service, userId: user.id, challenge }),
      )
    }
    keys = loaded
    return loaded.accounts
  }

  const loadOrCreateKeys = async (user: ApiUser): Promise<WalletKeys> => {
    let mnemonic: string | undefined
    try {
      mnemonic = await options.vault.load(user.id)
    } catch (cause) {
      throw new FrameError(FRAME_ERROR_MESSAGES.vaultUnreadable, { code: FRAME_ERROR_CODES.internal, cause })
    }
    if (mnemonic !== undefined) {
      const stored = deriveWalletKeys(mnemonic)
      if (user.wallet != null && !sameAccounts(user.wallet, stored.accounts)) throw walletElsewhere()
      return stored
    }
    // A registered wallet whose keys are not in this browser cannot be recreated here.
    if (user.wallet != null) throw walletElsewhere()
    const created = createMnemonic(options.mnemonicStrength)
    await options.vault.save(user.id, created)
    return deriveWalletKeys(created)
  }

  const run = async (read: FrameRequestRead): Promise<FrameResponse> => {
    const { id } = read
    if ('error' in read) return failure(id, read.error)
    const { request } = read
    try {
      if (request.method === 'connect') return success(id, await connect(request.params.token))
      if (request.method === 'disconnect') {
        keys = undefined
        return success(id, null)
      }
      if (keys === undefined) {
        throw new FrameError(FRAME_ERROR_MESSAGES.notConnected, { code: FRAME_ERROR_CODES.notConnected })
      }
      return success(id, await signWithKeys(keys, request))
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
    getAccounts: () => (keys === undefined ? undefined : { ...keys.accounts }),
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

function sameAccounts(registered: { evm: string; solana: string }, derived: FrameAccounts): boolean {
  return registered.evm.toLowerCase() === derived.evm.toLowerCase() && registered.solana === derived.solana
}

function walletElsewhere(): FrameError {
  return new FrameError(FRAME_ERROR_MESSAGES.walletElsewhere, { code: FRAME_ERROR_CODES.internal })
}
