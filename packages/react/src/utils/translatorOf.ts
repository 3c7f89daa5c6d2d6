import type { Latch, LatchTranslator } from '@latch/core'

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
  if (!translator)
    throw new Error("Latch's strings are not loaded yet: await latch.i18n.load() (the modal does on open)")
  return translator
}
