/**
 * `@latch/i18n/errors`: the English of core's messages, verbatim, which the translator's `message`
 * reads to find a message's key: `enSendErrors`, the Send views' send and amount errors, which those
 * views import and hand to the instance's translator before they render; and `enCoreMessages`, the
 * ones the modal's frame (alerts, toasts, the header) and Connect can show, which the language slice
 * loads with a locale other than English or with the app's overrides (an English page with none
 * shows core's messages as thrown). Every other locale keeps their keys in its one chunk.
 */
export { enCoreMessages } from '../locales/en/coreMessages'
export { enSendErrors } from '../locales/en/sendErrors'
