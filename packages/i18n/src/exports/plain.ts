/**
 * `@latch/i18n/plain`: a translator's `t` without the ICU parser, plural rules and `Intl` formats:
 * `createLookup` (overrides, the locale's string, the fallback; never throws) with `plainEngine`
 * (text and `{name}` only), what the plain English of the modal's frame and Connect needs.
 * createTranslator (`./translator`) reads every other template and has the formats.
 */

export { createLookup, type MessageEngine } from '../translator/createLookup'
export { plainEngine } from '../translator/plainEngine'
