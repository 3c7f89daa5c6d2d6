import type { Page } from 'playwright-core'
import { dialog } from './modal'
import { saveRecoveryKit } from './recoveryKit'

/**
 * The newest sign-in code the demo's dev mailbox shows for `email`, other than `not`.
 *
 * @param page - A demo page with the embedded wallet.
 * @param email - The address the code was mailed to.
 * @param not - A code to skip (one already used).
 * @returns The 6-digit code.
 * @example
 * ```ts
 * const code = await codeFor(page, 'visitor@example.com')
 * ```
 */
export async function codeFor(page: Page, email: string, not?: string): Promise<string> {
  const codes = page.locator(`[data-demo-mail="${email}"] [data-demo-mail-code]`)
  for (let i = 0; i < 50; i++) {
    const first = codes.first()
    if ((await codes.count()) > 0) {
      const code = (await first.textContent())?.trim() ?? ''
      if (/^\d{6}$/.test(code) && code !== not) return code
    }
    await page.waitForTimeout(200)
  }
  throw new Error(`No code for ${email} in the dev mailbox`)
}

/**
 * Signs in by email from the open Connect view: the address, then the code from the dev mailbox,
 * then (an address not seen before makes a new wallet) saves the recovery kit the key frame shows.
 * Resolves once that is done; what follows (Account, or the sign-in prompt) is the caller's to
 * wait for.
 *
 * @param page - A demo page whose modal shows Connect.
 * @param email - Any address.
 * @param options - `newWallet: false` for an address that already has a wallet on this device.
 * @returns The new wallet's recovery kit code, or `undefined`.
 * @example
 * ```ts
 * await submitEmailLogin(page, 'visitor@example.com')
 * await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
 * ```
 */
export async function submitEmailLogin(
  page: Page,
  email: string,
  options: { newWallet?: boolean } = {},
): Promise<string | undefined> {
  const modal = dialog(page)
  const form = modal.locator('[data-latch-email-input-form]')
  await form.locator('input').fill(email)
  await form.locator('button[type="submit"]').click()
  await modal.locator('[data-latch-view="EmailVerifyOtp"]').waitFor()
  await modal.locator('[data-latch-otp-input]').fill(await codeFor(page, email))
  await modal.locator('[data-latch-otp-submit]').click()
  return options.newWallet === false ? undefined : saveRecoveryKit(page)
}
