const STORAGE_KEY = 'latch-demo:sign-in'

/**
 * The demo's sign-in mode: off, optional (the modal asks after connect; cancel just closes),
 * required (closing is refused and the modal shakes; cancel disconnects), both with sessions kept on
 * the device, or server (required, with nonces and sessions kept by the demo server's sign-in kit).
 *
 * @example
 * ```ts
 * const mode: SignInMode = 'required'
 * ```
 */
export type SignInMode = 'off' | 'optional' | 'required' | 'server'

/**
 * The sign-in mode the visitor chose (remembered across reloads).
 *
 * @returns The mode; `off` by default.
 * @example
 * ```ts
 * if (readSignInMode() !== 'off') enableSiwx()
 * ```
 */
export function readSignInMode(): SignInMode {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY)
    return value === 'optional' || value === 'required' || value === 'server' ? value : 'off'
  } catch {
    return 'off'
  }
}

/**
 * Remembers the sign-in mode; the page reloads to apply it (it is an option of `createLatch`).
 *
 * @param mode - New mode.
 * @example
 * ```ts
 * writeSignInMode('required')
 * ```
 */
export function writeSignInMode(mode: SignInMode): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, mode)
  } catch {
    // storage disabled: the mode stays as it was
  }
}
