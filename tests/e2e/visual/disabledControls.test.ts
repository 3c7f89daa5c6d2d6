import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeDialog } from '../support/axe'
import { launchChromium } from '../support/browser'

/*
 * Disabled controls in the shipped theme, as Chromium paints them: the control's outline stands out
 * from the dialog (≥ 3:1, WCAG 1.4.11) and its label stays readable (≥ 4.5:1 on its own fill), in
 * light and in dark. A busy primary (in progress) keeps the accent. The theme is loaded from the
 * package's CSS files, exactly as an app imports `@latch/react/theme.css`.
 */

const THEME_DIR = path.resolve('packages/react/src/theme')

/** theme.css with its `@import` of account.css inlined, so a `<style>` can hold it. */
function themeCss(): string {
  const account = readFileSync(path.join(THEME_DIR, 'account.css'), 'utf8')
  return readFileSync(path.join(THEME_DIR, 'theme.css'), 'utf8').replace('@import "./account.css";', account)
}

/** A dialog as `@latch/react` renders it, holding the disabled (and busy) controls of the views. */
function dialogHtml(theme: 'light' | 'dark'): string {
  return `<!doctype html><html lang="en" data-latch-theme="${theme}"><head><style>${themeCss()}</style></head>
<body><div data-latch-dialog="" role="dialog" aria-modal="true" aria-label="Send">
  <div data-latch-frame=""><div data-latch-modal="">
    <form>
      <label for="amount">Amount</label><input id="amount" data-probe="field" disabled value="1.5">
      <button type="submit" data-latch-primary="" data-probe="primary" disabled>Review</button>
      <button type="button" data-probe="secondary" disabled>Max</button>
      <button type="button" data-latch-primary="" data-probe="busy" disabled aria-busy="true">Sending…</button>
      <button type="button" data-latch-primary="" data-probe="enabled">Continue</button>
    </form>
  </div></div>
</div></body></html>`
}

type Rgb = [number, number, number]

/** Relative luminance (WCAG 2.x). */
function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/** WCAG contrast ratio of two opaque colours. */
function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/**
 * The colours Chromium paints for a probe: its text, fill and border composited over the dialog's
 * background, with the element's opacity applied (a faded control is judged as it looks).
 */
async function painted(page: Page, probe: string) {
  return page.evaluate((name) => {
    const parse = (css: string): [number, number, number, number] => {
      const m = css.match(/rgba?\(([^)]+)\)/)
      if (!m) throw new Error(`unparsed colour ${css}`)
      const [r, g, b, a] = m[1]!
        .split(/[ ,/]+/)
        .filter(Boolean)
        .map(Number)
      return [r!, g!, b!, a ?? 1]
    }
    const over = (top: [number, number, number, number], under: number[], alpha = 1) => {
      const a = top[3] * alpha
      return [0, 1, 2].map((i) => top[i]! * a + under[i]! * (1 - a)) as [number, number, number]
    }
    const el = document.querySelector<HTMLElement>(`[data-probe="${name}"]`)!
    const dialog = document.querySelector<HTMLElement>('[data-latch-dialog]')!
    const style = getComputedStyle(el)
    const opacity = Number(style.opacity)
    const page = parse(getComputedStyle(dialog).backgroundColor).slice(0, 3)
    const fill = over(parse(style.backgroundColor), page, opacity)
    return {
      dialog: page as [number, number, number],
      fill,
      border: over(parse(style.borderTopColor), page, opacity),
      borderWidth: Number.parseFloat(style.borderTopWidth),
      text: over(parse(style.color), fill, opacity),
    }
  }, probe)
}

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

describe('disabled controls read clearly in light and dark (contrast in Chromium)', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`${theme}: a disabled primary button, secondary button and field have an outline ≥ 3:1 on the dialog and text ≥ 4.5:1; a busy primary keeps the accent`, async () => {
      const page = await browser.newPage()
      await page.setContent(dialogHtml(theme))
      for (const probe of ['primary', 'secondary', 'field']) {
        const colours = await painted(page, probe)
        // the control's boundary: its outline, or its fill where the fill alone stands out
        const boundary = Math.max(
          contrast(colours.border, colours.dialog),
          contrast(colours.fill, colours.dialog),
        )
        expect.soft(colours.borderWidth, `${probe} border width`).toBeGreaterThanOrEqual(1)
        expect.soft(boundary, `${probe} boundary on the dialog`).toBeGreaterThanOrEqual(3)
        expect
          .soft(contrast(colours.text, colours.fill), `${probe} text on its fill`)
          .toBeGreaterThanOrEqual(4.5)
      }
      const busy = await painted(page, 'busy')
      const enabled = await painted(page, 'enabled')
      expect(busy.fill).toEqual(enabled.fill)
      expect(busy.text).toEqual(enabled.text)
      expect(await axeDialog(page)).toEqual([])
      await page.close()
    })
  }
})
