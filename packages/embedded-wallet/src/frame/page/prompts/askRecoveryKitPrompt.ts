import { RECOVERY_KIT_MAX_LENGTH, readRecoveryKit } from '../../../shares/recoveryKit'
import { SHARE_ERROR_MESSAGES } from '../../../shares/ShareError'
import { createElement } from './createElement'
import { openPromptDialog } from './openPromptDialog'
import { PROMPT_TEXTS } from './promptTexts'

/**
 * Why the last recovery failed, as the frame handler passes it to `askRecoveryKit`.
 *
 * @example
 * ```ts
 * const problem: RecoveryProblem = { message: 'This recovery kit is not this account’s', attemptsLeft: 4 }
 * ```
 */
export type RecoveryProblem = { message: string; attemptsLeft?: number }

/**
 * Asks for the recovery kit: a textarea for the code and a picker for the kit file, the last
 * try's problem (and attempts left) when given, "Recover" and "Cancel". What is given is checked
 * here first (a kit file or a recovery code, with the share's checksum catching typos): a text
 * that is neither shows why and is not sent on. Escape and Cancel resolve `undefined`.
 *
 * @param document - The frame page's document.
 * @param problem - Why the last try failed.
 * @returns The code or the kit file's text, or `undefined` when the visitor cancelled.
 * @example
 * ```ts
 * const text = await askRecoveryKitPrompt(document, { message: 'Wrong kit', attemptsLeft: 2 })
 * ```
 */
export function askRecoveryKitPrompt(
  document: Document,
  problem?: RecoveryProblem,
): Promise<string | undefined> {
  return new Promise((resolve) => {
    const finish = (text: string | undefined) => {
      prompt.close()
      resolve(text)
    }
    const prompt = openPromptDialog(document, {
      title: PROMPT_TEXTS.askTitle,
      icon: 'kit',
      onCancel: () => finish(undefined),
    })
    const baseId = prompt.dialog.getAttribute('aria-labelledby') ?? 'latch-prompt'
    const error = createElement(document, 'div', { role: 'alert', 'data-latch-problem': '', hidden: true })
    const showError = (message: string | undefined) => {
      error.textContent = message ?? ''
      error.hidden = message === undefined
    }
    if (problem)
      showError(
        problem.attemptsLeft === undefined
          ? problem.message
          : `${problem.message} ${PROMPT_TEXTS.attemptsLeft(problem.attemptsLeft)}`,
      )
    const code = createElement(document, 'textarea', {
      id: `${baseId}-code`,
      rows: '3',
      spellcheck: 'false',
      autocomplete: 'off',
      autocapitalize: 'characters',
      placeholder: PROMPT_TEXTS.askCodePlaceholder,
      maxlength: String(RECOVERY_KIT_MAX_LENGTH),
    })
    const fileInput = createElement(document, 'input', {
      id: `${baseId}-file`,
      type: 'file',
      accept: '.json,application/json',
    })
    const fileStatus = createElement(document, 'div', { role: 'status', 'data-latch-status': '' })
    let fileText: string | undefined
    const recover = createElement(
      document,
      'button',
      { type: 'button', 'data-latch-primary': '', disabled: true },
      PROMPT_TEXTS.askRecover,
    )
    const update = () => {
      recover.disabled = fileText === undefined && code.value.trim() === ''
    }
    code.addEventListener('input', () => {
      fileText = undefined
      fileStatus.textContent = ''
      update()
    })
    fileInput.addEventListener('change', () => {
      const file = fileInput.files?.[0]
      fileText = undefined
      fileStatus.textContent = ''
      update()
      if (!file) return
      if (file.size > RECOVERY_KIT_MAX_LENGTH) return showError(PROMPT_TEXTS.askFileTooLarge)
      file.text().then(
        (text) => {
          fileText = text
          code.value = ''
          fileStatus.textContent = `${PROMPT_TEXTS.askFileChosen} ${file.name.slice(0, 80)}`
          showError(undefined)
          update()
        },
        () => showError(PROMPT_TEXTS.askFileUnreadable),
      )
    })
    recover.addEventListener('click', () => {
      const text = fileText ?? code.value.trim()
      try {
        readRecoveryKit(text)
      } catch (cause) {
        showError((cause as { shortMessage?: string }).shortMessage ?? SHARE_ERROR_MESSAGES.invalid)
        return
      }
      finish(text)
    })
    const cancel = createElement(document, 'button', { type: 'button' }, PROMPT_TEXTS.cancel)
    cancel.addEventListener('click', () => finish(undefined))
    prompt.body.append(
      createElement(document, 'p', {}, PROMPT_TEXTS.askWhy),
      error,
      createElement(
        document,
        'label',
        { for: code.id, 'data-latch-field-label': '' },
        PROMPT_TEXTS.askCodeLabel,
      ),
      code,
      createElement(
        document,
        'label',
        { for: fileInput.id, 'data-latch-file': '' },
        PROMPT_TEXTS.askFileLabel,
        fileInput,
      ),
      fileStatus,
      createElement(document, 'div', { 'data-latch-actions': '' }, cancel, recover),
    )
    prompt.focusFirst()
  })
}
