import { createElement } from './createElement'
import { PROMPT_TEXTS } from './promptTexts'

/**
 * A "Copy" button that writes `text` to the clipboard (the frame page's own clipboard call: the
 * text never passes through the app page) and says in `status` whether it worked.
 *
 * @param document - The frame page's document.
 * @param text - What it copies.
 * @param status - A live region for "Copied" or the failure.
 * @param label - The button's text (default "Copy").
 * @returns The button.
 * @example
 * ```ts
 * row.append(createCopyButton(document, kit.code, status))
 * ```
 */
export function createCopyButton(
  document: Document,
  text: string,
  status: HTMLElement,
  label: string = PROMPT_TEXTS.copy,
): HTMLButtonElement {
  const button = createElement(document, 'button', { type: 'button' }, label)
  button.addEventListener('click', () => {
    // a page without the clipboard API (or without the permission) rejects here like a refused write
    Promise.resolve()
      .then(() => (document.defaultView as Window).navigator.clipboard.writeText(text))
      .then(
        () => {
          status.textContent = PROMPT_TEXTS.copied
        },
        () => {
          status.textContent = PROMPT_TEXTS.copyFailed
        },
      )
  })
  return button
}
