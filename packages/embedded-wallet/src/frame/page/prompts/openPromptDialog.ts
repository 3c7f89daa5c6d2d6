import { createElement } from './createElement'
import { adoptPromptStyles } from './promptStyles'

/**
 * An open prompt: its dialog element (append the content to `body`), and `close` to remove it.
 *
 * @example
 * ```ts
 * const prompt = openPromptDialog(document, { title: 'Recover your wallet', onCancel: () => resolve(undefined) })
 * prompt.body.append(form)
 * prompt.focusFirst()
 * ```
 */
export type PromptDialog = {
  /** The `role="dialog"` element. */
  dialog: HTMLElement
  /** Where the prompt's content goes (below the title). */
  body: HTMLElement
  /** Replaces the title (a prompt's next step). */
  setTitle(text: string): void
  /** Moves focus to the first control (or the title when there is none). */
  focusFirst(): void
  /** Removes the prompt and its listeners. */
  close(): void
}

/**
 * Options of {@link openPromptDialog}.
 *
 * @example
 * ```ts
 * const options: PromptDialogOptions = { title: 'Save your recovery kit' }
 * ```
 */
export type PromptDialogOptions = {
  /** The dialog's heading; it names the dialog (`aria-labelledby`). */
  title: string
  /** A mark above the title: `'kit'` (a check on the accent) or `'warn'` (an exclamation mark). */
  icon?: 'kit' | 'warn'
  /** Called on Escape; without it, Escape does nothing (the prompt cannot be cancelled). */
  onCancel?: () => void
}

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), textarea:not([disabled]), a[href], [tabindex="0"]'

/**
 * Opens a modal prompt over the frame page: a backdrop and a titled `role="dialog"`
 * (`aria-modal`), focus kept inside it (Tab cycles through its controls, focus that leaves is
 * brought back) and Escape calling `onCancel` when the prompt allows cancelling.
 *
 * @param document - The frame page's document.
 * @param options - Title and cancel handler.
 * @returns The open prompt.
 * @example
 * ```ts
 * const prompt = openPromptDialog(document, { title: PROMPT_TEXTS.askTitle, onCancel })
 * ```
 */
export function openPromptDialog(document: Document, options: PromptDialogOptions): PromptDialog {
  const removeStyles = adoptPromptStyles(document)
  const titleId = `latch-prompt-title-${Math.random().toString(36).slice(2)}`
  const title = createElement(document, 'h1', { id: titleId, tabindex: '-1' }, options.title)
  const body = createElement(document, 'div', { 'data-latch-prompt-body': '' })
  const dialog = createElement(
    document,
    'section',
    { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': titleId, 'data-latch-prompt': '' },
    ...(options.icon
      ? [
          createElement(
            document,
            'div',
            { 'data-latch-icon': options.icon, 'aria-hidden': 'true' },
            options.icon === 'warn' ? '!' : '✓',
          ),
        ]
      : []),
    title,
    body,
  )
  const root = createElement(document, 'div', { 'data-latch-prompt-root': '' }, dialog)

  const controls = () =>
    [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((c) => !c.closest('[hidden]'))
  const focusFirst = () => (controls()[0] ?? title).focus()
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && options.onCancel) {
      event.preventDefault()
      options.onCancel()
      return
    }
    if (event.key !== 'Tab') return
    const list = controls()
    const first = list[0]
    const last = list[list.length - 1]
    if (!first || !last) return event.preventDefault()
    const active = document.activeElement
    if (event.shiftKey && (active === first || !dialog.contains(active))) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault()
      first.focus()
    }
  }
  const onFocusIn = (event: FocusEvent) => {
    if (!dialog.contains(event.target as Node | null)) focusFirst()
  }
  // The frame is hidden (not rendered, so nothing in it takes focus) until the app page shows it
  // and focuses it: focus moves in then.
  const onWindowFocus = () => {
    if (!dialog.contains(document.activeElement)) focusFirst()
  }
  const view = document.defaultView
  document.addEventListener('keydown', onKeyDown)
  document.addEventListener('focusin', onFocusIn)
  view?.addEventListener('focus', onWindowFocus)
  document.body.append(root)
  return {
    dialog,
    body,
    focusFirst,
    setTitle(text) {
      title.textContent = text
    },
    close() {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      view?.removeEventListener('focus', onWindowFocus)
      root.remove()
      removeStyles()
    },
  }
}
