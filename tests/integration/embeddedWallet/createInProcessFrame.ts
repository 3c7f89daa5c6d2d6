// The key frame of the embedded wallet with only the browser transport replaced: the real frame
// logic (`createKeyFrameHandler`: origin and source checks, the token check against the auth
// service, the encrypted vault, key creation and derivation, signing) is fed message events in
// process instead of through a hidden iframe and `postMessage`. Everything crosses the boundary by
// `structuredClone`, as `postMessage` would, and every request and answer is recorded so the tests
// can count what reached the frame and search what left it for key material.

import { ConnectionError, WalletRequestError } from '@latch/core'
import type { FrameRelayedErrorCode } from '@latch/core/kit'
import {
  FRAME_CHANNEL,
  FRAME_ERROR_CODES,
  type FrameMethod,
  type FrameMethods,
  type FrameRequest,
  type FrameResponse,
  type KeyFrameChannel,
} from '@latch/embedded-wallet'
import { createKeyFrameHandler } from '../../../packages/embedded-wallet/src/frame/createKeyFrameHandler'
import type { FramePrompts } from '../../../packages/embedded-wallet/src/frame/FramePrompts'
import { createKeyVault } from '../../../packages/embedded-wallet/src/frame/vault/createKeyVault'
import { createMemoryVaultStorage } from '../../../packages/embedded-wallet/src/frame/vault/createMemoryVaultStorage'
import type { VaultStorage } from '../../../packages/embedded-wallet/src/frame/vault/VaultStorage'

/** The vault storage of the frame's origin in one "browser", with the ids of the users it holds. */
export type BrowserVault = { storage: VaultStorage; userIds: Set<string> }

/** An in-memory vault storage (as IndexedDB would keep it) that remembers which users it holds. */
export function createBrowserVault(): BrowserVault {
  const base = createMemoryVaultStorage()
  const userIds = new Set<string>()
  return {
    userIds,
    storage: {
      get: (userId) => base.get(userId),
      put: async (userId, record) => {
        userIds.add(userId)
        await base.put(userId, record)
      },
      delete: (userId) => base.delete(userId),
    },
  }
}

/** What the page and the frame said to each other. */
export type FrameLog = {
  /** Requests the page sent to the frame, in order. */
  requests: FrameRequest[]
  /** Answers the frame posted, with the origin they were posted to. */
  posted: { message: FrameResponse; targetOrigin: string }[]
}

/**
 * A key frame in process, for `createEmbeddedWallet({ createChannel })`.
 *
 * @param options - The auth service, the app page's origin (must be allowed), the vault storage and
 *   the visitor's answers to the frame's prompts.
 * @returns The channel factory, the log and the handler.
 */
export function createInProcessFrame(options: {
  authUrl: string
  appOrigin: string
  vault: BrowserVault
  /** The visitor at the frame's prompts (the kit to save, the kit to give, the export). */
  prompts?: FramePrompts
  /** The smart-account implementation the frame may delegate the account to (EIP-7702). */
  smartAccountImplementation?: `0x${string}`
}) {
  // Stands in for `window.parent`: the only source the frame accepts messages from.
  const parent = { stands: 'for the app page window' }
  const log: FrameLog = { requests: [], posted: [] }
  const handler = createKeyFrameHandler({
    allowedOrigins: [options.appOrigin],
    parent,
    authUrl: options.authUrl,
    vault: createKeyVault({ storage: options.vault.storage }),
    ...(options.prompts ? { prompts: options.prompts } : {}),
    ...(options.smartAccountImplementation
      ? { smartAccountImplementation: options.smartAccountImplementation }
      : {}),
    post: (message, targetOrigin) => {
      log.posted.push({ message: structuredClone(message), targetOrigin })
    },
  })
  let nextId = 0

  const createChannel = (): KeyFrameChannel => ({
    ready: Promise.resolve(),
    async call<M extends FrameMethod>(
      method: M,
      params: FrameMethods[M]['params'],
    ): Promise<FrameMethods[M]['result']> {
      const id = ++nextId
      const data = structuredClone({ channel: FRAME_CHANNEL, id, method, params }) as FrameRequest
      log.requests.push(data)
      // resolves once the frame posted its answer
      await handler.handleMessage({ data, origin: options.appOrigin, source: parent })
      const answer = log.posted.find((p) => p.message.id === id)?.message
      if (answer === undefined) throw new ConnectionError(`The key frame did not answer ${method}`)
      if ('error' in answer) {
        // as the real channel (createFrameChannel) turns a frame error into a Latch error
        const { code } = answer.error
        const extra = {
          code: (Object.values(FRAME_ERROR_CODES) as unknown[]).includes(code)
            ? (code as FrameRelayedErrorCode)
            : 'INTERNAL',
          meta: { method },
        }
        throw method === 'connect'
          ? new ConnectionError(answer.error.message, extra)
          : new WalletRequestError(answer.error.message, extra)
      }
      return answer.result as FrameMethods[M]['result']
    },
    destroy() {},
  })

  return { createChannel, log, handler }
}
