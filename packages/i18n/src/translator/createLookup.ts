import { en, type MessageKey, type Messages } from '../locales/en'
import { I18nError } from '../message/I18nError'
import type { ParsedMessage } from '../message/messageAst'
import type { MessageParams } from '../message/renderMessage'
import * as TEMPLATE_MESSAGES from '../message/templateMessages'
import type { TranslatorOptions } from './Translator'

/**
 * How a translator reads its templates: `parse` (throws an {@link I18nError} `TEMPLATE_SYNTAX`) and
 * `render` (throws `MISSING_PARAM` unless `lenient`; `fallback` tells a fallback string, rendered in
 * English's formats). {@link createTranslator}'s is the ICU subset's; {@link plainEngine}
 * reads text and `{name}` only.
 *
 * @example
 * ```ts
 * const engine: MessageEngine = plainEngine
 * ```
 */
export type MessageEngine = {
  parse(template: string): ParsedMessage
  render(message: ParsedMessage, params: MessageParams, fallback: boolean, lenient?: boolean): string
}

/**
 * A translator's `t` ({@link createTranslator}'s, with the ICU engine): the app's override first, then the locale's string, then the fallback
 * (English); each template parsed once and kept. A broken template or a missing parameter never
 * reaches the view as an exception: the next string in that order is shown and `onError` is told
 * (once per key and kind); a key no string has is shown as itself.
 *
 * @param options - Locale, messages, fallback, overrides and error hook of the translator.
 * @param engine - How templates are parsed and rendered.
 * @returns `t(key, params)`.
 * @example
 * ```ts
 * const t = createLookup({ locale: 'en' }, plainEngine)
 * t('connect.continueWith', { provider: 'Rabby' }) // 'Continue with Rabby'
 * ```
 */
export function createLookup(
  options: TranslatorOptions,
  engine: MessageEngine,
): (key: MessageKey, params?: MessageParams) => string {
  const { locale, messages = {}, overrides = {}, onError } = options
  const fallback: Partial<Messages> = options.fallback ?? en
  const parsed = new Map<string, ParsedMessage | I18nError>()
  const reported = new Set<string>()

  const report = (error: I18nError, key: string) => {
    const id = `${error.code}:${key}`
    if (reported.has(id)) return
    reported.add(id)
    onError?.(error)
  }
  const parse = (template: string): ParsedMessage | I18nError => {
    let entry = parsed.get(template)
    if (entry === undefined) {
      try {
        entry = engine.parse(template)
      } catch (error) {
        entry = error instanceof I18nError ? error : new I18nError('TEMPLATE_SYNTAX', String(error))
      }
      parsed.set(template, entry)
    }
    return entry
  }
  const asKeyError = (error: I18nError, key: string) =>
    new I18nError(error.code, TEMPLATE_MESSAGES.atKeyOfLocale(key, locale, error.message), {
      key,
      cause: error,
    })

  return (key, params = {}) => {
    const candidates: [string | undefined, boolean][] = [
      [Object.hasOwn(overrides, key) ? overrides[key] : undefined, false],
      [Object.hasOwn(messages, key) ? messages[key] : undefined, false],
      [Object.hasOwn(fallback, key) ? fallback[key] : undefined, true],
    ]
    let last: [ParsedMessage, boolean] | undefined
    for (const [template, isFallback] of candidates) {
      if (typeof template !== 'string') continue
      const message = parse(template)
      if (message instanceof I18nError) {
        report(asKeyError(message, key), key)
        continue
      }
      last = [message, isFallback]
      try {
        return engine.render(message, params, isFallback)
      } catch (error) {
        report(
          asKeyError(error instanceof I18nError ? error : new I18nError('MISSING_PARAM', String(error)), key),
          key,
        )
      }
    }
    if (last) return engine.render(last[0], params, last[1], true)
    report(new I18nError('UNKNOWN_KEY', TEMPLATE_MESSAGES.unknownKey(String(key)), { key }), key)
    return String(key)
  }
}
