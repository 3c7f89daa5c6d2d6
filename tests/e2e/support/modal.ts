import type { Page } from 'playwright-core'
import { TEST_WALLET } from './demoFixture'

/**
 * The open Latch dialog of the page.
 *
 * @param page - The page.
 * @returns Its locator.
 * @example
 * ```ts
 * await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
 * ```
 */
export const dialog = (page: Page) => page.getByRole('dialog')

/**
 * Connects the injected test wallet through the modal and waits until the page reports it.
 *
 * @param page - A demo page with the test wallet injected.
 * @example
 * ```ts
 * await connectTestWallet(page)
 * ```
 */
export async function connectTestWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
  await dialog(page)
    .getByRole('button', { name: new RegExp(TEST_WALLET.name) })
    .click()
  await page.locator('[data-demo-status]', { hasText: /^connected$/ }).waitFor()
}

/**
 * Opens the Account view from the connect button (which shows the address once connected).
 *
 * @param page - A connected demo page.
 * @example
 * ```ts
 * await openAccount(page)
 * ```
 */
export async function openAccount(page: Page): Promise<void> {
  await page.locator('[data-latch-connect-button]').click()
  await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
}
