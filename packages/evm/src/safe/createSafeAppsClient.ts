import {
  ConnectionError,
  describeUntrusted,
  MESSAGES,
  UnknownWalletError,
  UserRejectedRequestError,
  WalletRequestError,
} from '@latch/core/kit'
import { isInFrame } from './isInFrame'

/**
 * The Safe Apps methods Latch asks the Safe{Wallet} parent page for.
 *
 * @example
 * ```ts
 * const method: SafeAppsMethod = 'getSafeInfo'
 * ```
 */
export type SafeAppsMethod =
  | 'getSafeInfo'
  | 'getChainInfo'
  | 'rpcCall'
  | 'sendTransactions'
  | 'signMessage'
  | 'signTypedMessage'
  | 'getTxBySafeTxHash'

/**
 * A small client of the Safe Apps message protocol: a Safe App runs in an iframe of Safe{Wallet} and
 * asks its parent page with `postMessage({ id, method, params, env: { sdkVersion } })`; the parent
 * answers `{ id, success, data | error, version }`.
 *
 * @example
 * ```ts
 * const client = createSafeAppsClient(window)
 * const info = await client.call('getSafeInfo', undefined, 300)
 * ```
 */
export type SafeAppsClient = {
  /**
   * Asks the parent page; resolves with the answer's `data` (untrusted: the caller checks its
   * shape), rejects with a `LatchError` on a refusal, a malformed answer or no answer in time.
   */
  call(method: SafeAppsMethod, params?: unknown, timeoutMs?: number): Promise<unknown>
  /** Stops listening; pending calls reject. */
  close(): void
}

/** The protocol version Latch speaks (the Safe Apps SDK version whose messages it sends). */
export const SAFE_APPS_SDK_VERSION = '9.1.0'
/** Longest answer accepted, in characters of its JSON form. */
export const SAFE_ANSWER_MAX_CHARS = 1_000_000
/** Wait for an answer to a request that needs the owners (send, sign): long, they may take their time. */
export const SAFE_PROMPT_TIMEOUT_MS = 10 * 60_000
/** Wait for an answer that needs nobody (info, reads). */
export const SAFE_READ_TIMEOUT_MS = 30_000
/** Calls waiting at once, at most: a page that never answers cannot make Latch grow without bound. */
const PENDING_MAX = 64

type Pending = {
  resolve(value: unknown): void
  reject(error: Error): void
  timer: ReturnType<typeof setTimeout>
}

const sizeOf = (value: unknown): number => {
  try {
    return JSON.stringify(value ?? null)?.length ?? 0
  } catch {
    return Number.POSITIVE_INFINITY
  }
}

/**
 * Creates the client. It posts only to `win.parent` and only when `win` is in a frame, and takes an
 * answer only from `win.parent`, with an id it asked with and the protocol's shape.
 *
 * @param win - The page's window (the Safe App's).
 * @returns The client.
 * @throws ConnectionError when `win` is not in a frame (nothing is posted).
 * @example
 * ```ts
 * const client = createSafeAppsClient(window)
 * const { safeTxHash } = (await client.call('sendTransactions', { txs })) as { safeTxHash: string }
 * ```
 */
export function createSafeAppsClient(win: Window): SafeAppsClient {
  if (!isInFrame(win))
    throw new ConnectionError(MESSAGES.failedToConnect, { details: 'Not inside a Safe{Wallet} frame' })
  const parent = win.parent
  const pending = new Map<string, Pending>()
  let closed = false
  let counter = 0
  const prefix = Math.random().toString(36).slice(2, 10)

  const settle = (id: string) => {
    const entry = pending.get(id)
    if (!entry) return undefined
    clearTimeout(entry.timer)
    pending.delete(id)
    return entry
  }

  const onMessage = (event: MessageEvent) => {
    // Only the parent page speaks for the Safe; any other frame or window is ignored.
    if (event.source !== parent) return
    const message: unknown = event.data
    if (typeof message !== 'object' || message === null || Array.isArray(message)) return
    const { id } = message as { id?: unknown }
    if (typeof id !== 'string' || !pending.has(id)) return
    const entry = settle(id) as Pending
    const { success, data, error } = message as { success?: unknown; data?: unknown; error?: unknown }
    if (sizeOf(message) > SAFE_ANSWER_MAX_CHARS) {
      entry.reject(new UnknownWalletError({ details: 'The Safe answered with more data than Latch accepts' }))
      return
    }
    if (success === true) {
      entry.resolve(data)
      return
    }
    if (success === false) {
      const text = typeof error === 'string' ? error : ''
      entry.reject(
        /reject/i.test(text)
          ? new UserRejectedRequestError({ details: describeUntrusted(text) })
          : new WalletRequestError(MESSAGES.unknownWalletError, {
              code: 'SAFE_REQUEST_FAILED',
              details: `The Safe refused: ${describeUntrusted(text || error)}`,
            }),
      )
      return
    }
    entry.reject(new UnknownWalletError({ details: 'The Safe answered without a success flag' }))
  }
  win.addEventListener('message', onMessage)

  return {
    call(method, params, timeoutMs = SAFE_READ_TIMEOUT_MS) {
      if (closed)
        return Promise.reject(
          new ConnectionError(MESSAGES.failedToConnect, { details: 'Safe client closed' }),
        )
      if (pending.size >= PENDING_MAX)
        return Promise.reject(
          new WalletRequestError(MESSAGES.unknownWalletError, {
            code: 'SAFE_BUSY',
            details: `More than ${PENDING_MAX} Safe requests are waiting for an answer`,
          }),
        )
      counter += 1
      const id = `latch-${prefix}-${counter}`
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          settle(id)
          reject(
            new ConnectionError(MESSAGES.failedToConnect, {
              code: 'SAFE_TIMEOUT',
              details: `The Safe did not answer "${method}" within ${timeoutMs} ms`,
            }),
          )
        }, timeoutMs)
        pending.set(id, { resolve, reject, timer })
        try {
          // The parent's origin cannot be read from inside the frame; answers are checked by source.
          parent.postMessage({ id, method, params, env: { sdkVersion: SAFE_APPS_SDK_VERSION } }, '*')
        } catch (error) {
          settle(id)
          reject(
            new ConnectionError(MESSAGES.failedToConnect, { cause: error, details: 'postMessage failed' }),
          )
        }
      })
    },
    close() {
      closed = true
      win.removeEventListener('message', onMessage)
      for (const id of [...pending.keys()])
        settle(id)?.reject(new ConnectionError(MESSAGES.failedToConnect, { details: 'Safe client closed' }))
    },
  }
}
