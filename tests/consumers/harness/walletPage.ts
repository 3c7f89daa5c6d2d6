import { type DevChain, TEST_WALLET_ICON, testWalletInitScript } from '@latch/testing/evm'
import type { Browser, Page } from 'playwright-core'
import { type GuardedPage, guardedPage } from '../../e2e/support/browser'

/**
 * EIP-6963 identity of the test wallet the consumer fixtures' pages get.
 *
 * @example
 * ```ts
 * page.getByRole('button', { name: CONSUMER_WALLET.name })
 * ```
 */
export const CONSUMER_WALLET = {
  uuid: 'latch-consumer',
  name: 'Test Wallet',
  icon: TEST_WALLET_ICON,
  rdns: 'dev.latch.consumer',
}

/**
 * A guarded page (non-loopback requests blocked and recorded, console errors recorded) that also
 * records console warnings and every script it fetched.
 *
 * @example
 * ```ts
 * const { page, warnings, scripts } = await openWalletPage(browser, { chain, account: 2, url })
 * ```
 */
export type WalletPage = GuardedPage & { warnings: string[]; scripts: string[] }

/**
 * Opens `url` in a fresh context with the test wallet of `@latch/testing` injected, holding
 * dev-chain account `account`. With `authorized`, the wallet remembers the site as a real one does
 * (it answers `eth_accounts` at once, after a reload too), so the app can restore a connection.
 *
 * @param browser - Chromium.
 * @param options - The dev chain, the account index, the page URL, whether the site is authorised.
 * @returns The page and its records.
 * @example
 * ```ts
 * const wallet = await openWalletPage(browser, { chain, account: 3, url: site.url })
 * ```
 */
export async function openWalletPage(
  browser: Browser,
  options: { chain: DevChain; account: number; url: string; authorized?: boolean },
): Promise<WalletPage> {
  const account = options.chain.accounts[options.account]
  if (!account) throw new Error(`The dev chain has no account ${options.account}`)
  const wallet = testWalletInitScript({
    rpcUrl: options.chain.url,
    chainId: options.chain.chainId,
    accounts: [account.address],
    info: CONSUMER_WALLET,
    ...(options.authorized ? { authorized: true } : {}),
  })
  return openRecordedPage(browser, options.url, [wallet])
}

/**
 * Opens `url` in a fresh guarded context with `initScripts` (a test wallet, or none), recording
 * console warnings and every script the page fetched: the page every consumer check drives.
 *
 * @param browser - Chromium.
 * @param url - The page to open.
 * @param initScripts - Scripts run before the page's own (the injected wallet).
 * @param beforeOpen - Called with the page before it navigates (to record more of its requests).
 * @returns The page and its records.
 * @example
 * ```ts
 * const page = await openRecordedPage(browser, site.url, [await solanaTestWalletScript(options)])
 * ```
 */
export async function openRecordedPage(
  browser: Browser,
  url: string,
  initScripts: readonly string[] = [],
  beforeOpen?: (page: Page) => void,
): Promise<WalletPage> {
  const guarded = await guardedPage(browser, { initScripts })
  const warnings: string[] = []
  const scripts: string[] = []
  guarded.page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  guarded.page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  beforeOpen?.(guarded.page)
  await guarded.page.goto(url)
  return { ...guarded, warnings, scripts }
}

/**
 * The open Latch dialog of `page`.
 *
 * @param page - The page.
 * @returns Its locator.
 * @example
 * ```ts
 * await dialogOf(page).getByRole('heading', { name: 'Account' }).waitFor()
 * ```
 */
export const dialogOf = (page: Page) => page.getByRole('dialog')

/**
 * Opens the modal from the connect button and waits for the Connect view to list the test wallet.
 *
 * @param page - A page with the test wallet injected.
 * @example
 * ```ts
 * await openConnectView(page)
 * ```
 */
export async function openConnectView(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialogOf(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
  await dialogOf(page)
    .getByRole('button', { name: new RegExp(CONSUMER_WALLET.name) })
    .waitFor()
}

/**
 * From the open Connect view: opens All Wallets, focuses the first row and presses ArrowDown,
 * throwing unless focus moved to the second row (the list's roving focus, which needs each row's
 * ref to reach its button on every React major), then goes back to Connect.
 *
 * @param page - A page showing the Connect view.
 * @example
 * ```ts
 * await checkAllWalletsArrowKeys(page)
 * ```
 */
export async function checkAllWalletsArrowKeys(page: Page): Promise<void> {
  const dialog = dialogOf(page)
  await dialog.getByRole('button', { name: 'All Wallets' }).click()
  const rows = '[role="dialog"] [data-latch-virtual-row] [data-latch-wallet]'
  const first = page.locator(rows).first()
  await first.waitFor()
  await first.focus()
  await page.keyboard.press('ArrowDown')
  const focused = await page.evaluate(
    (selector) => [...document.querySelectorAll(selector)].indexOf(document.activeElement as Element),
    rows,
  )
  if (focused !== 1) throw new Error(`ArrowDown in All Wallets moved focus to row ${focused}, not row 1`)
  await dialog.getByRole('button', { name: 'Back', exact: true }).click()
  await dialog.getByRole('heading', { name: 'Connect Wallet' }).waitFor()
}

/**
 * Picks the test wallet in the open Connect view and waits until the connect button reports the
 * connection.
 *
 * @param page - A page showing the Connect view.
 * @example
 * ```ts
 * await connectTestWallet(page)
 * ```
 */
export async function connectTestWallet(page: Page): Promise<void> {
  await dialogOf(page)
    .getByRole('button', { name: new RegExp(CONSUMER_WALLET.name) })
    .click()
  await page.locator('[data-latch-connect-button][data-status="connected"]').waitFor()
}

/**
 * Sends `amount` ETH to `to` through the modal (Account → Send → token → amount and receiver →
 * Review → Send) and waits for the modal to return to Account.
 *
 * @param page - A connected page.
 * @param amount - Decimal ETH amount, as typed.
 * @param to - The receiver.
 * @example
 * ```ts
 * await sendThroughModal(page, '1.5', receiver)
 * ```
 */
export async function sendThroughModal(page: Page, amount: string, to: string): Promise<void> {
  const modal = dialogOf(page)
  if (!(await modal.isVisible())) await page.locator('[data-latch-connect-button]').click()
  await modal.getByRole('heading', { name: 'Account' }).waitFor()
  await modal.getByRole('button', { name: 'Send' }).click()
  await modal.getByRole('heading', { name: 'Send' }).waitFor()
  await modal.locator('[data-latch-token-select]').click()
  await modal.getByRole('heading', { name: 'Select Token' }).waitFor()
  await modal.locator('[data-latch-token-option="ETH"]').click()
  await modal.getByRole('heading', { name: 'Send' }).waitFor()
  await modal.getByLabel('Amount').fill(amount)
  await modal.getByLabel('To').fill(to)
  await modal.getByRole('button', { name: 'Review' }).click()
  await modal.getByRole('heading', { name: 'Review Send' }).waitFor()
  await modal.getByRole('button', { name: 'Send', exact: true }).click()
  await modal.getByRole('heading', { name: 'Account' }).waitFor()
}

/**
 * Throws when the page made a non-loopback request or logged a console error (or a hydration
 * warning).
 *
 * @param wallet - The page's records.
 * @example
 * ```ts
 * assertCleanPage(wallet)
 * ```
 */
export function assertCleanPage(wallet: WalletPage): void {
  if (wallet.foreignRequests.length > 0)
    throw new Error(`Requests to other hosts (blocked): ${wallet.foreignRequests.join(', ')}`)
  if (wallet.consoleErrors.length > 0) throw new Error(`Console errors:\n${wallet.consoleErrors.join('\n')}`)
  const hydration = wallet.warnings.filter((text) => /hydrat/i.test(text))
  if (hydration.length > 0) throw new Error(`Hydration warnings:\n${hydration.join('\n')}`)
}
