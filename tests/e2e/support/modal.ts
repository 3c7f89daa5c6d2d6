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

/**
 * Waits until the modal shows `view` (its `data-latch-view`). When it does not in time, the error
 * says which view the modal shows instead and what it reads, so a failure on a loaded machine
 * tells what the visitor would have seen.
 *
 * @param page - A demo page with the modal open.
 * @param view - The view's name, e.g. `WalletSendPreview`.
 * @example
 * ```ts
 * await modal.getByRole('button', { name: 'Review' }).click()
 * await waitForView(page, 'WalletSendPreview')
 * ```
 */
export async function waitForView(page: Page, view: string): Promise<void> {
  try {
    await dialog(page).locator(`[data-latch-view="${view}"]`).waitFor()
  } catch (cause) {
    const shown = await page
      .locator('[data-latch-view]')
      .evaluateAll((views) =>
        views.map(
          (v) => `${v.getAttribute('data-latch-view')}: ${(v.textContent ?? '').replace(/\s+/g, ' ')}`,
        ),
      )
      .catch(() => [])
    throw new Error(
      `The modal did not show ${view}; it shows ${shown.length ? shown.join(' | ') : 'no view'}`,
      {
        cause,
      },
    )
  }
}
