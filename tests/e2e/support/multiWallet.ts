import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { DEV_WALLET_INFO, SECOND_DEV_WALLET_INFO } from '../../../examples/demo/world'
import { DEV_SOLANA_WALLET_NAME } from '../../../examples/demo/worldSolana'
import { DEV_STACKS_WALLET_NAME } from '../../../examples/demo/worldStacks'
import type { GuardedPage } from './browser'
import type { DemoSuite } from './demoFixture'
import { dialog, openAccount } from './modal'

/**
 * Opens the demo as a visitor with no extension who switched the demo's dev wallets on (two EVM
 * wallets, Solana, Stacks/Bitcoin), installed before Latch starts.
 *
 * @param demo - The suite.
 * @param options - `singleWallet`: also turn the demo's "One wallet per family" (multiWallet off) on.
 * @returns The guarded page.
 * @example
 * ```ts
 * const { page } = await devWalletsPage(demo)
 * ```
 */
export async function devWalletsPage(
  demo: DemoSuite,
  options: { singleWallet?: boolean } = {},
): Promise<GuardedPage> {
  const guarded = await demo.openPage({ inject: false })
  const { page } = guarded
  await page.evaluate((single) => {
    window.localStorage.setItem('latch-demo:dev-wallet', 'on')
    if (single) window.localStorage.setItem('latch-demo:single-wallet', 'on')
  }, options.singleWallet === true)
  await page.reload()
  await page.waitForSelector('[data-latch-connect-button]')
  return guarded
}

/**
 * Clicks wallet `name` on the open Connect view, looking in All Wallets when the first rows do not
 * hold it.
 *
 * @param page - The page.
 * @param name - The wallet's name (matched at the start of the row's name).
 * @example
 * ```ts
 * await pickWallet(page, DEV_WALLET_INFO.name)
 * ```
 */
export async function pickWallet(page: Page, name: string): Promise<void> {
  await dialog(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
  const pattern = new RegExp(`^${name}`)
  if ((await dialog(page).getByRole('button', { name: pattern }).count()) === 0) {
    await dialog(page).getByRole('button', { name: 'All Wallets' }).click()
    await dialog(page).getByRole('heading', { name: 'All Wallets' }).waitFor()
  }
  await dialog(page).getByRole('button', { name: pattern }).first().click()
}

/**
 * Shows ProfileWallets: as it is when already shown, else from the Account view's wallet switcher.
 *
 * @param page - A connected demo page.
 * @returns The view's locator.
 * @example
 * ```ts
 * const view = await openProfile(page)
 * ```
 */
export async function openProfile(page: Page): Promise<Locator> {
  const view = dialog(page).locator('[data-latch-view="ProfileWallets"]')
  if (await view.isVisible()) return view
  if (!(await dialog(page).isVisible())) await openAccount(page)
  await dialog(page)
    .getByRole('button', { name: /Switch wallet$/ })
    .click()
  await view.waitFor()
  return view
}

/**
 * A family's section of ProfileWallets.
 *
 * @param view - ProfileWallets.
 * @param name - "EVM", "Solana" or "Bitcoin & Stacks".
 * @returns Its locator.
 * @example
 * ```ts
 * family(view, 'EVM')
 * ```
 */
export const family = (view: Locator, name: string): Locator =>
  view.getByRole('region', { name, exact: true })

/**
 * The live connection row of `wallet` in a family's section.
 *
 * @param region - A family's section.
 * @param wallet - The wallet's exact name.
 * @returns Its locator.
 * @example
 * ```ts
 * rowOf(family(view, 'EVM'), 'Dev Wallet')
 * ```
 */
export const rowOf = (region: Locator, wallet: string): Locator =>
  region.locator('[data-latch-profile-connection]', {
    has: region.page().locator('[data-latch-profile-wallet-name]', { hasText: new RegExp(`^${wallet}$`) }),
  })

/**
 * Adds a wallet from ProfileWallets ("Add wallet" of `familyName`), picks `wallet` on Connect and
 * waits until the modal, back on ProfileWallets, lists one more connection.
 *
 * @param page - A connected demo page.
 * @param familyName - The family's heading.
 * @param wallet - The wallet to pick.
 * @example
 * ```ts
 * await addWallet(page, 'Solana', DEV_SOLANA_WALLET_NAME)
 * ```
 */
export async function addWallet(page: Page, familyName: string, wallet: string): Promise<void> {
  const view = await openProfile(page)
  const before = await view.locator('[data-latch-profile-connection]').count()
  await view.getByRole('button', { name: `Add wallet: ${familyName}` }).click()
  if (familyName === 'Bitcoin & Stacks')
    // the Stacks/Bitcoin wallet picker
    await dialog(page)
      .getByRole('button', { name: new RegExp(`^${wallet}`) })
      .click()
  else await pickWallet(page, wallet)
  // "Add wallet" ends where it started: ProfileWallets, the modal open, the new wallet listed
  const after = dialog(page).locator('[data-latch-view="ProfileWallets"]')
  await expect
    .poll(() => after.locator('[data-latch-profile-connection]').count(), { timeout: 10_000 })
    .toBeGreaterThan(before)
  await expect(dialog(page).isVisible()).resolves.toBe(true)
}

/**
 * Connects the demo's four dev wallets: the dev EVM wallet from Connect, then the second EVM, the
 * Solana and the Stacks/Bitcoin wallets from ProfileWallets' "Add wallet" (the last through the
 * Stacks/Bitcoin picker). Leaves ProfileWallets shown.
 *
 * @param page - A page from {@link devWalletsPage}.
 * @example
 * ```ts
 * await connectFourWallets(page)
 * ```
 */
export async function connectFourWallets(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await pickWallet(page, DEV_WALLET_INFO.name)
  await page.locator('[data-demo-status]', { hasText: /^connected$/ }).waitFor()
  await addWallet(page, 'EVM', SECOND_DEV_WALLET_INFO.name)
  await addWallet(page, 'Solana', DEV_SOLANA_WALLET_NAME)
  await addWallet(page, 'Bitcoin & Stacks', DEV_STACKS_WALLET_NAME)
  await page.locator('[data-demo-stacks-wallet]', { hasText: DEV_STACKS_WALLET_NAME }).waitFor()
  // two EVM wallets, the Solana wallet, the Stacks/Bitcoin wallet on Stacks and on Bitcoin
  const view = await openProfile(page)
  await expect.poll(() => view.locator('[data-latch-profile-connection]').count()).toBe(5)
}
