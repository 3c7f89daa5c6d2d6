import type { SocialPopup } from '../types'

/**
 * A stand-in for the social-login popup window in Node and DOM tests (a real browser window
 * cannot open there; the real popup is a browser concern): the test closes it or reads what was
 * loaded in it, and every `openWindow` call is recorded. Opening it again makes it open again.
 *
 * @returns The popup, the recorded calls, and the `openWindow` to give `createLatch({ auth })`.
 * @example
 * ```ts
 * const fake = createFakePopup()
 * const latch = createLatch({ ...options, auth: { provider, openWindow: fake.openWindow } })
 * fake.popup.close() // the user closed it
 * ```
 */
export function createFakePopup() {
  const opened: { url: string; target: string; features: string }[] = []
  const popup: SocialPopup = {
    closed: false,
    close() {
      popup.closed = true
    },
    location: { href: '' },
  }
  return {
    popup,
    opened,
    openWindow: (url: string, target: string, features: string) => {
      opened.push({ url, target, features })
      popup.closed = false
      return popup
    },
  }
}
