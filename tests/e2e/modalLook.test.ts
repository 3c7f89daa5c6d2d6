import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeDialog } from './support/axe'
import { type DemoSuite, screenshot, startDemoSuite, TEST_WALLET } from './support/demoFixture'
import { codeFor } from './support/devMailbox'
import { connectTestWallet, dialog, openAccount } from './support/modal'
import { keyFrame, saveRecoveryKit } from './support/recoveryKit'

let demo: DemoSuite

beforeAll(async () => {
  demo = await startDemoSuite()
})
afterAll(async () => {
  await demo?.close()
})

type Box = { x: number; y: number; width: number; height: number }

/** Where the dialog sits, how its frame animates, and its corners, as Chromium laid them out. */
function layoutFacts(page: Page) {
  return page.evaluate(() => {
    const dialogElement = document.querySelector<HTMLElement>('[role="dialog"]')
    const frame = document.querySelector<HTMLElement>('[data-latch-frame]')
    const content = document.querySelector<HTMLElement>('[data-latch-modal]')
    if (!dialogElement || !frame || !content) throw new Error('no modal')
    const box = (el: Element): Box => {
      const r = el.getBoundingClientRect()
      return { x: r.x, y: r.y, width: r.width, height: r.height }
    }
    const dialogStyle = getComputedStyle(dialogElement)
    const frameStyle = getComputedStyle(frame)
    return {
      viewport: { width: window.innerWidth, height: window.innerHeight },
      dialog: box(dialogElement),
      layout: frame.getAttribute('data-layout'),
      frameHeight: frame.style.height,
      contentHeight: Math.ceil(content.getBoundingClientRect().height),
      transitionProperty: frameStyle.transitionProperty,
      transitionDuration: frameStyle.transitionDuration,
      radius: {
        topLeft: dialogStyle.borderTopLeftRadius,
        bottomLeft: dialogStyle.borderBottomLeftRadius,
      },
    }
  })
}

async function openConnect(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport)
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
  await dialog(page)
    .getByRole('button', { name: new RegExp(TEST_WALLET.name) })
    .waitFor()
  // the open animation and the first height settle
  await page.waitForTimeout(400)
}

describe('the modal’s look in Chromium: card, bottom sheet, height animation (SPEC §2)', () => {
  it('at 1280 px, light: a 360 px card, centred across and hung from a fixed top edge, whose frame animates its height over 150 ms', async () => {
    const { page, consoleErrors } = await demo.openPage({ account: 4, colorScheme: 'light' })
    await openConnect(page, { width: 1280, height: 800 })
    const facts = await layoutFacts(page)
    expect(facts.layout).toBe('card')
    expect(facts.dialog.width).toBe(360)
    expect(Math.abs(facts.dialog.x + facts.dialog.width / 2 - 640)).toBeLessThanOrEqual(1)
    // the top edge: 12% of the 800 px viewport (between 16 and 120 px), whatever the view's height
    expect(Math.abs(facts.dialog.y - 96)).toBeLessThanOrEqual(1)
    expect(facts.transitionProperty).toContain('height')
    expect(facts.transitionDuration).toContain('0.15s')
    // the frame has an explicit height: the content's own (the strict CSP lets CSSOM writes through)
    expect(facts.frameHeight).toBe(`${facts.contentHeight}px`)
    await screenshot(page, 'look-connect-light')
    expect(await axeDialog(page)).toEqual([])

    // another view with another height: frame by frame, the frame's height glides between the two
    // while the card's top edge and the content stay put (only the bottom edge moves), then rests
    // at the new content's height
    const frames = await page.evaluate(async () => {
      const card = document.querySelector<HTMLElement>('[role="dialog"]')!
      const frame = document.querySelector<HTMLElement>('[data-latch-frame]')!
      const content = document.querySelector<HTMLElement>('[data-latch-modal]')!
      const button = [...content.querySelectorAll('button')].find((b) => b.textContent === 'All Wallets')!
      const samples: { frame: number; contentTop: number; cardTop: number }[] = []
      const sample = () =>
        samples.push({
          frame: frame.getBoundingClientRect().height,
          contentTop: content.getBoundingClientRect().top - card.getBoundingClientRect().top,
          cardTop: card.getBoundingClientRect().top,
        })
      sample()
      button.click()
      // every frame until the new view shows and the frame rests at its height (the view's code may
      // still be loading after the click: a fixed window ended before the glide on a loaded machine)
      const rested = () =>
        content.querySelector('[data-latch-title]')?.textContent === 'All Wallets' &&
        !content.hasAttribute('data-loading') &&
        !frame.hasAttribute('data-resizing') &&
        Math.abs(frame.getBoundingClientRect().height - Math.ceil(content.getBoundingClientRect().height)) <=
          1
      const start = performance.now()
      while (performance.now() - start < 10_000) {
        await new Promise((resolve) => requestAnimationFrame(resolve))
        sample()
        if (rested()) break
      }
      return { samples, final: Math.ceil(content.getBoundingClientRect().height) }
    })
    const [before] = frames.samples
    const last = frames.samples[frames.samples.length - 1]!
    expect(Math.abs(last.frame - frames.final)).toBeLessThanOrEqual(1)
    const low = Math.min(before!.frame, last.frame)
    const high = Math.max(before!.frame, last.frame)
    expect(high - low).toBeGreaterThan(20)
    expect(frames.samples.some((s) => s.frame > low + 1 && s.frame < high - 1)).toBe(true)
    expect(new Set(frames.samples.map((s) => Math.round(s.contentTop))).size).toBe(1)
    expect(new Set(frames.samples.map((s) => Math.round(s.cardTop))).size).toBe(1)
    await dialog(page).getByRole('heading', { name: 'All Wallets' }).waitFor()
    await expect
      .poll(async () => {
        const after = await layoutFacts(page)
        return after.frameHeight === `${after.contentHeight}px` && after.frameHeight !== facts.frameHeight
      })
      .toBe(true)
    await expect
      .poll(() => page.locator('[data-latch-frame][data-resizing]').count(), { timeout: 2000 })
      .toBe(0)
    expect(consoleErrors).toEqual([])
    await page.context().close()
  })

  it('the Connect button sets its own font: a page in a serif face at 22 px leaves it in the theme font and size', async () => {
    const { page } = await demo.openPage({})
    const button = page.locator('[data-latch-connect-button]')
    await button.waitFor()
    // the page's own text style, set from script (the demo's CSP allows CSSOM changes)
    await page.evaluate(() => {
      document.body.style.fontFamily = 'serif'
      document.body.style.fontSize = '22px'
    })
    const look = await button.evaluate((el) => {
      const style = getComputedStyle(el)
      const root = getComputedStyle(document.documentElement)
      return {
        family: style.fontFamily,
        size: style.fontSize,
        themeFamily: root.getPropertyValue('--latch-font-family').trim(),
        themeSize: root.getPropertyValue('--latch-font-size').trim(),
      }
    })
    expect(look.family).toBe(look.themeFamily)
    expect(look.size).toBe(look.themeSize)
    await page.context().close()
  })

  it('dark: the same card in the dark palette, with no axe violations', async () => {
    const { page } = await demo.openPage({ account: 4, colorScheme: 'dark' })
    await page.locator('[data-demo-theme]').check()
    await openConnect(page, { width: 1280, height: 800 })
    const background = await page.evaluate(
      () => getComputedStyle(document.querySelector('[role="dialog"]')!).backgroundColor,
    )
    const [r = 255, g = 255, b = 255] = (background.match(/\d+/g) ?? []).map(Number)
    expect(r + g + b).toBeLessThan(3 * 64)
    await screenshot(page, 'look-connect-dark')
    expect(await axeDialog(page)).toEqual([])
    await page.context().close()
  })

  it('at 390 px: a full-width bottom sheet anchored to the bottom edge, rounded only on top', async () => {
    const { page } = await demo.openPage({ account: 4, colorScheme: 'light' })
    await openConnect(page, { width: 390, height: 844 })
    const facts = await layoutFacts(page)
    expect(facts.layout).toBe('sheet')
    expect(facts.dialog.x).toBe(0)
    expect(facts.dialog.width).toBe(390)
    expect(Math.abs(facts.dialog.y + facts.dialog.height - 844)).toBeLessThanOrEqual(1)
    expect(facts.radius.topLeft).not.toBe('0px')
    expect(facts.radius.bottomLeft).toBe('0px')
    await screenshot(page, 'look-connect-mobile')
    expect(await axeDialog(page)).toEqual([])
    await page.context().close()
  })

  it('with prefers-reduced-motion the height still follows the content, with no animation', async () => {
    const { page } = await demo.openPage({ account: 4 })
    await openConnect(page, { width: 1280, height: 800 })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const facts = await layoutFacts(page)
    expect(facts.transitionDuration).toMatch(/^0s/)
    expect(facts.frameHeight).toBe(`${facts.contentHeight}px`)
    await page.context().close()
  })

  it('the other main views in the three modes, for review: All Wallets, Account (light, dark, 390 px)', async () => {
    for (const mode of ['light', 'dark', 'mobile'] as const) {
      const { page } = await demo.openPage({ account: 5 })
      if (mode === 'dark') await page.locator('[data-demo-theme]').check()
      await openConnect(page, mode === 'mobile' ? { width: 390, height: 844 } : { width: 1280, height: 800 })
      await dialog(page).getByRole('button', { name: 'All Wallets' }).click()
      await dialog(page).getByRole('heading', { name: 'All Wallets' }).waitFor()
      await page.waitForTimeout(300)
      await screenshot(page, `look-allwallets-${mode}`)
      expect(await axeDialog(page)).toEqual([])
      await page.keyboard.press('Escape')
      await connectTestWallet(page)
      await openAccount(page)
      await dialog(page).locator('[data-latch-balance]:not([aria-busy="true"])').waitFor()
      await page.waitForTimeout(300)
      await screenshot(page, `look-account-${mode}`)
      expect(await axeDialog(page)).toEqual([])
      await page.context().close()
    }
  })

  it('a wrong code shows its error once (inline, no toast), and a message signature reads as one, in light, dark and at 390 px', async () => {
    for (const mode of ['light', 'dark', 'mobile'] as const) {
      const { page } = await demo.openPage({ inject: false })
      if (mode === 'dark') await page.locator('[data-demo-theme]').check()
      await page.setViewportSize(
        mode === 'mobile' ? { width: 390, height: 844 } : { width: 1280, height: 800 },
      )
      const modal = dialog(page)
      const email = `look-${mode}@example.com`
      await page.locator('[data-latch-connect-button]').click()
      const form = modal.locator('[data-latch-email-input-form]')
      await form.locator('input').fill(email)
      await form.locator('button[type="submit"]').click()
      await modal.locator('[data-latch-view="EmailVerifyOtp"]').waitFor()
      const code = await codeFor(page, email)
      await modal.locator('[data-latch-otp-input]').fill(code === '000000' ? '111111' : '000000')
      await modal.locator('[data-latch-otp-submit]').click()
      await modal.locator('[data-latch-otp-form] [data-latch-error]').waitFor()
      // the service allows 5 wrong codes: the one error says how many remain
      await expect(modal.getByText('Invalid code. 4 attempts left.', { exact: true }).count()).resolves.toBe(
        1,
      )
      await expect(modal.locator('[data-latch-toast]').count()).resolves.toBe(0)
      await screenshot(page, `look-otp-error-${mode}`)
      await modal.locator('[data-latch-otp-input]').fill(code)
      await modal.locator('[data-latch-otp-submit]').click()
      await keyFrame(page).getByRole('dialog', { name: 'Save your recovery kit' }).waitFor()
      await screenshot(page, `look-recovery-kit-${mode}`)
      await saveRecoveryKit(page)
      await modal.getByRole('heading', { name: 'Account' }).waitFor()
      await page.keyboard.press('Escape')

      await page.getByRole('button', { name: 'Sign message (EVM)' }).click()
      await modal.getByRole('heading', { name: 'Sign Message' }).waitFor()
      await expect(modal.getByLabel('Message to sign').textContent()).resolves.toBe(
        'Hello from the Latch demo',
      )
      await expect(
        modal.locator('details[data-latch-approval-details]').getAttribute('open'),
      ).resolves.toBeNull()
      await page.waitForTimeout(300)
      await screenshot(page, `look-sign-message-${mode}`)
      expect(await axeDialog(page)).toEqual([])
      await modal.getByRole('button', { name: 'Reject' }).click()
      await page.context().close()
    }
  })
})
