import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pixelmatch from 'pixelmatch'
import type { Locator, Page } from 'playwright-core'
import { PNG } from 'pngjs'
import { expect } from 'vitest'
import { axeDialog } from './axe'
import { dialog } from './modal'
import { VISUAL_OUTPUT_DIR } from './visualOutput'

/** Where the committed baselines live: one `<view>-<mode>.png` per view and mode. */
export const BASELINE_DIR = path.resolve('tests/e2e/visual/__screenshots__')

/** Set to 1 to rewrite the baselines instead of comparing (`LATCH_UPDATE_SCREENSHOTS=1`). */
export const UPDATE_SCREENSHOTS = process.env.LATCH_UPDATE_SCREENSHOTS === '1'

/**
 * Per-pixel colour distance (pixelmatch's YIQ threshold, 0..1) under which two pixels count as the
 * same; anti-aliased edge pixels are ignored by pixelmatch on top of this. Tight, because the renderer
 * (Debian Chromium, no GPU, DejaVu, scale 1) draws the same pixels on every run: 0.03 sees an accent
 * colour moved by about 12 levels of green (pixelmatch's default, 0.1, lets a #2f54eb to #2f6ceb
 * accent change through).
 */
export const PIXEL_THRESHOLD = 0.03

/**
 * Share of a screenshot's pixels that may differ before the view counts as changed (0.05 %, about 50
 * pixels of a 360 × 300 dialog: room for a stray corner pixel of the page behind, not for a changed word).
 */
export const MAX_DIFF_RATIO = 0.0005

/** The three looks every view is checked in. */
export const VISUAL_MODES = ['light', 'dark', 'mobile'] as const

/**
 * With `LATCH_LOCALE_SHOTS=1`, the Arabic and Japanese passes also save a screenshot of each view to
 * `test-output/visual/locales/` for a person to look at (no baseline: the glyphs depend on the
 * machine's fonts).
 */
const LOCALE_SHOTS = process.env.LATCH_LOCALE_SHOTS === '1'

/** Saves the open dialog's screenshot under `test-output/visual/locales/<name>.png`. */
async function saveLocaleShot(page: Page, name: string): Promise<void> {
  const dir = path.join(VISUAL_OUTPUT_DIR, 'locales')
  mkdirSync(dir, { recursive: true })
  await setShooting(page, true)
  writeFileSync(
    path.join(dir, `${name}.png`),
    await dialog(page).screenshot({ animations: 'disabled', caret: 'hide' }),
  )
  await setShooting(page, false)
}

/**
 * The two locales every view is also checked in with axe (no screenshot: the glyphs depend on the
 * machine's fonts): Arabic, right to left, and Japanese, whose words are not separated by spaces.
 * With light, dark and 390 px they make the five modes of the accessibility walk.
 */
export const AXE_LOCALES = ['ar', 'ja'] as const

/** One of {@link VISUAL_MODES}. */
export type VisualMode = (typeof VISUAL_MODES)[number]

const VIEWPORTS: Record<VisualMode, { width: number; height: number }> = {
  light: { width: 1280, height: 800 },
  dark: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
}

/**
 * What makes a screenshot the same on every run: fonts that are installed on Debian (DejaVu), no
 * animation or transition, no caret, and (while a shot is taken) none of the demo page behind the
 * dialog's rounded corners. Adopted through the CSSOM, which the demo's strict CSP allows.
 */
const STABLE_CSS = `
:root, [data-latch-theme] {
  --latch-font-family: "DejaVu Sans", sans-serif !important;
  --latch-font-family-mono: "DejaVu Sans Mono", monospace !important;
}
html[data-latch-visual-shot] #root {
  visibility: hidden !important;
}
*, *::before, *::after {
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  transition: none !important;
  caret-color: transparent !important;
}
`

/**
 * Makes the page's rendering deterministic for screenshots (fonts, no motion, no caret). Call once
 * per page, after it has loaded (and again after a reload).
 *
 * @param page - A demo page.
 * @example
 * ```ts
 * await stabilise(page)
 * ```
 */
export async function stabilise(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.evaluate((css) => {
    const marked = window as unknown as { __latchVisualSheet?: CSSStyleSheet }
    if (marked.__latchVisualSheet) return
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
    marked.__latchVisualSheet = sheet
  }, STABLE_CSS)
}

/** Sets the viewport, the demo's theme attribute and the preferred colour scheme for `mode`. */
async function applyMode(page: Page, mode: VisualMode): Promise<void> {
  await page.setViewportSize(VIEWPORTS[mode])
  const scheme = mode === 'dark' ? 'dark' : 'light'
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
  await page.evaluate((theme) => document.documentElement.setAttribute('data-latch-theme', theme), scheme)
}

/**
 * Switches the demo's modal to `locale` in place, as the app would (the page behind the open modal
 * is inert, so through the demo's own picker's change event), and waits until the dialog speaks it.
 */
async function applyLocale(page: Page, locale: string): Promise<void> {
  await page.evaluate((code) => {
    const select = document.querySelector<HTMLSelectElement>('[data-demo-locale]')
    if (!select) throw new Error('the demo has no language picker')
    select.value = code
    select.dispatchEvent(new Event('change', { bubbles: true }))
  }, locale)
  await expect
    .poll(() => page.evaluate(() => document.querySelector('[role="dialog"]')?.getAttribute('lang')))
    .toBe(locale)
}

/** Hides (or shows again) the demo page under the dialog, whose corners would otherwise show it. */
async function setShooting(page: Page, on: boolean): Promise<void> {
  await page.evaluate((value) => {
    document.documentElement.toggleAttribute('data-latch-visual-shot', value)
  }, on)
}

/**
 * Waits until the dialog is still: fonts loaded, images decoded and none still loading its artwork,
 * no skeleton or busy region (unless
 * `allowBusy`: a view whose loading state is what is shown), the frame at its content's height, and
 * two frames painted with the same layout.
 */
async function settle(page: Page, name: string, allowBusy: boolean): Promise<void> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const still = await page.evaluate(async (busyOk) => {
      await document.fonts.ready
      const root = document.querySelector('[role="dialog"]')
      if (!root) return false
      const images = [...root.querySelectorAll('img')]
      await Promise.all(images.map((img) => img.decode().catch(() => undefined)))
      if (images.some((img) => !img.complete)) return false
      if (root.querySelector('[data-latch-skeleton], [data-resizing]')) return false
      // a wallet, network or token image still loading its artwork (an empty box in the shot)
      if (root.querySelector('[data-latch-wallet-image][data-state="loading"]')) return false
      if (!busyOk && root.querySelector('[aria-busy="true"]')) return false
      const frame = document.querySelector<HTMLElement>('[data-latch-frame]')
      const content = document.querySelector<HTMLElement>('[data-latch-modal]')
      if (frame && content && frame.style.height) {
        const want = Math.ceil(content.getBoundingClientRect().height)
        if (Math.abs(Number.parseFloat(frame.style.height) - want) > 1) return false
      }
      const box = () => JSON.stringify(root.getBoundingClientRect())
      const before = box()
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
      return box() === before
    }, allowBusy)
    if (still) return
    if (Date.now() > deadline) throw new Error(`${name}: the dialog did not settle within 10 s`)
    await page.waitForTimeout(100)
  }
}

/** Pixels of two PNGs that differ beyond {@link PIXEL_THRESHOLD}; -1 when their sizes differ. */
function countDiffering(baseline: Buffer, actual: Buffer): number {
  const a = PNG.sync.read(baseline)
  const b = PNG.sync.read(actual)
  if (a.width !== b.width || a.height !== b.height) return -1
  return pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: PIXEL_THRESHOLD })
}

/**
 * Compares a screenshot with its baseline (or writes the baseline under the update flag).
 *
 * @returns A line describing the mismatch, or undefined when it matches.
 */
function compare(name: string, actual: Buffer): string | undefined {
  const baselinePath = path.join(BASELINE_DIR, `${name}.png`)
  if (UPDATE_SCREENSHOTS) {
    // a baseline no pixel of which differs is kept, so an update rewrites only the views that changed
    if (!existsSync(baselinePath) || countDiffering(readFileSync(baselinePath), actual) !== 0) {
      mkdirSync(BASELINE_DIR, { recursive: true })
      writeFileSync(baselinePath, actual)
    }
    return undefined
  }
  const writeActual = () => {
    mkdirSync(VISUAL_OUTPUT_DIR, { recursive: true })
    writeFileSync(path.join(VISUAL_OUTPUT_DIR, `${name}-actual.png`), actual)
  }
  if (!existsSync(baselinePath)) {
    writeActual()
    return `${name}: no baseline (run LATCH_UPDATE_SCREENSHOTS=1 to create it)`
  }
  const expected = PNG.sync.read(readFileSync(baselinePath))
  const got = PNG.sync.read(actual)
  if (expected.width !== got.width || expected.height !== got.height) {
    writeActual()
    return `${name}: size ${got.width}×${got.height}, baseline ${expected.width}×${expected.height}`
  }
  const diff = new PNG({ width: got.width, height: got.height })
  const differing = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, {
    threshold: PIXEL_THRESHOLD,
  })
  const ratio = differing / (got.width * got.height)
  if (ratio <= MAX_DIFF_RATIO) return undefined
  writeActual()
  writeFileSync(path.join(VISUAL_OUTPUT_DIR, `${name}-diff.png`), PNG.sync.write(diff))
  return `${name}: ${(ratio * 100).toFixed(2)}% of pixels differ (${differing} px)`
}

/**
 * Collects the visual and accessibility findings of one suite, so a test can check every view and
 * then fail once with the full list.
 *
 * @example
 * ```ts
 * const findings = visualFindings()
 * await findings.check(page, 'Connect')
 * expect(findings.list).toEqual([])
 * ```
 */
export type VisualFindings = {
  /** Every mismatch, missing baseline and axe violation so far, one line each. */
  list: string[]
  /** The views checked so far (one entry per view). */
  views: string[]
  /**
   * Screenshots the open dialog, which must show `view`, in light, dark and at 390 px (bottom
   * sheet), compares each with its baseline and runs axe on it; then runs axe on it again in
   * Arabic and in Japanese ({@link AXE_LOCALES}) and returns it to English. `mask` hides parts that change
   * from run to run (fresh keys, nonces, times); `variant` names a second state of a view;
   * `allowBusy` screenshots a view whose loading state is the state shown.
   */
  check: (
    page: Page,
    view: string,
    options?: { mask?: (page: Page) => Locator[]; variant?: string; allowBusy?: boolean },
  ) => Promise<void>
}

/**
 * A fresh {@link VisualFindings} collector.
 *
 * @returns The collector.
 * @example
 * ```ts
 * const findings = visualFindings()
 * ```
 */
export function visualFindings(): VisualFindings {
  const list: string[] = []
  const views: string[] = []
  return {
    list,
    views,
    async check(page, view, options = {}) {
      await dialog(page).locator(`[data-latch-view="${view}"]`).first().waitFor()
      const name = options.variant ? `${view}-${options.variant}` : view
      views.push(name)
      // the pointer rests off the dialog, so no control is drawn hovered
      await page.mouse.move(0, 0)
      for (const mode of VISUAL_MODES) {
        await applyMode(page, mode)
        await settle(page, `${name}-${mode}`, options.allowBusy ?? false)
        await setShooting(page, true)
        const shot = await dialog(page).screenshot({
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
          mask: options.mask?.(page) ?? [],
          maskColor: '#ff00ff',
        })
        await setShooting(page, false)
        const mismatch = compare(`${name}-${mode}`, shot)
        if (mismatch) list.push(mismatch)
        const violations = await axeDialog(page)
        for (const v of violations)
          list.push(`${name}-${mode}: axe ${v.id} (${v.help}) at ${v.targets.join(', ')}`)
      }
      await applyMode(page, 'light')
      for (const locale of AXE_LOCALES) {
        await applyLocale(page, locale)
        await dialog(page).locator(`[data-latch-view="${view}"]`).first().waitFor()
        await settle(page, `${name}-${locale}`, options.allowBusy ?? false)
        if (LOCALE_SHOTS) await saveLocaleShot(page, `${name}-${locale}`)
        for (const v of await axeDialog(page))
          list.push(`${name}-${locale}: axe ${v.id} (${v.help}) at ${v.targets.join(', ')}`)
      }
      await applyLocale(page, 'en')
    },
  }
}

/**
 * Marks, for masking, the smallest elements of the dialog whose text contains one of `texts`
 * (addresses made from fresh keys, for instance) and returns their locator. An element whose whole
 * text is one of them gets a fixed 7em box, so the glyph widths of a fresh address cannot move the
 * layout.
 *
 * @param page - The page.
 * @param texts - Exact substrings to hide.
 * @returns A locator of the marked elements.
 * @example
 * ```ts
 * const hidden = await markTexts(page, [address, shortAddress])
 * ```
 */
export async function markTexts(page: Page, texts: readonly string[]): Promise<Locator> {
  await page.evaluate((needles) => {
    const root = document.querySelector('[role="dialog"]')
    if (!root) return
    for (const el of root.querySelectorAll('*')) {
      const own = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
      const value = el instanceof HTMLInputElement ? el.value : ''
      if (needles.some((t) => t && (own.includes(t) || value.includes(t)))) {
        el.setAttribute('data-visual-mask', '')
        // a fresh address is as wide as its glyphs: a fixed box keeps the masked layout the same
        // from run to run
        if (el instanceof HTMLElement && needles.includes(own.trim()))
          Object.assign(el.style, {
            display: 'inline-block',
            width: '7em',
            overflow: 'hidden',
            whiteSpace: 'nowrap',
            verticalAlign: 'bottom',
          })
      }
    }
  }, texts)
  return page.locator('[data-visual-mask]')
}
