/**
 * Escapes text for an HTML text node or a quoted attribute (`&`, `<`, `>`, `"`, `'`): the one
 * escaper of the pages Latch's servers and test stand-ins render.
 *
 * @param text - Untrusted text.
 * @returns The escaped text.
 * @example
 * ```ts
 * escapeHtml('<b>"x"</b>') // '&lt;b&gt;&quot;x&quot;&lt;/b&gt;'
 * ```
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}
