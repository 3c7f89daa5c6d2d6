import type { Messages } from '../locales/en'
import { I18nError } from '../message/I18nError'
import { parseMessage } from '../message/parseMessage'
import { placeholdersOf } from '../message/placeholdersOf'
import * as TEMPLATE_MESSAGES from '../message/templateMessages'
import * as LOCALE_MESSAGES from './localeMessages'

/**
 * Checks a catalogue against the English one: every key is one of English's, every value a string
 * of at most 2,000 characters that parses ({@link parseMessage}) and reads exactly the parameters
 * the English template reads. With `complete`, every English key must also be present.
 *
 * @param messages - The catalogue to check (untrusted shape).
 * @param reference - The English catalogue.
 * @param complete - Require every key (the built-in locales); an app's locale may be partial.
 * @returns The catalogue, typed.
 * @throws {I18nError} `UNKNOWN_KEY`, `TEMPLATE_SYNTAX` or `PLACEHOLDER_MISMATCH` naming the key.
 * @example
 * ```ts
 * validateMessages({ 'common.close': 'Fermer' }, en, false)
 * ```
 */
export function validateMessages(
  messages: unknown,
  reference: Messages,
  complete: boolean,
): Partial<Messages> {
  if (typeof messages !== 'object' || messages === null || Array.isArray(messages))
    throw new I18nError('UNKNOWN_KEY', LOCALE_MESSAGES.notAnObject)
  const record = messages as Record<string, unknown>
  for (const [key, value] of Object.entries(record)) {
    if (!Object.hasOwn(reference, key))
      throw new I18nError('UNKNOWN_KEY', TEMPLATE_MESSAGES.unknownKey(key), { key })
    if (typeof value !== 'string' || value.length > 2000)
      throw new I18nError('TEMPLATE_SYNTAX', TEMPLATE_MESSAGES.notAString(key, 2000), { key })
    let names: string[]
    try {
      names = placeholdersOf(parseMessage(value))
    } catch (cause) {
      throw new I18nError('TEMPLATE_SYNTAX', TEMPLATE_MESSAGES.atKey(key, (cause as Error).message), {
        key,
        cause,
      })
    }
    const expected = placeholdersOf(parseMessage(reference[key as keyof Messages]))
    if (names.join() !== expected.join())
      throw new I18nError(
        'PLACEHOLDER_MISMATCH',
        TEMPLATE_MESSAGES.placeholderMismatch(key, names, expected),
        {
          key,
        },
      )
  }
  if (complete) {
    const missing = Object.keys(reference).filter((key) => !Object.hasOwn(record, key))
    if (missing.length > 0)
      throw new I18nError('UNKNOWN_KEY', LOCALE_MESSAGES.missingKeys(missing), { key: missing[0] })
  }
  return record as Partial<Messages>
}
