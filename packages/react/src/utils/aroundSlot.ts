/** A private-use character that no translation contains: stands where an element goes. */
export const SLOT = '\uE000'

/**
 * Splits a translated sentence at {@link SLOT}, so a view can put an element (an email with its
 * full address in `title`, a name in `<bdi>`) inside the sentence while the translation decides
 * where it goes. Without the slot the whole text comes first.
 *
 * @param text - The sentence, rendered with `SLOT` as the parameter's value.
 * @returns The text before and after the slot.
 * @example
 * ```tsx
 * const [before, after] = aroundSlot(t('email.current', { email: SLOT }))
 * return <p>{before}<span title={email}>{short}</span>{after}</p>
 * ```
 */
export function aroundSlot(text: string): [string, string] {
  const at = text.indexOf(SLOT)
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + SLOT.length)]
}
