import { type SwitchSetting, switchSetting } from './switchSetting'

/**
 * The demo's on/off settings, each remembered in localStorage and applied when the demo creates
 * Latch (changing one reloads the page):
 * - `emailCapture`: with sign-in on, the modal shows DataCapture (an optional email) before the
 *   sign-in prompt (`features.emailCapture`);
 * - `embedded`: the modal shows inline in the page instead of as a dialog (`embedded: true`);
 * - `singleWallet`: `features.multiWallet: false`, so only the active wallet of each family shows
 *   and adding a second says "Multi-Wallet Not Enabled";
 * - `review`: `features.review`, so a request that moves money or grants authority waits in
 *   ApproveTransaction ("Review before your wallet") before an extension or paired wallet's prompt.
 *
 * @returns The four settings.
 * @example
 * ```ts
 * const { embedded } = demoSwitches()
 * if (embedded.read()) showInline()
 * ```
 */
export function demoSwitches(): Record<
  'emailCapture' | 'embedded' | 'singleWallet' | 'review',
  SwitchSetting
> {
  return {
    emailCapture: switchSetting('latch-demo:email-capture'),
    embedded: switchSetting('latch-demo:embedded'),
    singleWallet: switchSetting('latch-demo:single-wallet'),
    review: switchSetting('latch-demo:review'),
  }
}
