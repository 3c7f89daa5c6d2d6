import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeDialog } from './support/axe'
import { type DemoSuite, screenshot, startDemoSuite, TEST_WALLET } from './support/demoFixture'
import { submitEmailLogin } from './support/devMailbox'
import { connectTestWallet, dialog, openAccount } from './support/modal'

let demo: DemoSuite

beforeAll(async () => {
  demo = await startDemoSuite()
})
afterAll(async () => {
  await demo?.close()
})

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    return el
      ? `${el.tagName.toLowerCase()}${el.hasAttribute('data-latch-connect-button') ? '[connect]' : ''}:${el.textContent ?? ''}`
      : ''
  })

async function tabTo(page: Page, selector: string): Promise<void> {
  for (let i = 0; i < 20; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) === true, selector)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${selector}`)
}

/**
 * Waits until focus is on the dialog's heading with `title` (a view change), or on the element of
 * the dialog matching `field` (a view whose point is that field), and never on the page behind.
 */
async function focusLandsOn(page: Page, target: { title: string } | { field: string }): Promise<void> {
  const where = () =>
    page.evaluate(() => {
      const el = document.activeElement
      const inDialog = document.querySelector('[role="dialog"]')?.contains(el) === true
      return `${inDialog ? 'dialog' : 'outside'}:${el?.tagName.toLowerCase()}:${el?.textContent ?? ''}`
    })
  if ('title' in target) {
    await expect.poll(where, { timeout: 5000 }).toBe(`dialog:h2:${target.title}`)
  } else {
    await expect
      .poll(
        () =>
          page.evaluate((field) => {
            const el = document.activeElement
            return (
              document.querySelector('[role="dialog"]')?.contains(el) === true && el?.matches(field) === true
            )
          }, target.field),
        { timeout: 5000 },
      )
      .toBe(true)
  }
}

describe('keyboard and screen-reader access in Chromium', () => {
  it('keyboard only: Tab to Connect, Enter opens with focus inside, Escape closes and focus returns to the trigger; Tab/Enter connects', async () => {
    const { page } = await demo.openPage({ account: 15 })
    await tabTo(page, '[data-latch-connect-button]')
    await page.keyboard.press('Enter')
    await dialog(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    expect(
      await page.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement)),
    ).toBe(true)
    await page.keyboard.press('Escape')
    await expect(dialog(page).count()).resolves.toBe(0)
    expect(await focused(page)).toMatch(/^button\[connect\]:Connect Wallet$/)

    await page.keyboard.press('Enter')
    await dialog(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    await tabTo(page, `[data-latch-wallet="${TEST_WALLET.rdns}"], [role="dialog"] button[data-installed]`)
    // Tab stays inside the dialog: cycling through it never lands on the page behind.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      expect(
        await page.evaluate(() =>
          document.querySelector('[role="dialog"]')?.contains(document.activeElement),
        ),
      ).toBe(true)
    }
    await tabTo(page, '[role="dialog"] button[data-installed]')
    await page.keyboard.press('Enter')
    await page.locator('[data-demo-status]', { hasText: /^connected$/ }).waitFor()
    await expect(dialog(page).count()).resolves.toBe(0)
    expect(await focused(page)).toMatch(/^button\[connect\]:0x/)
    await page.context().close()
  })

  it('opened at once after load (its code not yet loaded), the modal shows its first frame with focus inside, the page behind inert and its scrolling locked', async () => {
    // The click comes in the task after the first frame that shows the button, with the page's idle
    // callbacks held until after it (so the idle prefetch has not loaded the modal's code); the page
    // records what the dialog's first content finds as it enters the DOM, before any later task.
    const AT_ONCE = `(() => {
      const ric = window.requestIdleCallback?.bind(window)
      const held = []
      let clicked = false
      if (ric) window.requestIdleCallback = (cb, o) => (clicked ? ric(cb, o) : (held.push([cb, o]), -1))
      window.__firstFrame = undefined
      new MutationObserver(() => {
        const button = document.querySelector('[data-latch-connect-button]')
        if (button && !window.__pressed) {
          window.__pressed = true
          requestAnimationFrame(() => setTimeout(() => {
            button.click()
            clicked = true
            for (const [cb, o] of held) ric(cb, o)
          }))
        }
        const title = document.querySelector('[role="dialog"] [data-latch-title]')
        if (title && window.__firstFrame === undefined) {
          const dialog = title.closest('[role="dialog"]')
          const behind = document.querySelector('[data-demo-status]')
          window.__firstFrame = {
            focusInside: dialog.contains(document.activeElement),
            pageInert: behind !== null && behind.closest('[inert]') !== null,
            scrollLocked: document.documentElement.getAttribute('data-latch-scroll-lock') === '1',
          }
        }
      }).observe(document, { childList: true, subtree: true })
    })()`
    const { page } = await demo.openPage({ account: 13, initScripts: [AT_ONCE] })
    await dialog(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { __firstFrame: unknown }).__firstFrame)).toEqual({
      focusInside: true,
      pageInert: true,
      scrollLocked: true,
    })
    await page.context().close()
  })

  it('on every view change inside the modal, focus moves to the new view heading (or its field), never to the page', async () => {
    const { page } = await demo.openPage({ account: 12 })
    const modal = dialog(page)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await modal.getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    // The first open keeps the dialog's own initial focus (the first control), inside the dialog.
    expect(
      await page.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement)),
    ).toBe(true)
    await modal.getByRole('button', { name: 'All Wallets' }).click()
    await focusLandsOn(page, { title: 'All Wallets' }) // 1: push
    await modal.locator('[data-latch-back]').click()
    await focusLandsOn(page, { title: 'Connect Wallet' }) // 2: back
    await page.keyboard.press('Escape')
    await connectTestWallet(page)
    await openAccount(page)
    await modal.locator('[data-latch-network-button]').click()
    await focusLandsOn(page, { title: 'Choose Network' }) // 3
    await modal.locator('[data-latch-back]').click()
    await focusLandsOn(page, { title: 'Account' }) // 4
    await modal.getByRole('button', { name: 'Send' }).click()
    // 5: the view opens on the amount, the point of the view, and focus stays there when the
    // balances arrive (no later jump that would take a keystroke meant for another control)
    await focusLandsOn(page, { field: 'input[name="amount"]' })
    await modal.locator('[data-latch-token-select]').click()
    await focusLandsOn(page, { title: 'Select Token' }) // 6
    await modal.locator('[data-latch-token-option="ETH"]').click()
    await focusLandsOn(page, { field: 'input[name="amount"]' }) // 7: the amount is next
    await modal.getByLabel('Amount').fill('0.1')
    await modal.getByLabel('To').fill(demo.world.chains[0]!.accounts[17]!.address)
    await modal.getByRole('button', { name: 'Review' }).click()
    await focusLandsOn(page, { title: 'Review Send' }) // 8
    await modal.locator('[data-latch-back]').click()
    await focusLandsOn(page, { field: 'input[name="amount"]' }) // 9
    await modal.locator('[data-latch-back]').click()
    await focusLandsOn(page, { title: 'Account' }) // 10
    await modal.getByRole('button', { name: 'Wallets' }).click()
    await focusLandsOn(page, { title: 'Wallets' }) // 11
    await page.context().close()
  })

  it('the email login moves focus to the code field, then the sign-up lands on the Account heading', async () => {
    const { page } = await demo.openPage({ inject: false })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const modal = dialog(page)
    const form = modal.locator('[data-latch-email-input-form]')
    await form.locator('input').fill('focus@example.com')
    await form.locator('button[type="submit"]').click()
    await focusLandsOn(page, { field: '[data-latch-otp-input]' })
    await modal.locator('[data-latch-back]').click()
    await focusLandsOn(page, { title: 'Connect Wallet' })
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await submitEmailLogin(page, 'focus2@example.com')
    await focusLandsOn(page, { title: 'Account' })
    await page.context().close()
  })

  it('axe-core finds no violations on Connect, AllWallets, Account and the send views (light and dark)', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page } = await demo.openPage({ account: 16, colorScheme })
      if (colorScheme === 'dark') await page.locator('[data-demo-theme]').check()
      const report: Record<string, unknown> = {}
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await dialog(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
      report.Connect = await axeDialog(page)
      await dialog(page).getByRole('button', { name: 'All Wallets' }).click()
      await dialog(page).getByRole('heading', { name: 'All Wallets' }).waitFor()
      await dialog(page).locator('[data-latch-wallet]').first().waitFor()
      report.AllWallets = await axeDialog(page)
      await screenshot(page, `all-wallets-${colorScheme}`)
      await page.keyboard.press('Escape')
      await connectTestWallet(page)
      await openAccount(page)
      await dialog(page).locator('[data-latch-token="LTK"]').waitFor()
      report.Account = await axeDialog(page)
      if (colorScheme === 'dark') await screenshot(page, 'account-dark')
      await dialog(page).getByRole('button', { name: 'Send' }).click()
      await dialog(page).getByRole('heading', { name: 'Send' }).waitFor()
      report.WalletSend = await axeDialog(page)
      await dialog(page).locator('[data-latch-token-select]').click()
      await dialog(page).locator('[data-latch-token-option="ETH"]').waitFor()
      report.WalletSendSelectToken = await axeDialog(page)
      await dialog(page).locator('[data-latch-token-option="ETH"]').click()
      await dialog(page).getByLabel('Amount').fill('0.1')
      await dialog(page).getByLabel('To').fill(demo.world.chains[0]!.accounts[17]!.address)
      await dialog(page).getByRole('button', { name: 'Review' }).click()
      await dialog(page).getByRole('heading', { name: 'Review Send' }).waitFor()
      report.WalletSendPreview = await axeDialog(page)
      expect(report, colorScheme).toEqual({
        Connect: [],
        AllWallets: [],
        Account: [],
        WalletSend: [],
        WalletSendSelectToken: [],
        WalletSendPreview: [],
      })
      await page.context().close()
    }
  })
})
