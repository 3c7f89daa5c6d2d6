import { createIntlCache, type DigitsPolicy } from '../intl/createIntlCache'
import { parseMessage } from './parseMessage'
import { type MessageParams, renderMessage } from './renderMessage'

/**
 * Formats one ICU MessageFormat template (Latch's subset, see {@link parseMessage}) in a locale:
 * `{name}`, plurals with `#` and `=N` (categories from `Intl.PluralRules`), `select`, and
 * `{n, number}` through `Intl.NumberFormat`. It parses on every call and throws on a malformed
 * template or a missing parameter; views go through {@link createTranslator}, which parses each
 * template once, never throws, and falls back to English.
 *
 * @param template - The template.
 * @param params - Its parameters.
 * @param locale - A BCP 47 tag (plural rules and number formats follow it).
 * @param digits - Latin digits (default) or the locale's own.
 * @returns The text.
 * @throws {I18nError} `TEMPLATE_SYNTAX` or `MISSING_PARAM`.
 * @example
 * ```ts
 * formatMessage('{count, plural, one {# file} few {# pliki} many {# plików} other {# pliku}}', { count: 5 }, 'pl')
 * // '5 plików'
 * ```
 */
export function formatMessage(
  template: string,
  params: MessageParams,
  locale: string,
  digits: DigitsPolicy = 'latin',
): string {
  return renderMessage(parseMessage(template), params, createIntlCache(locale, digits))
}
