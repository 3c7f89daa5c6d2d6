import { en, type MessageKey, type Messages } from '../locales/en'

/** The namespaces whose English is core's catalogue verbatim (what a `LatchError` carries). */
const CORE_NAMESPACES = [
  'errors.',
  'alerts.',
  'send.error.',
  'amount.error.',
  'auth.error.',
  'embedded.error.',
  'approve.title.',
]

/**
 * The key of one of core's user-facing messages, from its exact English: a view holding a
 * `LatchError` (its `shortMessage`), a toast or an alert from core's state shows
 * `t(keyOfEnglish(text) ?? …)` instead of the English. Only core's catalogues are searched
 * (`errors.*`, `alerts.*`, `send.error.*`, `amount.error.*`, `auth.error.*`, `approve.title.*`, and
 * `embedded.error.*` for the reference embedded wallet's messages),
 * whose English values are core's strings verbatim; anything else (a wallet's own error text) has no
 * key and is shown as it is.
 *
 * The runtime's English ({@link en}) holds the core messages the modal's frame and Connect show; the
 * ones only a lazily loaded view shows come with that view (`@latch/i18n/errors`, e.g. the Send
 * views' errors). Pass the English to search (a translator's fallback with the parts handed over, or
 * `englishCatalogue` from `@latch/i18n/define` for every key) to find those too.
 *
 * @param text - The English message, exactly as core produced it.
 * @param english - The English to search; default the runtime's ({@link en}).
 * @returns Its key, or undefined.
 * @example
 * ```ts
 * keyOfEnglish('User rejected the request') // 'errors.userRejected'
 * keyOfEnglish('Amount exceeds the token balance', { ...en, ...enSendErrors }) // 'send.error.insufficientBalance'
 * const text = error instanceof LatchError ? error.shortMessage : String(error)
 * const shown = keyOfEnglish(text) ? t(keyOfEnglish(text)!) : text
 * ```
 */
export function keyOfEnglish(text: string, english: Partial<Messages> = en): MessageKey | undefined {
  for (const [key, value] of Object.entries(english) as [MessageKey, string][]) {
    if (value === text && CORE_NAMESPACES.some((ns) => key.startsWith(ns))) return key
  }
  return undefined
}
