import { CONSTANTS } from '../../shared/constants/constants'
import { MESSAGES } from '../../shared/errors/catalogue'
import { ConnectionError } from '../../shared/errors/errors'
import type { SocialPopup } from './types'

/**
 * Waits for the social login's result: the `message` event posted by the provider's redirect page,
 * accepted only from `origin` and only with the `state` value that was sent (anything else is
 * ignored), while the popup is polled every 1 s (SPEC §9) for having been closed by the user.
 *
 * @param params - Popup, where messages arrive, expected origin and state.
 * @returns The result message's data.
 * @throws {ConnectionError} "Popup closed" when the user closed the popup first.
 * @example
 * ```ts
 * const result = await awaitSocialResult({ popup, target: window, origin: start.origin, state: start.state })
 * ```
 */
export function awaitSocialResult(params: {
  popup: SocialPopup
  target: EventTarget
  origin: string
  state: string
}): Promise<Record<string, unknown>> {
  const { popup, target } = params
  return new Promise((resolve, reject) => {
    const onMessage = (event: Event) => {
      const { origin, data, source } = event as MessageEvent
      if (origin !== params.origin) return
      if (source && source !== (popup as unknown)) return
      if (typeof data !== 'object' || data === null) return
      if ((data as { state?: unknown }).state !== params.state) return
      cleanup()
      resolve(data as Record<string, unknown>)
    }
    const timer = setInterval(() => {
      if (!popup.closed) return
      cleanup()
      reject(new ConnectionError(MESSAGES.popupClosed, { code: 'POPUP_CLOSED' }))
    }, CONSTANTS.socialPopupPollMs)
    const cleanup = () => {
      clearInterval(timer)
      target.removeEventListener('message', onMessage)
    }
    target.addEventListener('message', onMessage)
  })
}
