/**
 * `@latch/i18n/errors`: the English of core's messages that only lazily loaded views show (today the
 * Send views' send and amount errors, `enSendErrors`), verbatim. The views import their part and hand
 * it to the instance's translator before they render, so the translator's `message` finds the keys
 * of these messages from then on; `@latch/i18n`'s entry keeps the core messages that the modal's
 * frame (alerts, toasts, the header) and Connect show. Every other locale keeps their keys in its
 * one chunk.
 */
export { enSendErrors } from '../locales/en/sendErrors'
