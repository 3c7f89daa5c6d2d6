import type { FramePrompts } from '../../FramePrompts'
import { askPasskeyPrompt } from './askPasskeyPrompt'
import { askRecoveryKitPrompt } from './askRecoveryKitPrompt'
import { revealSecretPrompt } from './revealSecretPrompt'
import { showRecoveryKitPrompt } from './showRecoveryKitPrompt'

/**
 * Options of {@link createDomPrompts}.
 *
 * @example
 * ```ts
 * const options: DomPromptsOptions = { document: () => document, setVisible: (visible) => postUi(visible) }
 * ```
 */
export type DomPromptsOptions = {
  /** The frame page's document, looked up when a prompt opens. */
  document: () => Document
  /** Called with `true` before a prompt opens and `false` after it closed (the frame posts `FrameUi`). */
  setVisible: (visible: boolean) => void
}

/**
 * The key frame's {@link FramePrompts} in the frame page's own DOM: one prompt at a time (a second
 * waits for the first to close), each framed by `setVisible(true)` and `setVisible(false)` so the
 * app page shows the iframe only meanwhile. What the prompts show (the kit, the secret) stays in
 * the frame page.
 *
 * @param options - The document and the visibility callback.
 * @returns The prompts, for `createKeyFrameHandler({ prompts })`.
 * @example
 * ```ts
 * const prompts = createDomPrompts({ document: () => document, setVisible: (visible) => parent.postMessage({ channel: FRAME_CHANNEL, type: 'ui', visible }, origin) })
 * await prompts.showRecoveryKit(kit)
 * ```
 */
export function createDomPrompts(options: DomPromptsOptions): FramePrompts {
  let queue: Promise<unknown> = Promise.resolve()
  const run = <T>(show: (document: Document) => Promise<T>): Promise<T> => {
    const shown = queue.then(async () => {
      options.setVisible(true)
      try {
        return await show(options.document())
      } finally {
        options.setVisible(false)
      }
    })
    queue = shown.catch(() => undefined)
    return shown
  }
  return {
    showRecoveryKit: (kit) => run((document) => showRecoveryKitPrompt(document, kit)),
    askRecoveryKit: (problem) => run((document) => askRecoveryKitPrompt(document, problem)),
    revealSecret: (secret) => run((document) => revealSecretPrompt(document, secret)),
    askPasskey: (mode) => run((document) => askPasskeyPrompt(document, mode)),
  }
}
