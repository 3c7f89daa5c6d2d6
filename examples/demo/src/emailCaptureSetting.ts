import { switchSetting } from './switchSetting'

const emailCapture = switchSetting('latch-demo:email-capture')

/**
 * Whether the demo asks for an optional email (the DataCapture view) before sign-in.
 *
 * @returns True when on.
 * @example
 * ```ts
 * createLatch({ ...options, features: { emailCapture: readEmailCapture() } })
 * ```
 */
export function readEmailCapture(): boolean {
  return emailCapture.read()
}

/**
 * Remembers the email-capture switch; the page reloads to apply it (it is an option of `createLatch`).
 *
 * @param on - New state.
 * @example
 * ```ts
 * writeEmailCapture(true)
 * ```
 */
export function writeEmailCapture(on: boolean): void {
  emailCapture.write(on)
}
