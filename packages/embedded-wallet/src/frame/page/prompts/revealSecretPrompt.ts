import type { WalletSecret } from '../../FramePrompts'
import { createCopyButton } from './createCopyButton'
import { createElement, type ElementProps } from './createElement'
import { openPromptDialog } from './openPromptDialog'
import { PROMPT_TEXTS } from './promptTexts'

/**
 * Shows the wallet's secret in two steps: first a warning (whoever has it controls the wallet;
 * never share it; the app never sees it) with "Show recovery phrase" and "Cancel"; only after that
 * confirmation are the phrase's numbered words put on the page, with "Copy", the private keys
 * behind "Show private keys" (each with its own "Copy"), and "Done". Escape and Cancel close it at
 * any step. Nothing of the secret is in the document before the confirmation or after closing.
 *
 * @param document - The frame page's document.
 * @param secret - The recovery phrase and private keys.
 * @returns Resolves when the prompt is closed (shown or not).
 * @example
 * ```ts
 * await revealSecretPrompt(document, secret)
 * ```
 */
export function revealSecretPrompt(document: Document, secret: WalletSecret): Promise<void> {
  return new Promise((resolve) => {
    const finish = () => {
      prompt.close()
      resolve()
    }
    const prompt = openPromptDialog(document, {
      title: PROMPT_TEXTS.revealTitle,
      icon: 'warn',
      onCancel: finish,
    })
    const el = <K extends keyof HTMLElementTagNameMap>(
      tag: K,
      props?: ElementProps,
      ...children: (string | Node)[]
    ) => createElement(document, tag, props, ...children)
    // one private key: its name, its text and its own copy button
    const privateKey = (name: string, value: string) => [
      el('h2', {}, name),
      el('div', { 'data-latch-key': '' }, value),
      createCopyButton(document, value, status, `${PROMPT_TEXTS.copy} ${name}`),
    ]
    const status = el('div', { role: 'status', 'data-latch-status': '' })
    const confirm = el('button', { type: 'button', 'data-latch-primary': '' }, PROMPT_TEXTS.revealConfirm)
    const cancel = el('button', { type: 'button' }, PROMPT_TEXTS.cancel)
    cancel.addEventListener('click', finish)
    const warning = el('div', { 'data-latch-warning': '', role: 'note' }, PROMPT_TEXTS.revealWarning)
    prompt.body.append(warning, el('div', { 'data-latch-actions': '' }, cancel, confirm))

    confirm.addEventListener('click', () => {
      const words = el(
        'ol',
        { 'data-latch-words': '' },
        ...secret.mnemonic
          .split(' ')
          .map((word, i) => el('li', {}, el('span', { 'aria-hidden': 'true' }, `${i + 1}`), word)),
      )
      const keys = el(
        'div',
        { hidden: true, 'data-latch-keys': '' },
        ...privateKey(PROMPT_TEXTS.revealEvmKey, secret.evmPrivateKey),
        ...privateKey(PROMPT_TEXTS.revealSolanaKey, secret.solanaSecretKey),
      )
      const showKeys = el('button', { type: 'button', 'data-latch-link': '' }, PROMPT_TEXTS.revealKeys)
      showKeys.addEventListener('click', () => {
        keys.hidden = false
        showKeys.remove()
        keys.querySelector('button')?.focus()
      })
      const done = el('button', { type: 'button', 'data-latch-primary': '' }, PROMPT_TEXTS.done)
      done.addEventListener('click', finish)
      prompt.setTitle(PROMPT_TEXTS.revealPhraseTitle)
      prompt.body.replaceChildren(
        el('p', {}, PROMPT_TEXTS.revealPhraseHint),
        words,
        createCopyButton(document, secret.mnemonic, status),
        showKeys,
        keys,
        status,
        el('div', { 'data-latch-actions': '' }, done),
      )
      prompt.focusFirst()
    })
    prompt.focusFirst()
  })
}
