import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterFirstPaint } from './afterFirstPaint'

/** A page's window as far as `afterFirstPaint` reads it: frames and idle periods run when the test says. */
function fakePage(options: { visibility?: string; idle?: boolean; frames?: boolean } = {}) {
  const frames: (() => void)[] = []
  const idles: (() => void)[] = []
  const win = {
    document: { visibilityState: options.visibility ?? 'visible' },
    requestAnimationFrame: options.frames === false ? undefined : (run: () => void) => frames.push(run),
    requestIdleCallback: options.idle === false ? undefined : (run: () => void) => idles.push(run),
    setTimeout: (run: () => void, ms?: number) => setTimeout(run, ms),
  } as unknown as Window
  return {
    win,
    paintFrame: () => {
      for (const run of frames.splice(0)) run()
    },
    goIdle: () => {
      for (const run of idles.splice(0)) run()
    },
  }
}

/** Whether `promise` has settled once the microtasks queued so far have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false
  void promise.then(() => {
    done = true
  })
  await Promise.resolve()
  await Promise.resolve()
  return done
}

describe('afterFirstPaint (a reload paints before its restore loads code)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('resolves only once the next frame has run and the page is idle', async () => {
    const page = fakePage()
    const painted = afterFirstPaint(page.win)!
    expect(await settled(painted)).toBe(false)
    page.goIdle()
    expect(await settled(painted)).toBe(false)
    page.paintFrame()
    expect(await settled(painted)).toBe(false)
    page.goIdle()
    expect(await settled(painted)).toBe(true)
  })

  it('without requestIdleCallback, resolves with the first task after the frame', async () => {
    const page = fakePage({ idle: false })
    const painted = afterFirstPaint(page.win)!
    await vi.advanceTimersByTimeAsync(50)
    expect(await settled(painted)).toBe(false)
    page.paintFrame()
    expect(await settled(painted)).toBe(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(await settled(painted)).toBe(true)
  })

  it('waits 100 ms at most when no frame comes (a page hidden after it started)', async () => {
    const page = fakePage()
    const painted = afterFirstPaint(page.win)!
    await vi.advanceTimersByTimeAsync(99)
    expect(await settled(painted)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await settled(painted)).toBe(true)
  })

  it('gives nothing to wait for in a hidden page, or one that cannot tell when it paints', () => {
    expect(afterFirstPaint(fakePage({ visibility: 'hidden' }).win)).toBeUndefined()
    expect(afterFirstPaint(fakePage({ visibility: 'prerender' }).win)).toBeUndefined()
    expect(afterFirstPaint(fakePage({ frames: false }).win)).toBeUndefined()
  })
})
