import { ValidationError } from '../../shared/errors/errors'
import { MESSAGES_LIMITS } from './isLatchMessages'
import * as MESSAGES_OPTION_MESSAGES from './messagesOptionMessages'
import type { LatchMessages } from './types'

const { maxDepth: MAX_DEPTH, maxKeys: MAX_KEYS, maxLength: MAX_LENGTH } = MESSAGES_LIMITS

/**
 * The app's `messages` as a flat record by dotted key: a deep partial object
 * (`{ title: { connect: 'Log in' } }`) and the flat form (`{ 'title.connect': 'Log in' }`) give the
 * same record. Checks the shape (plain objects, string leaves, bounded size) when the strings load
 * (the language slice), so none of it is in the page's first load.
 *
 * @param messages - The app's overrides.
 * @returns The overrides by dotted key.
 * @throws {ValidationError} `INVALID_MESSAGES` on a leaf that is not a string, a cycle or an oversized input.
 * @example
 * ```ts
 * flattenMessages({ title: { connect: 'Log in' } }) // { 'title.connect': 'Log in' }
 * ```
 */
export function flattenMessages(messages: LatchMessages | undefined): Record<string, string> {
  const flat: Record<string, string> = {}
  if (messages === undefined) return flat
  let count = 0
  const fail = (message: string): never => {
    throw new ValidationError(message, { code: 'INVALID_MESSAGES' })
  }
  const walk = (node: unknown, prefix: string, depth: number) => {
    if (typeof node !== 'object' || node === null || Array.isArray(node))
      fail(MESSAGES_OPTION_MESSAGES.notAnObject(prefix.slice(0, 128)))
    if (depth > MAX_DEPTH) fail(MESSAGES_OPTION_MESSAGES.tooDeep(MAX_DEPTH))
    for (const [segment, value] of Object.entries(node as object)) {
      const key = prefix === '' ? segment : `${prefix}.${segment}`
      if (typeof value === 'string') {
        if (++count > MAX_KEYS) fail(MESSAGES_OPTION_MESSAGES.tooMany(MAX_KEYS))
        if (value.length > MAX_LENGTH) fail(MESSAGES_OPTION_MESSAGES.tooLong(key.slice(0, 128), MAX_LENGTH))
        flat[key] = value
      } else walk(value, key, depth + 1)
    }
  }
  walk(messages, '', 0)
  return flat
}
