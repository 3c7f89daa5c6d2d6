/**
 * Messages of the `INVALID_MESSAGES` errors `createLatch` throws for a malformed `messages` option,
 * for the developer: one per rule, each defined once. Keys shown are cut by the caller.
 *
 * @example
 * ```ts
 * throw new ValidationError(MESSAGES_OPTION_MESSAGES.tooDeep(8), { code: 'INVALID_MESSAGES' })
 * ```
 */
export const MESSAGES_OPTION_MESSAGES = {
  /** A level (the root, or the one at `prefix`) is not an object of strings. */
  notAnObject: (prefix: string) =>
    `options.messages ${prefix === '' ? '' : `at "${prefix}" `}must be an object of strings by key`,
  /** Nested deeper than `max` levels. */
  tooDeep: (max: number) => `options.messages nests deeper than ${max} levels`,
  /** More than `max` strings. */
  tooMany: (max: number) => `options.messages holds more than ${max} strings`,
  /** The string at `key` is longer than `max` characters. */
  tooLong: (key: string, max: number) => `options.messages "${key}" is longer than ${max} characters`,
} as const
