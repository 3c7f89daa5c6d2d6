/**
 * An on/off demo setting remembered across reloads (the demo applies it when it creates Latch).
 *
 * @example
 * ```ts
 * const embedded = switchSetting('latch-demo:embedded')
 * if (embedded.read()) showInline()
 * ```
 */
export type SwitchSetting = {
  /** The remembered state; off when never set or storage is disabled. */
  read: () => boolean
  /** Remember the state (the page reloads to apply it). */
  write: (on: boolean) => void
}

/**
 * An on/off setting kept under `key` in the page's localStorage.
 *
 * @param key - Storage key.
 * @returns Its reader and writer.
 * @example
 * ```ts
 * const emailCapture = switchSetting('latch-demo:email-capture')
 * emailCapture.write(true)
 * ```
 */
export function switchSetting(key: string): SwitchSetting {
  return {
    read() {
      try {
        return window.localStorage.getItem(key) === 'on'
      } catch {
        return false
      }
    },
    write(on) {
      try {
        if (on) window.localStorage.setItem(key, 'on')
        else window.localStorage.removeItem(key)
      } catch {
        // storage disabled: the setting stays as it was
      }
    },
  }
}
