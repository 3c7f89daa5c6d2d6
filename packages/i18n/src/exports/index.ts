/**
 * `@latch/i18n`: the strings of the Latch views in every shipped locale (the first screens' English
 * here, each lazily loaded view's English in `@latch/i18n/views`, every other locale its own lazily
 * loaded chunk), and the small runtime that formats them: an ICU message subset with plural rules,
 * numbers, currency and dates through `Intl`, bidi isolation. `defineLocale` and the whole English
 * catalogue are in `@latch/i18n/define`.
 */
export { isolate } from '../bidi/isolate'
export type { FormatNumberOptions } from '../format/formatNumber'
export type { DigitsPolicy } from '../intl/createIntlCache'
export { BUILT_IN_LOCALE_CODES, type BuiltInLocaleCode } from '../locale/builtInLocaleCodes'
export { BUILT_IN_LOCALES, type BuiltInLocale } from '../locale/builtInLocales'
export { isRtlLocale } from '../locale/isRtlLocale'
export type { LocaleDefinition } from '../locale/LocaleDefinition'
export { loadLocale } from '../locale/loadLocale'
export { resolveLocale } from '../locale/resolveLocale'
export { validateMessages } from '../locale/validateMessages'
export { en, type MessageKey, type Messages } from '../locales/en'
export { formatMessage } from '../message/formatMessage'
export { I18nError, type I18nErrorCode } from '../message/I18nError'
export type { MessagePart, ParsedMessage } from '../message/messageAst'
export { parseMessage } from '../message/parseMessage'
export { placeholdersOf } from '../message/placeholdersOf'
export type { MessageParams } from '../message/renderMessage'
export { createTranslator } from '../translator/createTranslator'
export { keyOfEnglish } from '../translator/keyOfEnglish'
export type { MessageOverrides, Translator, TranslatorOptions } from '../translator/Translator'
