import { type Latch, type LatchTranslator, ValidationError } from '@latch/core'
import { REACT_MESSAGES } from '../errors/reactMessages'

/**
 * The instance's translator, which the modal loads with its views (`latch.i18n.load()`) before it
 * renders any of them.
 *
 * @param latch - The instance.
 * @returns The loaded translator.
 * @throws {Error} when the strings are not loaded yet (outside the modal, await `latch.i18n.load()` first).
 * @example
 * ```ts
 * const { t } = translatorOf(latch)
 * ```
 */
export function translatorOf(latch: Latch): LatchTranslator {
  const translator = latch.i18n.peek()
  if (!translator) throw new ValidationError(REACT_MESSAGES.stringsNotLoaded, { code: 'STRINGS_NOT_LOADED' })
  return translator
}
