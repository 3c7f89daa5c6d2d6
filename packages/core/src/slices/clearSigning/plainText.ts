// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g

/**
 * Text from a descriptor or call data made safe to show as plain text: control and bidi-override
 * characters removed, `<` and `>` replaced by `‹` and `›` (so no markup ever comes out, whatever
 * renders it), cut to `max` characters with an ellipsis.
 *
 * @param value - The text.
 * @param max - Most characters kept.
 * @returns The plain text.
 * @example
 * ```ts
 * plainText('<b>Swap</b>') // '‹b›Swap‹/b›'
 * ```
 */
export function plainText(value: string, max = 400): string {
  const clean = value.replace(CONTROL, '').replace(/</g, '‹').replace(/>/g, '›')
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean
}
