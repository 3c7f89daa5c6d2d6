import { en, type MessageOverrides } from '@latch/i18n'
import { flattenMessages } from './flattenMessages'
import type { LatchMessages } from './types'

/**
 * The app's `messages` as the translator's overrides, checked when the strings load (loaded with
 * the language slice only when the app passed the option): a malformed shape is reported and none
 * is used; a key that is in no English string is reported (after a look at the whole catalogue,
 * loaded for that check only when a key is not in the runtime's English).
 *
 * @param messages - The app's `messages` option.
 * @param report - Where problems are told (`console.error`).
 * @returns The overrides by dotted key.
 * @example
 * ```ts
 * readOverrides({ title: { connect: 'Log in' } }, console.error) // { 'title.connect': 'Log in' }
 * ```
 */
export function readOverrides(messages: LatchMessages, report: (message: string) => void): MessageOverrides {
  let flat: Record<string, string> = {}
  try {
    flat = flattenMessages(messages)
  } catch (error) {
    report((error as Error).message)
  }
  // The runtime carries the first screens' English; a key of a lazily loaded view's words is
  // checked against the whole catalogue, loaded for that check only.
  const notFirst = Object.keys(flat).filter((key) => !Object.hasOwn(en, key))
  if (notFirst.length > 0)
    void import('@latch/i18n/define').then(({ englishCatalogue }) => {
      const unknown = notFirst.filter((key) => !Object.hasOwn(englishCatalogue, key))
      if (unknown.length > 0)
        report(`options.messages has keys no string uses: ${unknown.slice(0, 10).join(', ')}`)
    })
  return flat as MessageOverrides
}
