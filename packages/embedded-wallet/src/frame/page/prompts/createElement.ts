/**
 * The attributes and children {@link createElement} sets: attributes by name (`false` and
 * `undefined` leave one out), text or elements as children.
 *
 * @example
 * ```ts
 * const props: ElementProps = { type: 'button', 'data-primary': '' }
 * ```
 */
export type ElementProps = Record<string, string | boolean | undefined>

/**
 * Makes an element of the prompt's document with its attributes and children (text is set as
 * text, never parsed as HTML; no `style` attribute, so the frame's CSP holds).
 *
 * @param document - The frame page's document.
 * @param tag - The element's tag.
 * @param props - Its attributes.
 * @param children - Its children, text or elements.
 * @returns The element.
 * @example
 * ```ts
 * const button = createElement(document, 'button', { type: 'button' }, 'Done')
 * ```
 */
export function createElement<K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  props: ElementProps = {},
  ...children: (string | Node)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(props)) {
    if (value === false || value === undefined) continue
    element.setAttribute(name, value === true ? '' : value)
  }
  element.append(...children)
  return element
}
