import { CONSTANTS } from '../../shared/constants/constants'
import type { LatchAuthOptions, SocialPopup } from './types'

/**
 * The social popup's window name (a second login reuses the same popup).
 *
 * @example
 * ```ts
 * window.open(url, SOCIAL_POPUP_TARGET, 'width=600,height=800')
 * ```
 */
export const SOCIAL_POPUP_TARGET = 'latch-social'

/**
 * Opens the social login popup (600x800, SPEC §9) centred on the screen when one is known. Call it
 * synchronously inside the user's click, before any `await`, or the browser blocks it.
 *
 * @param openWindow - The app's opener; default `window.open`, looked up now (never at import).
 * @returns The popup, or `null` when it could not open.
 * @example
 * ```ts
 * button.onclick = () => { const popup = openSocialPopup() }
 * ```
 */
export function openSocialPopup(openWindow?: LatchAuthOptions['openWindow']): SocialPopup | null {
  const { width, height } = CONSTANTS.socialPopup
  const screen = typeof window === 'undefined' ? undefined : window.screen
  const left = screen ? Math.max(0, Math.round((screen.width - width) / 2)) : 0
  const top = screen ? Math.max(0, Math.round((screen.height - height) / 2)) : 0
  const features = `width=${width},height=${height},left=${left},top=${top},popup=1`
  const open =
    openWindow ??
    (typeof window === 'undefined'
      ? undefined
      : (url: string, target: string, spec: string) => window.open(url, target, spec))
  try {
    return open?.('', SOCIAL_POPUP_TARGET, features) ?? null
  } catch {
    return null
  }
}
