/**
 * When a page shown on screen has painted its next frame and is idle, for work that must not hold
 * that frame back: a reload's restore loads its code after it, so the address a wallet confirmed
 * paints first (each chunk the bundler asks for costs the main thread a preload link and a compile:
 * 28 of them took ~12 ms of the mount's turn in a Vite app). Waits 100 ms at most (a page hidden
 * meanwhile paints no frame); without `requestIdleCallback`, the next task after the frame.
 *
 * @param win - The page's window.
 * @returns Resolves then; `undefined` (nothing to wait for) in a hidden page or where the page
 *   cannot tell when it paints (no `requestAnimationFrame`).
 * @example
 * ```ts
 * const painted = afterFirstPaint(window)
 * void Promise.resolve(painted).then(() => import('../../kernel/connections/connectionsCode'))
 * ```
 */
export function afterFirstPaint(win: Window): Promise<void> | undefined {
  if (win.document?.visibilityState !== 'visible' || !win.requestAnimationFrame) return undefined
  return new Promise((done) => {
    win.requestAnimationFrame(() =>
      win.requestIdleCallback ? win.requestIdleCallback(() => done()) : win.setTimeout(done),
    )
    win.setTimeout(done, 100)
  })
}
