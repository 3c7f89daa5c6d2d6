import type { LatchI18nOptions, LatchMessages } from '@latch/core'

/**
 * The demo's language options from its address: `?lang=ar` picks the modal's locale (else the
 * browser's), `?messages={"title":{"connect":"Log in"}}` overrides strings by key (nested or
 * dotted), so a visitor can try both without code. A `messages` value that is not a JSON object
 * is ignored.
 *
 * @param search - `window.location.search`.
 * @returns The `locale` and `messages` options for createLatch.
 * @example
 * ```ts
 * createLatch({ ...options, ...demoLanguage(window.location.search) })
 * ```
 */
export function demoLanguage(search: string): Pick<LatchI18nOptions, 'locale' | 'messages'> {
  const params = new URLSearchParams(search)
  const locale = params.get('lang') ?? undefined
  let messages: LatchMessages | undefined
  try {
    const parsed: unknown = JSON.parse(params.get('messages') ?? 'null')
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      messages = parsed as LatchMessages
  } catch {
    messages = undefined
  }
  return { ...(locale ? { locale } : {}), ...(messages ? { messages } : {}) }
}
