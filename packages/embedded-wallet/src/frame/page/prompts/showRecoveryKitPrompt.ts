import type { RecoveryKit } from '../../../shares/recoveryKit'
import { createCopyButton } from './createCopyButton'
import { createElement } from './createElement'
import { openPromptDialog } from './openPromptDialog'
import { PROMPT_TEXTS } from './promptTexts'

/**
 * Shows a new recovery kit: why it matters, the code in its groups, "Download kit" (the kit as
 * `latch-recovery-kit.json`), "Print" and "Copy", and "Done", enabled once the visitor ticked "I
 * saved my recovery kit". It cannot be cancelled (Escape does nothing): the old kit no longer works.
 *
 * @param document - The frame page's document.
 * @param kit - The kit to show.
 * @returns Resolves when the visitor pressed Done.
 * @example
 * ```ts
 * await showRecoveryKitPrompt(document, kit)
 * ```
 */
export function showRecoveryKitPrompt(document: Document, kit: RecoveryKit): Promise<void> {
  const view = document.defaultView
  return new Promise((resolve) => {
    const prompt = openPromptDialog(document, { title: PROMPT_TEXTS.kitTitle, icon: 'kit' })
    const status = createElement(document, 'div', { role: 'status', 'data-latch-status': '' })
    const codeId = `${prompt.dialog.getAttribute('aria-labelledby')}-code`
    const code = createElement(
      document,
      'div',
      { id: codeId, role: 'group', 'aria-label': PROMPT_TEXTS.kitCodeLabel, 'data-latch-code': '' },
      ...kit.code.split('-').map((group) => createElement(document, 'span', {}, group)),
    )
    const download = createElement(document, 'button', { type: 'button' }, PROMPT_TEXTS.kitDownload)
    download.addEventListener('click', () => {
      if (!view) return
      const file = new view.Blob([JSON.stringify(kit, null, 2)], { type: 'application/json' })
      const url = view.URL.createObjectURL(file)
      const link = createElement(document, 'a', {
        href: url,
        download: PROMPT_TEXTS.kitFileName,
        hidden: true,
      })
      document.body.append(link)
      link.click()
      link.remove()
      view.setTimeout(() => view.URL.revokeObjectURL(url), 10_000)
    })
    const print = createElement(document, 'button', { type: 'button' }, PROMPT_TEXTS.kitPrint)
    print.addEventListener('click', () => view?.print())
    const saved = createElement(document, 'input', { type: 'checkbox' })
    const done = createElement(
      document,
      'button',
      { type: 'button', 'data-latch-primary': '', disabled: true },
      PROMPT_TEXTS.done,
    )
    saved.addEventListener('change', () => {
      done.disabled = !saved.checked
    })
    done.addEventListener('click', () => {
      if (!saved.checked) return
      prompt.close()
      resolve()
    })
    prompt.body.append(
      createElement(document, 'p', {}, PROMPT_TEXTS.kitWhy),
      code,
      createElement(
        document,
        'div',
        { 'data-latch-row': '' },
        download,
        print,
        createCopyButton(document, kit.code, status),
      ),
      status,
      createElement(document, 'label', { 'data-latch-check': '' }, saved, PROMPT_TEXTS.kitSaved),
      createElement(document, 'div', { 'data-latch-actions': '' }, done),
    )
    prompt.focusFirst()
  })
}
