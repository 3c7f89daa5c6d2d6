import { describe, expect, it } from 'vitest'
import {
  benchSizeApp,
  FOUR_FAMILIES_JS_BEFORE_CLICK_BUDGET_KB,
  FOUR_FAMILIES_JS_BUDGET_KB,
  INITIAL_JS_BUDGET_KB,
  JS_BEFORE_CLICK_BUDGET_KB,
  printFigures,
} from '../../scripts/bench-app'

describe('minimal Latch app (examples/size-app) in Chromium', () => {
  it(`loads at most ${INITIAL_JS_BUDGET_KB} KB gzip of initial JS beyond React with the EVM adapter and ${FOUR_FAMILIES_JS_BUDGET_KB} KB with EVM + Solana + Stacks/Bitcoin, keeps the modal lazy, fetches at most ${JS_BEFORE_CLICK_BUDGET_KB} / ${FOUR_FAMILIES_JS_BEFORE_CLICK_BUDGET_KB} KB beyond React before the first click, and calls no other host before it`, async () => {
    const figures = await benchSizeApp({ runs: 5 })
    printFigures(figures)
    expect(figures.initialJsMinusReactKb).toBeLessThanOrEqual(INITIAL_JS_BUDGET_KB)
    expect(figures.fourFamilies.initialJsMinusReactKb).toBeLessThanOrEqual(FOUR_FAMILIES_JS_BUDGET_KB)
    // All the JS fetched before the first click (the prefetch loads the frame and the opening view only)
    const beforeClick = (page: typeof figures.fourFamilies) => page.jsBeforeClickKb - figures.reactBaselineKb
    console.log(
      `JS before the first click minus React: ${beforeClick(figures).toFixed(2)} KB (EVM), ${beforeClick(figures.fourFamilies).toFixed(2)} KB (four families)`,
    )
    expect(beforeClick(figures)).toBeLessThanOrEqual(JS_BEFORE_CLICK_BUDGET_KB)
    expect(beforeClick(figures.fourFamilies)).toBeLessThanOrEqual(FOUR_FAMILIES_JS_BEFORE_CLICK_BUDGET_KB)
    for (const page of [figures, figures.fourFamilies]) {
      // The modal's code is its own chunk, not part of the initial load.
      expect(page.initialFiles.some((file) => file.includes('ModalRoot'))).toBe(false)
      expect(page.lazyFileNames.some((file) => file.includes('ModalRoot'))).toBe(true)
      expect(page.lazyFiles).toBeGreaterThan(0)
      expect(page.foreignRequestsBeforeClick).toEqual([])
      // The page offers no email, passkey or social login: their code is never fetched.
      expect(page.lazyFileNames.some((file) => file.includes('loginMethods'))).toBe(true)
      expect(page.jsFileNamesBeforeClick.some((file) => file.includes('ModalRoot'))).toBe(true)
      expect(page.jsFileNamesBeforeClick.filter((file) => file.includes('loginMethods'))).toEqual([])
      // An English visitor never fetches the loaders of the other locales (their own chunk).
      expect(page.lazyFileNames.some((file) => /(^|\/)locales-/.test(file))).toBe(true)
      expect(page.jsFileNamesBeforeClick.filter((file) => /(^|\/)locales-/.test(file))).toEqual([])
      // A page without a projectId lists the bundled registry: the hosted registry's code, the
      // wallet search's and the other views' (with the list of their chunks) load when used.
      for (const name of ['createWalletRegistry', 'loadOtherViews'])
        expect(page.lazyFileNames.some((file) => file.includes(name))).toBe(true)
      expect(
        page.jsFileNamesBeforeClick.filter((file) => /createWalletRegistry|otherViews|OtherViews/.test(file)),
      ).toEqual([])
      // The wallet list's code and the "on view" rule are part of the data wiring's chunk, which the
      // mount loads: neither is a chunk of its own, fetched after the wiring has run or as the modal opens.
      expect(
        page.lazyFileNames.filter((file) =>
          /(^|\/)(onView|walletListCode|createWalletChoice|createWalletsController)-/.test(file),
        ),
      ).toEqual([])
      // The click opened the modal in every run.
      expect(page.clickToModalMs).toHaveLength(5)
    }
  })
})
