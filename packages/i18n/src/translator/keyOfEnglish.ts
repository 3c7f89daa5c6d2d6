import { en, type MessageKey } from '../locales/en'

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
 * @param text - The English message, exactly as core produced it.
 * @returns Its key, or undefined.
 * @example
 * ```ts
 * keyOfEnglish('User rejected the request') // 'errors.userRejected'
 * const text = error instanceof LatchError ? error.shortMessage : String(error)
 * const shown = keyOfEnglish(text) ? t(keyOfEnglish(text)!) : text
 * ```
 */
export function keyOfEnglish(text: string): MessageKey | undefined {
  for (const [key, value] of Object.entries(en) as [MessageKey, string][]) {
    if (value === text && CORE_NAMESPACES.some((ns) => key.startsWith(ns))) return key
  }
  return undefined
}
