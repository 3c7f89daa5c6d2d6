/**
 * True when the page runs inside another page's frame: the only place a Safe{Wallet} parent can be.
 * A window whose `parent` cannot be read counts as not framed.
 *
 * @param win - The page's window.
 * @returns Whether `win.parent` is another window.
 * @example
 * ```ts
 * if (isInFrame(window)) await detectSafe(window)
 * ```
 */
export function isInFrame(win: Window): boolean {
  try {
    return win.parent != null && win.parent !== win
  } catch {
    return false
  }
}
