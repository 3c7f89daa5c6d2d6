import {
  ConnectionError,
  FAILED_TO_CONNECT,
  FIRST_LOAD_MESSAGES,
  type FrameRelayedErrorCode,
  ValidationError,
  WalletRequestError,
} from '@latch/core/kit'
import {
  FRAME_CHANNEL,
  FRAME_ERROR_CODES,
  type FrameMethod,
  type FrameMethods,
  type FrameRequest,
} from '../protocol/frame'

/**
 * Codes of the errors {@link createFrameChannel} rejects with when the frame itself does not
 * answer (frame errors keep the frame's own code, such as `NOT_CONNECTED`).
 *
 * @example
 * ```ts
 * if (error.code === FRAME_CHANNEL_ERROR_CODES.timeout) retry()
 * ```
 */
export const FRAME_CHANNEL_ERROR_CODES = {
  /** The frame did not load or did not answer within `timeoutMs`. */
  timeout: 'FRAME_TIMEOUT',
  /** The channel was destroyed while waiting. */
  destroyed: 'FRAME_DESTROYED',
  /** `frameUrl` is not an http(s) URL. */
  invalidUrl: 'FRAME_URL',
} as const

/**
 * Options of {@link createFrameChannel}.
 *
 * @example
 * ```ts
 * const options: FrameChannelOptions = { frameUrl: 'http://127.0.0.1:8788/frame.html', timeoutMs: 10_000 }
 * ```
 */
export type FrameChannelOptions = {
  /** URL of the key frame page; its origin is the only one messages are accepted from and sent to. */
  frameUrl: string
  /** Element the hidden iframe is appended to (default `document.body`). */
  parent?: HTMLElement
  /**
   * How long to wait for the frame to load, and for each answer (default 30 000 ms). The wait is
   * suspended while the frame shows the visitor a prompt, and starts again when it is hidden.
   */
  timeoutMs?: number
  /** Sees every message accepted from the frame (after the origin, source and channel checks). */
  onMessage?: (data: unknown, origin: string) => void
}

/**
 * The app side of the key frame: a hidden iframe and typed calls to it.
 *
 * @example
 * ```ts
 * await channel.ready
 * const { evm } = await channel.call('connect', { token })
 * ```
 */
export type FrameChannel = {
  /** Resolves when the frame reports it is ready; rejects on timeout or destroy. */
  ready: Promise<void>
  /** Sends a request once the frame is ready and resolves with its result. */
  call<M extends FrameMethod>(
    method: M,
    params: FrameMethods[M]['params'],
  ): Promise<FrameMethods[M]['result']>
  /** Removes the iframe and listener and rejects everything pending. */
  destroy(): void
}

type Pending = {
  method: FrameMethod
  resolve(result: unknown): void
  reject(error: Error): void
  timer?: ReturnType<typeof setTimeout>
}

/**
 * Creates the channel to the key frame: appends a hidden, titled iframe (no inline style, so a
 * strict CSP works; clipboard writes delegated for the frame's Copy buttons), accepts only messages whose origin is the frame URL's origin, whose source is
 * that iframe's window and whose channel is the frame channel, and posts requests with the frame
 * origin as target (never `*`). A `FrameUi` message (same checks) shows the iframe over the whole
 * page, focused (`visible: true`; its styles set through the CSSOM), and hides it again
 * (`visible: false`), giving focus back. Each call is answered by id; a frame error rejects with
 * {@link ConnectionError} (for `connect`) or {@link WalletRequestError} carrying the frame's code
 * and message; no answer within `timeoutMs` rejects with code `FRAME_TIMEOUT`.
 *
 * @param options - Frame URL, parent element, timeout and message observer.
 * @returns The channel.
 * @throws {ValidationError} code `FRAME_URL` when `frameUrl` is not an http(s) URL.
 * @example
 * ```ts
 * const channel = createFrameChannel({ frameUrl: 'https://keys.example/frame.html' })
 * const accounts = await channel.call('connect', { token: session.token })
 * const signature = await channel.call('evm_signMessage', { message: '0x68656c6c6f' })
 * channel.destroy()
 * ```
 */
export function createFrameChannel(options: FrameChannelOptions): FrameChannel {
  const frameOrigin = originOf(options.frameUrl)
  const timeoutMs = options.timeoutMs ?? 30_000
  const container = options.parent ?? document.body
  const view = container.ownerDocument.defaultView ?? window

  const iframe = container.ownerDocument.createElement('iframe')
  iframe.hidden = true
  iframe.title = 'Latch wallet keys'
  iframe.src = options.frameUrl
  // passkey ceremonies run in the frame (its RP ID is the frame's host): see the README's Passkeys
  iframe.allow = 'publickey-credentials-get *; publickey-credentials-create *; clipboard-write'

  const pending = new Map<number, Pending>()
  let nextId = 0
  let destroyed = false
  let shown = false
  // The overlay code loads when the frame first asks to be shown; the chain keeps the messages'
  // order and carries what to give focus back to.
  let overlay: Promise<Element | null> = Promise.resolve(null)
  // A call's wait for its answer. While the frame waits for the visitor it does not run out; each
  // pending call waits in full again once the frame is hidden.
  const wait = (id: number, call: Pending) => {
    call.timer = setTimeout(() => {
      if (shown) return
      pending.delete(id)
      call.reject(timeoutError(`The key frame did not answer ${call.method}`))
    }, timeoutMs)
  }
  let settleReady: { resolve(): void; reject(error: Error): void } | undefined
  const ready = new Promise<void>((resolve, reject) => {
    settleReady = { resolve, reject }
  })
  ready.catch(() => {
    // Observed here so an unawaited `ready` does not surface as an unhandled rejection.
  })
  const readyTimer = setTimeout(() => {
    settleReady?.reject(timeoutError('The key frame did not load'))
    settleReady = undefined
  }, timeoutMs)

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== frameOrigin || event.source === null || event.source !== iframe.contentWindow) return
    const data: unknown = event.data
    if (
      typeof data !== 'object' ||
      data === null ||
      (data as { channel?: unknown }).channel !== FRAME_CHANNEL
    )
      return
    options.onMessage?.(data, event.origin)
    const message = data as { type?: unknown; id?: unknown; result?: unknown; error?: unknown }
    if (message.type === 'ui') {
      const visible = (message as { visible?: unknown }).visible === true
      if (shown && !visible)
        for (const [id, call] of pending) {
          clearTimeout(call.timer)
          wait(id, call)
        }
      shown = visible
      overlay = overlay
        .then(async (back) => (await import('./showFrame')).showFrame(iframe, visible, back, frameOrigin))
        .catch(() => null)
      return
    }
    if (message.type === 'ready') {
      clearTimeout(readyTimer)
      settleReady?.resolve()
      settleReady = undefined
      return
    }
    const call = typeof message.id === 'number' ? pending.get(message.id) : undefined
    if (call === undefined) return
    pending.delete(message.id as number)
    clearTimeout(call.timer)
    if ('error' in message) call.reject(frameError(call.method, message.error))
    else call.resolve(message.result)
  }

  view.addEventListener('message', onMessage)
  container.appendChild(iframe)

  return {
    ready,
    async call(method, params) {
      await ready
      if (destroyed) throw destroyedError()
      const target = iframe.contentWindow
      if (target === null) throw destroyedError()
      const id = ++nextId
      const request: FrameRequest = { channel: FRAME_CHANNEL, id, method, params }
      return new Promise((resolve, reject) => {
        const call: Pending = { method, resolve: resolve as (result: unknown) => void, reject }
        pending.set(id, call)
        wait(id, call)
        target.postMessage(request, frameOrigin)
      })
    },
    destroy() {
      if (destroyed) return
      destroyed = true
      clearTimeout(readyTimer)
      view.removeEventListener('message', onMessage)
      iframe.remove()
      settleReady?.reject(destroyedError())
      settleReady = undefined
      for (const call of pending.values()) {
        clearTimeout(call.timer)
        call.reject(destroyedError())
      }
      pending.clear()
    },
  }
}

function originOf(frameUrl: string): string {
  let url: URL
  try {
    url = new URL(frameUrl)
  } catch (cause) {
    throw new ValidationError(FAILED_TO_CONNECT, {
      code: FRAME_CHANNEL_ERROR_CODES.invalidUrl,
      cause,
    })
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ValidationError(FAILED_TO_CONNECT, {
      code: FRAME_CHANNEL_ERROR_CODES.invalidUrl,
      details: `${frameUrl} is not an http(s) URL`,
    })
  }
  return url.origin
}

/**
 * The error of a frame answer that is an error or is malformed: the frame's code (else `INTERNAL`)
 * (one of `FRAME_ERROR_CODES`, else `INTERNAL`) and message (else the unknown wallet error's), a {@link ConnectionError} for `connect` and a
 * {@link WalletRequestError} for the signing methods.
 *
 * @param method - The method the frame answered.
 * @param error - The frame's `error` object, or undefined for a malformed answer.
 * @returns The error to reject with.
 * @example
 * ```ts
 * throw frameError('connect') // ConnectionError, code 'INTERNAL'
 * ```
 */
export function frameError(method: FrameMethod, error?: unknown): Error {
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown
    message?: unknown
  }
  const extra = {
    code: (Object.values(FRAME_ERROR_CODES) as unknown[]).includes(code)
      ? (code as FrameRelayedErrorCode)
      : 'INTERNAL',
    meta: { method },
  }
  const text =
    typeof message === 'string' && message !== '' ? message : FIRST_LOAD_MESSAGES.unknownWalletError
  return method === 'connect' ? new ConnectionError(text, extra) : new WalletRequestError(text, extra)
}

function timeoutError(details: string): ConnectionError {
  return new ConnectionError(FAILED_TO_CONNECT, {
    code: FRAME_CHANNEL_ERROR_CODES.timeout,
    details,
  })
}

function destroyedError(): ConnectionError {
  return new ConnectionError(FAILED_TO_CONNECT, {
    code: FRAME_CHANNEL_ERROR_CODES.destroyed,
    details: 'The key frame channel was destroyed',
  })
}
