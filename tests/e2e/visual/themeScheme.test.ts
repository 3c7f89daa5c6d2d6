import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../support/browser'

/*
 * Light or dark, as Chromium resolves the shipped theme: each colour holds its light and its dark
 * value once, and the scheme (the visitor's prefers-color-scheme, or [data-latch-theme] on any
 * ancestor) picks one. Probes paint with the theme's tokens, so what is asserted is what a view
 * gets.
 */

const THEME = readFileSync(path.resolve('packages/react/src/theme/theme.css'), 'utf8').replace(
  /@import "[^"]+";/g,
  '',
)

const probe = (id: string) =>
  `<div data-probe="${id}" style="background-color: var(--latch-color-bg); color: var(--latch-color-text); box-shadow: var(--latch-shadow)">x</div>`

const WHITE = 'rgb(255, 255, 255)'
const DARK_BG = 'rgb(23, 24, 28)'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

async function paint(scheme: 'light' | 'dark', body: string, htmlTheme?: 'light' | 'dark') {
  const page = await browser.newPage()
  await page.emulateMedia({ colorScheme: scheme })
  const attribute = htmlTheme ? ` data-latch-theme="${htmlTheme}"` : ''
  await page.setContent(
    `<!doctype html><html${attribute}><head><style>${THEME}</style></head><body>${body}</body></html>`,
  )
  const read = (id: string) =>
    page.$eval(`[data-probe="${id}"]`, (element) => {
      const style = getComputedStyle(element)
      return { bg: style.backgroundColor, text: style.color, shadow: style.boxShadow }
    })
  return { page, read }
}

describe('theme scheme', () => {
  it('is light by default and dark under prefers-color-scheme: dark, with every token resolved', async () => {
    const light = await paint('light', probe('a'))
    expect(await light.read('a')).toMatchObject({ bg: WHITE, text: 'rgb(20, 21, 25)' })
    expect((await light.read('a')).shadow).toContain('rgba(16, 24, 40, 0.28)')
    await light.page.close()
    const dark = await paint('dark', probe('a'))
    expect(await dark.read('a')).toMatchObject({ bg: DARK_BG, text: 'rgb(244, 245, 247)' })
    expect((await dark.read('a')).shadow).toContain('rgba(0, 0, 0, 0.7)')
    await dark.page.close()
  })

  it('follows [data-latch-theme] on <html> over the visitor preference, both ways', async () => {
    const forcedLight = await paint('dark', probe('a'), 'light')
    expect((await forcedLight.read('a')).bg).toBe(WHITE)
    await forcedLight.page.close()
    const forcedDark = await paint('light', probe('a'), 'dark')
    expect((await forcedDark.read('a')).bg).toBe(DARK_BG)
    await forcedDark.page.close()
  })

  it('themes only the part of the page under a [data-latch-theme] element', async () => {
    const darkPart = await paint(
      'light',
      `${probe('outside')}<div data-latch-theme="dark">${probe('inside')}</div>`,
    )
    expect((await darkPart.read('outside')).bg).toBe(WHITE)
    expect((await darkPart.read('inside')).bg).toBe(DARK_BG)
    await darkPart.page.close()
    const lightPart = await paint(
      'dark',
      `${probe('outside')}<div data-latch-theme="light">${probe('inside')}</div>`,
    )
    expect((await lightPart.read('outside')).bg).toBe(DARK_BG)
    expect((await lightPart.read('inside')).bg).toBe(WHITE)
    await lightPart.page.close()
  })

  it("keeps an app's own token over the theme's in both schemes", async () => {
    const override = '<style>:root { --latch-color-bg: rgb(1, 2, 3) }</style>'
    for (const scheme of ['light', 'dark'] as const) {
      const { page, read } = await paint(scheme, `${override}${probe('a')}`)
      expect((await read('a')).bg).toBe('rgb(1, 2, 3)')
      await page.close()
    }
  })
})
