/**
 * A string cut to `max` characters, ending with `…` when cut: the cap `describeUntrusted` puts on
 * untrusted strings, in a module of its own so that the log buffer, which every instance keeps,
 * loads only this (a module shared with lazily loaded code is placed whole in the page's first
 * chunk).
 *
 * @param text - The text.
 * @param max - The length cap.
 * @returns At most `max` characters.
 * @example
 * ```ts
 * capText('abcdef', 4) // 'abc…'
 * ```
 */
export function capText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, Math.max(0, max - 1))}…` : text
}
