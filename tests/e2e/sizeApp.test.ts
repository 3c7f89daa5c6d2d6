import { describe, expect, it } from 'vitest'
import { benchSizeApp, INITIAL_JS_BUDGET_KB, printFigures } from '../../scripts/bench-app'

describe('minimal Latch app (examples/size-app) in Chromium', () => {
  it(`loads at most ${INITIAL_JS_BUDGET_KB} KB gzip of initial JS beyond React, keeps the modal lazy, and calls no other host before the first click`, async () => {
    const figures = await benchSizeApp({ runs: 5 })
    printFigures(figures)
    expect(figures.initialJsMinusReactKb).toBeLessThanOrEqual(INITIAL_JS_BUDGET_KB)
    // The modal's code is its own chunk, not part of the initial load.
    expect(figures.initialFiles.some((file) => file.includes('ModalRoot'))).toBe(false)
    expect(figures.lazyFiles).toBeGreaterThan(0)
    expect(figures.foreignRequestsBeforeClick).toEqual([])
    // The click opened the modal in every run.
    expect(figures.clickToModalMs).toHaveLength(5)
  })
})
