import type { Page } from 'playwright-core'

/**
 * Every `message` event the top page received: its origin and its data as JSON.
 *
 * @example
 * ```ts
 * const log: FrameMessageLog = await readFrameMessages(page, frameOrigin)
 * ```
 */
export type FrameMessageLog = { origin: string; data: string }[]

/**
 * An init script that records every `message` event of the top page (capture phase, before the
 * page's own listeners), so a test can check what the key frame sent.
 *
 * @returns The script.
 * @example
 * ```ts
 * await demo.openPage({ inject: false, initScripts: [frameMessageRecorder()] })
 * ```
 */
export function frameMessageRecorder(): string {
  return `(() => {
  if (window !== window.top) return
  const log = []
  Object.defineProperty(window, '__latchMessages', { value: log })
  window.addEventListener('message', (event) => {
    let data
    try { data = JSON.stringify(event.data) } catch { data = String(event.data) }
    log.push({ origin: event.origin, data })
  }, true)
})()`
}

/**
 * The recorded messages that came from `origin`.
 *
 * @param page - A page opened with {@link frameMessageRecorder}.
 * @param origin - The key frame's origin.
 * @returns The messages, oldest first.
 * @example
 * ```ts
 * const messages = await readFrameMessages(page, world.embeddedWallet.frameOrigin)
 * ```
 */
export async function readFrameMessages(page: Page, origin: string): Promise<FrameMessageLog> {
  const all = await page.evaluate(
    () => (window as unknown as { __latchMessages?: FrameMessageLog }).__latchMessages ?? [],
  )
  return all.filter((message) => message.origin === origin)
}
