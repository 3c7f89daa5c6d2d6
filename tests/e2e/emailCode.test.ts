import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DemoSuite, startDemoSuite } from './support/demoFixture'
import { codeFor } from './support/devMailbox'
import { dialog } from './support/modal'
import { saveRecoveryKit } from './support/recoveryKit'

let demo: DemoSuite

beforeAll(async () => {
  // three wrong codes per code, and no wait between sends: the test asks for a new code at once
  demo = await startDemoSuite({ authOtp: { maxAttempts: 3, resendCooldownMs: 0 } })
})
afterAll(async () => {
  await demo?.close()
})

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000')

/** Opens the demo as a visitor with no wallet and asks for a code from Connect's email field. */
async function askForCode(email: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, context } = await demo.openPage({ inject: false })
  await page.locator('[data-demo-embedded-wallet]').waitFor()
  await page.locator('[data-latch-connect-button]').click()
  const form = dialog(page).locator('[data-latch-email-input-form]')
  await form.locator('input').fill(email)
  await form.locator('button[type="submit"]').click()
  await dialog(page).locator('[data-latch-view="EmailVerifyOtp"]').waitFor()
  return { page, close: () => context.close() }
}

async function submitCode(page: Page, code: string): Promise<void> {
  await dialog(page).locator('[data-latch-otp-input]').fill(code)
  await dialog(page).getByRole('button', { name: 'Confirm' }).click()
}

describe('email login in Chromium: attempts, a dead code, and a code already sent', () => {
  it('a wrong code says how many attempts remain; after the last one the view says a new code is needed and offers Resend in place of Confirm; the resent code connects', async () => {
    const email = 'attempts@example.com'
    const { page, close } = await askForCode(email)
    const modal = dialog(page)
    const first = await codeFor(page, email)
    const alert = modal.locator('[data-latch-otp-form] [role="alert"]')

    await submitCode(page, otherThan(first))
    await expect.poll(() => alert.textContent()).toBe('Invalid code. 2 attempts left.')
    await submitCode(page, otherThan(first))
    await expect.poll(() => alert.textContent()).toBe('Invalid code. 1 attempt left.')
    await submitCode(page, otherThan(first))
    await expect.poll(() => alert.textContent()).toBe('This code can no longer be used. Ask for a new code.')
    // no Confirm to press in vain: Resend code is the one action, in its place
    expect(await modal.getByRole('button', { name: 'Confirm' }).count()).toBe(0)
    const resend = modal.getByRole('button', { name: 'Resend code' })
    expect(await resend.getAttribute('data-latch-primary')).toBe('')

    await resend.click()
    await modal.getByRole('status').filter({ hasText: 'A new code was sent.' }).waitFor()
    const second = await codeFor(page, email, first)
    await submitCode(page, second)
    await saveRecoveryKit(page)
    await modal.getByRole('heading', { name: 'Account' }).waitFor()
    await close()
  })

  it('closing the modal during Confirm Email and reopening it offers to continue with the code already sent', async () => {
    const email = 'reopen@example.com'
    const { page, close } = await askForCode(email)
    const code = await codeFor(page, email)
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'detached' })

    await page.locator('[data-latch-connect-button]').click()
    const resume = dialog(page).getByRole('button', { name: /^Continue with the code sent to / })
    await resume.click()
    await dialog(page).locator('[data-latch-view="EmailVerifyOtp"]').waitFor()
    await submitCode(page, code)
    await saveRecoveryKit(page)
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
    // continuing mailed nothing new: the one code is still the newest
    expect(await page.locator(`[data-demo-mail="${email}"] [data-demo-mail-code]`).count()).toBe(1)
    await close()
  })
})
