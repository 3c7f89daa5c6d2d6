/**
 * Attributes for {@link createElement}: strings as attributes (`for`, `aria-*`, `data-*`, …),
 * `true` as an empty attribute, `false`/`undefined` left out.
 *
 * @example
 * ```ts
 * const attributes: ElementAttributes = { id: 'kit-code', hidden: true }
 * ```
 */
export type ElementAttributes = Readonly<Record<string, string | boolean | undefined>>

/**
 * Creates an element with attributes and children (text or elements): the page's only DOM builder,
 * with no `innerHTML` (nothing the visitor pastes is ever parsed as markup).
 *
 * @param document - The page's document.
 * @param tag - The tag name.
 * @param attributes - The attributes.
 * @param children - Text or elements, appended in order.
 * @returns The element.
 * @example
 * ```ts
 * const button = createElement(document, 'button', { type: 'button' }, ['Sign message'])
 * ```
 */
export function createElement<K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  attributes: ElementAttributes = {},
  children: readonly (string | Node)[] = [],
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) element.setAttribute(name, '')
    else if (typeof value === 'string') element.setAttribute(name, value)
  }
  element.append(...children)
  return element
}
