import { switchSetting } from './switchSetting'

const embedded = switchSetting('latch-demo:embedded')

/**
 * Whether the demo shows the modal embedded in the page instead of as a dialog.
 *
 * @returns True when embedded.
 * @example
 * ```ts
 * createLatch({ ...options, embedded: readEmbedded() })
 * ```
 */
export function readEmbedded(): boolean {
  return embedded.read()
}

/**
 * Remembers the embedded switch; the page reloads to apply it (it is an option of `createLatch`).
 *
 * @param on - New state.
 * @example
 * ```ts
 * writeEmbedded(true)
 * ```
 */
export function writeEmbedded(on: boolean): void {
  embedded.write(on)
}
