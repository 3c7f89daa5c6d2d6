import { readdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ar } from '../../packages/i18n/src/locales/ar'
import { ja } from '../../packages/i18n/src/locales/ja'
import { axeDialog } from './support/axe'
import { chainReads } from './support/chainReads'
import { type DemoSuite, screenshot, startDemoSuite, TEST_WALLET } from './support/demoFixture'
import { dialog } from './support/modal'

/** A built chunk of one shipped locale (`ja-<hash>.js`, `ptBR-<hash>.js`): one per locale module. */
const LOCALE_CHUNK = new RegExp(
  `/(${readdirSync(new URL('../../packages/i18n/src/locales/', import.meta.url))
    .filter((file) => /^[a-zA-Z]+\.ts$/.test(file))
    .map((file) => file.slice(0, -3))
    .join('|')})-[\\w-]+\\.js$`,
)

let demo: DemoSuite

beforeAll(async () => {
  demo = await startDemoSuite()
})
afterAll(async () => {
  await demo?.close()
})

/** Presses Tab until the focused element matches `selector` (keyboard only, as a user would). */
async function tabTo(page: Page, selector: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) === true, selector)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${selector}`)
}

/** The demo at `?lang=…&messages=…`, its test wallet injected. */
async function openDemoIn(account: number, query: Record<string, string>) {
  const guarded = await demo.openPage({ account })
  await guarded.page.goto(`${demo.world.url}?${new URLSearchParams(query)}`)
  await guarded.page.waitForSelector('[data-latch-connect-button]')
  return guarded
}

const dialogLangDir = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector('[role="dialog"]')
    return `${el?.getAttribute('lang')}/${el?.getAttribute('dir')}`
  })

describe('the modal in twenty languages, in Chromium', () => {
  it('Arabic, keyboard only: opens right to left, connects and sends on the dev chain; axe finds nothing', async () => {
    const { page, foreignRequests } = await openDemoIn(17, { lang: 'ar' })
    const chain = chainReads(demo.world.chains[0]!.url)
    const receiver = demo.world.chains[0]!.accounts[13]!.address
    const before = await chain.native(receiver)

    // open and connect with the keyboard
    await tabTo(page, '[data-latch-connect-button]')
    await page.keyboard.press('Enter')
    await dialog(page).getByRole('heading', { name: ar['title.connect'] }).waitFor()
    expect(await dialogLangDir(page)).toBe('ar/rtl')
    // the layout is mirrored: the close button sits at the inline end, on the left
    const header = await page.evaluate(() => {
      const close = document.querySelector('[data-latch-close]')?.getBoundingClientRect()
      const title = document.querySelector('[data-latch-title]')?.getBoundingClientRect()
      return close && title ? close.right <= title.left + 1 : undefined
    })
    expect(header).toBe(true)
    await screenshot(page, 'i18n-ar-connect')
    expect(await axeDialog(page)).toEqual([])
    await tabTo(
      page,
      `[role="dialog"] [data-latch-wallet="${TEST_WALLET.rdns}"], [role="dialog"] button[data-installed]`,
    )
    await page.keyboard.press('Enter')
    await page.locator('[data-demo-status]', { hasText: /^connected$/ }).waitFor()

    // Account, in Arabic, with the amounts left to right inside it
    await tabTo(page, '[data-latch-connect-button]')
    await page.keyboard.press('Enter')
    await dialog(page).getByRole('heading', { name: ar['title.account'] }).waitFor()
    await dialog(page).locator('[data-latch-balance] bdi', { hasText: '10,000.00 ETH' }).waitFor()
    await screenshot(page, 'i18n-ar-account')
    expect(await axeDialog(page)).toEqual([])

    // send 1.5 ETH with the keyboard only
    await tabTo(page, '[role="dialog"] [data-latch-send-button]')
    await page.keyboard.press('Enter')
    await dialog(page).getByRole('heading', { name: ar['title.send'] }).waitFor()
    await tabTo(page, '[role="dialog"] [data-latch-token-select]')
    await page.keyboard.press('Enter')
    await dialog(page).getByRole('heading', { name: ar['title.selectToken'] }).waitFor()
    await tabTo(page, '[role="dialog"] [data-latch-token-option="ETH"]')
    await page.keyboard.press('Enter')
    await dialog(page).getByRole('heading', { name: ar['title.send'] }).waitFor()
    await tabTo(page, '[role="dialog"] input[name="amount"]')
    await page.keyboard.type('1.5')
    await tabTo(page, '[role="dialog"] input[name="receiver"]')
    await page.keyboard.type(receiver)
    await screenshot(page, 'i18n-ar-send')
    expect(await axeDialog(page)).toEqual([])
    await tabTo(page, '[role="dialog"] button[type="submit"]:not([disabled])')
    await page.keyboard.press('Enter')
    await dialog(page).getByRole('heading', { name: ar['title.reviewSend'] }).waitFor()
    await tabTo(page, '[role="dialog"] [data-latch-primary]')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(ar['send.send'])
    await page.keyboard.press('Enter')
    await dialog(page).getByRole('heading', { name: ar['title.account'] }).waitFor()
    expect((await chain.native(receiver)) - before).toBe(1_500_000_000_000_000_000n)
    expect(foreignRequests).toEqual([])
    await page.context().close()
  })

  it('switches to Japanese at runtime without closing the modal; an app override replaces one string', async () => {
    const override = 'Log in to the Latch demo'
    const { page, foreignRequests } = await openDemoIn(17, {
      lang: 'ar',
      messages: JSON.stringify({ title: { connect: override } }),
    })
    await page.locator('[data-latch-connect-button]').click()
    // the override wins in every locale, the rest of the view is the locale's
    await dialog(page).getByRole('heading', { name: override }).waitFor()
    await dialog(page).getByRole('button', { name: ar['common.close'] }).waitFor()
    const chunksBefore = await page.evaluate(() => performance.getEntriesByType('resource').length)
    // the page behind the open modal is inert, so the app switches the locale from its own code
    await page.evaluate(() => {
      const select = document.querySelector<HTMLSelectElement>('[data-demo-locale]')!
      select.value = 'ja'
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await dialog(page).getByRole('button', { name: ja['common.close'] }).waitFor()
    expect(await dialogLangDir(page)).toBe('ja/ltr')
    expect(await dialog(page).count()).toBe(1)
    await dialog(page).getByRole('heading', { name: override }).waitFor()
    // only the Japanese chunk was fetched for the switch
    const fetched = await page.evaluate(
      (from) =>
        performance
          .getEntriesByType('resource')
          .slice(from)
          .map((e) => e.name),
      chunksBefore,
    )
    // the page may finish idle prefetches meanwhile; of the locale chunks, only Japanese's loads
    const localeChunks = fetched.filter((name) => LOCALE_CHUNK.test(name))
    expect(localeChunks).toHaveLength(1)
    expect(localeChunks[0]).toMatch(/\/ja-[^/]*\.js$/)
    await screenshot(page, 'i18n-ja-connect')
    expect(foreignRequests).toEqual([])
    await page.context().close()
  })
})
