import { FRAME_CHANNEL, type FrameReady, type FrameTheme, type FrameUi } from '../../protocol/frame'
import { createBrowserPasskeyCeremonies } from '../createBrowserPasskeyCeremonies'
import { createKeyFrameHandler, type FrameMessageEvent } from '../createKeyFrameHandler'
import { createIndexedDbVaultStorage } from '../vault/createIndexedDbVaultStorage'
import { createKeyVault } from '../vault/createKeyVault'
import type { VaultStorage } from '../vault/VaultStorage'
import { createDomPrompts } from './prompts/createDomPrompts'
import { readKeyFrameConfig } from './readKeyFrameConfig'

/**
 * The parts of the frame page's `window` that {@link startKeyFrame} uses.
 *
 * @example
 * ```ts
 * const target: KeyFrameWindow = window
 * ```
 */
export type KeyFrameWindow = {
  location: { origin: string }
  parent: { postMessage(message: unknown, targetOrigin: string): void }
  addEventListener(type: 'message', listener: (event: FrameMessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: FrameMessageEvent) => void): void
}

/**
 * Options of {@link startKeyFrame}; the defaults are the frame page's own window, fetch and
 * IndexedDB.
 *
 * @example
 * ```ts
 * const options: StartKeyFrameOptions = { storage: createMemoryVaultStorage() }
 * ```
 */
export type StartKeyFrameOptions = {
  window?: KeyFrameWindow
  fetch?: typeof fetch
  storage?: VaultStorage
  /** The document the visitor's prompts are shown in (default the frame page's). */
  document?: Document
}

/**
 * A running key frame.
 *
 * @example
 * ```ts
 * const frame = await startKeyFrame()
 * frame.stop()
 * ```
 */
export type KeyFrame = {
  /** Stops listening for requests. */
  stop(): void
}

/**
 * Starts the key frame inside its iframe: reads `/frame-config.json` from the frame's own origin,
 * opens the IndexedDB vault, answers requests from the parent window (allowed origins only) and
 * tells the parent it is ready by posting `{ channel, type: 'ready' }` once to each allowed origin
 * (the browser delivers only the one matching the parent's real origin). The visitor's prompts
 * (recovery kit, export) are shown in the frame page's own DOM, with `FrameUi` posted to the
 * origin of the request being answered so the parent shows the iframe meanwhile.
 *
 * @param options - Window, fetch and storage overrides (tests).
 * @returns The running frame.
 * @example
 * ```ts
 * // frame.js, loaded by frame.html
 * import { startKeyFrame } from '@latch/embedded-wallet/frame'
 * await startKeyFrame()
 * ```
 */
export async function startKeyFrame(options: StartKeyFrameOptions = {}): Promise<KeyFrame> {
  const target = options.window ?? (globalThis.window as unknown as KeyFrameWindow)
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis)
  const response = await doFetch(new URL('/frame-config.json', target.location.origin).href, {
    credentials: 'omit',
    cache: 'no-store',
  })
  const config = readKeyFrameConfig(await response.json())
  // The origin of the last request from an allowed origin: the parent's, where FrameUi goes.
  let requestOrigin: string | undefined
  const prompts = createDomPrompts({
    document: () => options.document ?? globalThis.document,
    setVisible: (visible) => {
      const ui: FrameUi = { channel: FRAME_CHANNEL, type: 'ui', visible }
      if (requestOrigin !== undefined) target.parent.postMessage(ui, requestOrigin)
    },
  })
  const handler = createKeyFrameHandler({
    allowedOrigins: config.allowedOrigins,
    authUrl: config.authUrl,
    parent: target.parent,
    vault: createKeyVault({ storage: options.storage ?? createIndexedDbVaultStorage() }),
    prompts,
    passkeys: createBrowserPasskeyCeremonies(),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(config.smartAccountImplementation
      ? { smartAccountImplementation: config.smartAccountImplementation }
      : {}),
  })
  const listener = (event: FrameMessageEvent) => {
    if (event.source !== target.parent || !config.allowedOrigins.includes(event.origin)) return
    const theme = event.data as Partial<FrameTheme> | null
    if (theme?.channel === FRAME_CHANNEL && theme.type === 'theme') {
      // the app's theme for the prompts: an attribute the frame's own stylesheet reads, nothing else
      const root = (options.document ?? globalThis.document)?.documentElement
      if (theme.scheme === 'dark' || theme.scheme === 'light')
        root?.setAttribute('data-latch-theme', theme.scheme)
      else root?.removeAttribute('data-latch-theme')
      return
    }
    requestOrigin = event.origin
    void handler.handleMessage(event)
  }
  target.addEventListener('message', listener)
  const ready: FrameReady = { channel: FRAME_CHANNEL, type: 'ready' }
  if ((target.parent as unknown) !== target) {
    for (const origin of config.allowedOrigins) target.parent.postMessage(ready, origin)
  }
  return { stop: () => target.removeEventListener('message', listener) }
}
