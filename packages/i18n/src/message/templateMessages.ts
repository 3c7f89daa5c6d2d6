/**
 * Messages of the {@link I18nError}s about a message template or key (parsing, rendering,
 * checking a catalogue, translating), for the developer, each defined once. Values shown are cut
 * by the caller where they come from outside.
 *
 * @example
 * ```ts
 * throw new I18nError('MISSING_PARAM', TEMPLATE_MESSAGES.missingParam('count'))
 * ```
 */
export const TEMPLATE_MESSAGES = {
  /** `TEMPLATE_SYNTAX`: the parser stopped at `pos`. */
  malformed: (pos: number, what: string, template: string) =>
    `Malformed message template at offset ${pos}: ${what} in "${template}"`,
  /** `MISSING_PARAM`. */
  missingParam: (name: string) => `Missing message parameter "${name}"`,
  /** `UNKNOWN_KEY`: not a key of the English catalogue. */
  unknownKey: (key: string) => `Unknown message key "${key}"`,
  /** `TEMPLATE_SYNTAX`: not a string, or too long. */
  notAString: (key: string, max: number) => `Message "${key}" must be a string of at most ${max} characters`,
  /** `PLACEHOLDER_MISMATCH`: the template reads other parameters than the English one. */
  placeholderMismatch: (key: string, names: readonly string[], expected: readonly string[]) =>
    `Message "${key}" reads {${names.join('}, {')}} but English reads {${expected.join('}, {')}}`,
  /** An error of the template at `key`, with the error's own message. */
  atKey: (key: string, message: string) => `Message "${key}": ${message}`,
  /** An error of the template at `key` of `locale`, with the error's own message. */
  atKeyOfLocale: (key: string, locale: string, message: string) => `Message "${key}" (${locale}): ${message}`,
} as const
