import { formatNumber } from '@latch/core'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_WALLET_INFO, SECOND_DEV_WALLET_INFO } from '../../examples/demo/world'
import { DEV_SOLANA_LAMPORTS, DEV_SOLANA_WALLET_NAME } from '../../examples/demo/worldSolana'
import { DEV_STACKS_WALLET_NAME } from '../../examples/demo/worldStacks'
import { axeDialog } from './support/axe'
import { type DemoSuite, screenshot, startDemoSuite } from './support/demoFixture'
import { dialog, openAccount } from './support/modal'

/*
 * Several wallets at once in the demo, in Chromium: the dev EVM wallet, a second EVM wallet, the
 * Solana and the Stacks/Bitcoin dev wallets connected together, switched between, one
 * disconnected, all restored after a reload without a single wallet prompt; and with multi-wallet
 * off, one wallet per family and "Multi-Wallet Not Enabled".
 */

let demo: DemoSuite

/** 1,234.5 ETH: the second EVM wallet's balance, so switching shows another number. */
const SECOND_BALANCE_WEI = 1_234_500_000_000_000_000_000n

beforeAll(async () => {
  demo = await startDemoSuite()
  const [main] = demo.world.chains
  const response = await fetch(main!.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'hardhat_setBalance',
      params: [demo.world.secondDevAddress, `0x${SECOND_BALANCE_WEI.toString(16)}`],
    }),
  })
  expect(((await response.json()) as { error?: unknown }).error).toBeUndefined()
})
afterAll(async () => {
  await demo?.close()
})

/** A visitor with no extension who switched the demo's dev wallets on (installed before Latch). */
async function devWalletsPage(options: { singleWallet?: boolean } = {}) {
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

/** Clicks `name` on the Connect view, looking in All Wallets when the first rows do not hold it. */
async function pickWallet(page: Page, name: string): Promise<void> {
  await dialog(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
  const pattern = new RegExp(`^${name}`)
  const row = dialog(page).getByRole('button', { name: pattern })
  if ((await row.count()) === 0) {
    await dialog(page).getByRole('button', { name: 'All Wallets' }).click()
    await dialog(page).getByRole('heading', { name: 'All Wallets' }).waitFor()
  }
  await dialog(page).getByRole('button', { name: pattern }).first().click()
}

/** Opens ProfileWallets from the Account view's wallet switcher. */
async function openProfile(page: Page): Promise<Locator> {
  const view = dialog(page).locator('[data-latch-view="ProfileWallets"]')
  if (await view.isVisible()) return view
  if (!(await dialog(page).isVisible())) await openAccount(page)
  await dialog(page)
    .getByRole('button', { name: /Switch wallet$/ })
    .click()
  await view.waitFor()
  return view
}

const family = (view: Locator, name: string) => view.getByRole('region', { name, exact: true })
const rowOf = (region: Locator, wallet: string) =>
  region.locator('[data-latch-profile-connection]', {
    has: region.page().locator('[data-latch-profile-wallet-name]', { hasText: new RegExp(`^${wallet}$`) }),
  })

/** Adds a wallet of `familyName` from ProfileWallets, picks `wallet`, and waits for the connect. */
async function addWallet(page: Page, familyName: string, wallet: string): Promise<void> {
  const view = await openProfile(page)
  const before = await view.locator('[data-latch-profile-connection]').count()
  await view.getByRole('button', { name: `Add wallet: ${familyName}` }).click()
  await pickWallet(page, wallet)
  await dialog(page).waitFor({ state: 'hidden' })
  const after = await openProfile(page)
  await expect.poll(() => after.locator('[data-latch-profile-connection]').count()).toBeGreaterThan(before)
}

/** Wallet prompts so far in the page: EVM account requests, Solana and Stacks/Bitcoin connects. */
async function promptCount(page: Page): Promise<Record<string, number>> {
  return page.evaluate(
    ({ evm, stacks }) => {
      const w = window as unknown as {
        __latchTestWallets: Record<string, { calls: { method: string }[] }>
        __latchSolanaTestWallet: { control: { prompts: readonly string[] } }
        __latchStacksTestWallets: Record<string, { calls: { method: string }[] }>
      }
      const counts: Record<string, number> = {}
      for (const rdns of evm)
        counts[rdns] = w.__latchTestWallets[rdns]!.calls.filter(
          (c) => c.method === 'eth_requestAccounts',
        ).length
      counts.solana = w.__latchSolanaTestWallet.control.prompts.filter((p) => p === 'connect').length
      for (const wallet of Object.values(w.__latchStacksTestWallets))
        counts[stacks] =
          (counts[stacks] ?? 0) + wallet.calls.filter((c) => c.method === 'getAddresses').length
      return counts
    },
    { evm: [DEV_WALLET_INFO.rdns, SECOND_DEV_WALLET_INFO.rdns], stacks: 'stacks' },
  )
}

describe('several wallets at once in the demo, in Chromium', () => {
  it('connects two EVM wallets, the Solana and the Stacks/Bitcoin wallets; switches; disconnects one; a reload restores the rest with no prompt', async () => {
    const { page, foreignRequests, consoleErrors } = await devWalletsPage()
    const { devAddress, secondDevAddress } = demo.world
    const solanaAddress = demo.world.solana.devAddress
    const stacks = demo.world.stacks.devAccounts

    // the dev EVM wallet from the Connect button, the others from ProfileWallets' "Add wallet"
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await pickWallet(page, DEV_WALLET_INFO.name)
    await page.locator('[data-demo-status]', { hasText: /^connected$/ }).waitFor()
    await addWallet(page, 'EVM', SECOND_DEV_WALLET_INFO.name)
    await addWallet(page, 'Solana', DEV_SOLANA_WALLET_NAME)
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Connect Stacks/Bitcoin wallet' }).click()
    await dialog(page)
      .getByRole('button', { name: new RegExp(`^${DEV_STACKS_WALLET_NAME}`) })
      .click()
    await page.locator('[data-demo-stacks-wallet]', { hasText: DEV_STACKS_WALLET_NAME }).waitFor()

    // every wallet, grouped by family, each family's active one marked
    const view = await openProfile(page)
    const evm = family(view, 'EVM')
    await expect(evm.locator('[data-latch-profile-wallet-name]').allTextContents()).resolves.toEqual([
      SECOND_DEV_WALLET_INFO.name,
      DEV_WALLET_INFO.name,
    ])
    await expect(rowOf(evm, SECOND_DEV_WALLET_INFO.name).getAttribute('aria-current')).resolves.toBe('true')
    await expect(
      rowOf(evm, SECOND_DEV_WALLET_INFO.name).locator('[data-latch-address]').getAttribute('title'),
    ).resolves.toBe(secondDevAddress)
    await expect(family(view, 'Solana').locator('[data-latch-address]').getAttribute('title')).resolves.toBe(
      solanaAddress,
    )
    const btc = family(view, 'Bitcoin & Stacks')
    await expect(
      btc.locator('[data-latch-address]').evaluateAll((els) => els.map((e) => e.getAttribute('title'))),
    ).resolves.toEqual(expect.arrayContaining([stacks.stxAddress, stacks.btcPaymentAddress]))
    await screenshot(page, 'multi-wallet-profile')
    expect(await axeDialog(page)).toEqual([])

    // switch: the Account view's address and balance follow
    await rowOf(evm, DEV_WALLET_INFO.name)
      .getByRole('button', { name: `Switch to ${DEV_WALLET_INFO.name}` })
      .click()
    await expect.poll(() => rowOf(evm, DEV_WALLET_INFO.name).getAttribute('aria-current')).toBe('true')
    await page.locator('[data-demo-address]', { hasText: devAddress }).waitFor()
    await dialog(page).getByRole('button', { name: 'Back' }).click()
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
    const summary = dialog(page).locator('[data-latch-account-summary]')
    await expect(summary.locator('[data-latch-address]').first().getAttribute('title')).resolves.toBe(
      devAddress,
    )
    await summary.locator('[data-latch-balance]', { hasText: /^10,000\.00 ETH/ }).waitFor()

    await openProfile(page)
    await rowOf(evm, SECOND_DEV_WALLET_INFO.name)
      .getByRole('button', { name: `Switch to ${SECOND_DEV_WALLET_INFO.name}` })
      .click()
    await page.locator('[data-demo-address]', { hasText: secondDevAddress }).waitFor()
    await dialog(page).getByRole('button', { name: 'Back' }).click()
    await expect(summary.locator('[data-latch-address]').first().getAttribute('title')).resolves.toBe(
      secondDevAddress,
    )
    await summary.locator('[data-latch-balance]', { hasText: /^1,234\.50 ETH/ }).waitFor()

    await openProfile(page)
    await family(view, 'Solana')
      .getByRole('button', { name: `Switch to ${DEV_SOLANA_WALLET_NAME}` })
      .click()
    await page.locator('[data-demo-address]', { hasText: solanaAddress }).waitFor()
    await dialog(page).getByRole('button', { name: 'Back' }).click()
    await expect(summary.locator('[data-latch-address]').first().getAttribute('title')).resolves.toBe(
      solanaAddress,
    )
    await summary
      .locator('[data-latch-balance]', {
        hasText: `${formatNumber(DEV_SOLANA_LAMPORTS, { decimals: 9 })} SOL`,
      })
      .waitFor()

    // disconnect one: the rest stay, the dev wallet becomes EVM's active one
    await openProfile(page)
    await rowOf(evm, SECOND_DEV_WALLET_INFO.name)
      .getByRole('button', { name: `Disconnect ${SECOND_DEV_WALLET_INFO.name}` })
      .click()
    await rowOf(evm, SECOND_DEV_WALLET_INFO.name).waitFor({ state: 'detached' })
    await expect(rowOf(evm, DEV_WALLET_INFO.name).getAttribute('aria-current')).resolves.toBe('true')
    await expect(view.locator('[data-latch-profile-connection]').count()).resolves.toBe(4)
    await family(view, 'EVM')
      .locator('[data-latch-profile-recent-connection]', { hasText: SECOND_DEV_WALLET_INFO.name })
      .waitFor()
    await screenshot(page, 'multi-wallet-after-disconnect')

    // the counters see the prompts the connects above made
    await expect(promptCount(page)).resolves.toEqual({
      [DEV_WALLET_INFO.rdns]: 1,
      [SECOND_DEV_WALLET_INFO.rdns]: 1,
      solana: 1,
      stacks: 1,
    })
    // reload: every wallet comes back, and no wallet was asked to connect
    await page.reload()
    await page.waitForSelector('[data-latch-connect-button]')
    await page.locator('[data-demo-status]', { hasText: /^connected$/ }).waitFor()
    const restored = await openProfile(page)
    await expect
      .poll(() => restored.locator('[data-latch-profile-connection]').count(), { timeout: 10_000 })
      .toBe(4)
    await expect(
      family(restored, 'EVM').locator('[data-latch-profile-wallet-name]').allTextContents(),
    ).resolves.toEqual([DEV_WALLET_INFO.name])
    await expect(
      family(restored, 'Solana').locator('[data-latch-address]').getAttribute('title'),
    ).resolves.toBe(solanaAddress)
    await expect(
      family(restored, 'Bitcoin & Stacks')
        .locator('[data-latch-address]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('title'))),
    ).resolves.toEqual(expect.arrayContaining([stacks.stxAddress, stacks.btcPaymentAddress]))
    await expect(promptCount(page)).resolves.toEqual({
      [DEV_WALLET_INFO.rdns]: 0,
      [SECOND_DEV_WALLET_INFO.rdns]: 0,
      solana: 0,
      stacks: 0,
    })
    expect(foreignRequests).toEqual([])
    expect(consoleErrors).toEqual([])
    await page.context().close()
  })

  it('with multi-wallet off only one EVM wallet shows, and adding a second says "Multi-Wallet Not Enabled"', async () => {
    const { page, foreignRequests } = await devWalletsPage({ singleWallet: true })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await pickWallet(page, DEV_WALLET_INFO.name)
    await page.locator('[data-demo-status]', { hasText: /^connected$/ }).waitFor()
    const view = await openProfile(page)
    const evm = family(view, 'EVM')
    await expect(evm.locator('[data-latch-profile-connection]').count()).resolves.toBe(1)
    await evm.getByRole('button', { name: 'Add wallet: EVM' }).click()
    await dialog(page).getByText('Multi-Wallet Not Enabled').waitFor()
    await dialog(page)
      .getByText(
        'Enable the multiWallet feature in the project configuration to use several wallets at once.',
      )
      .waitFor()
    await expect(view.isVisible()).resolves.toBe(true)
    await expect(view.locator('[data-latch-profile-recent]').count()).resolves.toBe(0)
    await screenshot(page, 'multi-wallet-off')
    expect(await axeDialog(page)).toEqual([])
    expect(foreignRequests).toEqual([])
    await page.context().close()
  })
})
