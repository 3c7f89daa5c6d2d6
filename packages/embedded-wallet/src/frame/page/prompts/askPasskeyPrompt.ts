import type { PasskeyMode } from '../../FramePrompts'
import { createElement } from './createElement'
import { openPromptDialog } from './openPromptDialog'
import { PROMPT_TEXTS } from './promptTexts'

/**
 * Asks the visitor to go on with a passkey: what will happen (the device's own check; the passkey
 * can also open the wallet on a new device), "Continue with a passkey" and "Cancel". The browser
 * runs a WebAuthn ceremony in a cross-origin frame only within a click in that frame, so the
 * caller starts it as soon as this resolves `true` (the click's activation still holds).
 *
 * @param document - The frame page's document.
 * @param mode - Sign-up, sign-in or adding a passkey (the title says which).
 * @returns `true` on "Continue with a passkey", `false` on Cancel or Escape.
 * @example
 * ```ts
 * if (await askPasskeyPrompt(document, 'signIn')) await ceremonies.get(options)
 * ```
 */
export function askPasskeyPrompt(document: Document, mode: PasskeyMode): Promise<boolean> {
  return new Promise((resolve) => {
    const finish = (go: boolean) => {
      prompt.close()
      resolve(go)
    }
    const prompt = openPromptDialog(document, {
      title: PROMPT_TEXTS.passkeyTitle[mode],
      icon: 'kit',
      onCancel: () => finish(false),
    })
    const go = createElement(
      document,
      'button',
      { type: 'button', 'data-latch-primary': '' },
      PROMPT_TEXTS.passkeyContinue,
    )
    const cancel = createElement(document, 'button', { type: 'button' }, PROMPT_TEXTS.cancel)
    go.addEventListener('click', () => finish(true))
    cancel.addEventListener('click', () => finish(false))
    prompt.body.append(
      createElement(document, 'p', {}, PROMPT_TEXTS.passkeyWhy),
      createElement(document, 'div', { 'data-latch-actions': '' }, cancel, go),
    )
    prompt.focusFirst()
  })
}
