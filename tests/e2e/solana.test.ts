import { randomBytes } from 'node:crypto'
import { formatNumber } from '@latch/core'
import { createSolanaTestWallet, solanaTestWalletScript } from '@latch/testing/solana'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_SOLANA_LAMPORTS, DEV_SOLANA_WALLET_NAME } from '../../examples/demo/worldSolana'
import { guardedPage } from './support/browser'
import { type DemoSuite, screenshot, startDemoSuite } from './support/demoFixture'
import { dialog } from './support/modal'

/** Name the injected Solana test wallet registers with (Wallet Standard). */
const SOLANA_WALLET = 'Latch Test Wallet'

let demo: DemoSuite

beforeAll(async () => {
  demo = await startDemoSuite()
})
afterAll(async () => {
  await demo?.close()
})

describe('Solana in the demo, in Chromium', () => {
  it('the demo connects the injected Solana test wallet and shows its balance', async () => {
    const { solana } = demo.world
    const seedHex = randomBytes(32).toString('hex')
    const address = createSolanaTestWallet({ seedHex }).address
    // 7,654.321 SOL: the Account view shows it rounded to 2 decimals with en-US grouping.
    await solana.rpc.airdrop(address, 7_654_321_000_000n)
    // The balance as the local SVM holds it, read in the test process (not through the page).
    type SvmAddress = Parameters<typeof solana.rpc.svm.getBalance>[0]
    const lamports = solana.rpc.svm.getBalance(address as SvmAddress)
    expect(lamports).toBe(7_654_321_000_000n)
    const expected = `${formatNumber(lamports ?? 0n, { decimals: 9 })} SOL`
    expect(expected).toBe('7,654.32 SOL')

    const wallet = await solanaTestWalletScript({ seedHex, rpcUrl: solana.rpc.url })
    const { page, foreignRequests, consoleErrors } = await guardedPage(demo.browser, {
      initScripts: [wallet],
    })
    await page.goto(demo.world.url)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    const walletButton = dialog(page).getByRole('button', { name: new RegExp(SOLANA_WALLET) })
    await expect(walletButton.getAttribute('data-installed')).resolves.toBe('')
    await walletButton.click()
    await page.locator('[data-demo-status]', { hasText: /^connected$/ }).waitFor()
    await expect(page.locator('[data-demo-address]').textContent()).resolves.toBe(address)

    await page.locator('[data-latch-connect-button]').click()
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
    const balance = dialog(page).locator('[data-latch-balance]')
    await balance.filter({ hasText: expected }).waitFor()
    await expect(balance.textContent()).resolves.toBe(expected)
    await expect(
      dialog(page).locator('[data-latch-network-button] [data-latch-network-name]').textContent(),
    ).resolves.toBe('Solana Localnet')
    await screenshot(page, 'solana-account')
    expect(foreignRequests).toEqual([])
    expect(consoleErrors).toEqual([])
    await page.context().close()
  })

  it('the Dev wallet switch also installs the dev Solana wallet, which connects its funded account', async () => {
    const { page, foreignRequests } = await demo.openPage({ inject: false })
    await page.getByLabel('Dev wallet').check()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    // A wallet that registers after the page started is listed in All Wallets, marked installed.
    await dialog(page).getByRole('button', { name: 'All Wallets' }).click()
    const walletButton = dialog(page).getByRole('button', { name: new RegExp(DEV_SOLANA_WALLET_NAME) })
    await expect(walletButton.getAttribute('data-installed')).resolves.toBe('')
    await walletButton.click()
    await page.locator('[data-demo-status]', { hasText: /^connected$/ }).waitFor()
    await expect(page.locator('[data-demo-address]').textContent()).resolves.toBe(
      demo.world.solana.devAddress,
    )
    await page.locator('[data-latch-connect-button]').click()
    await dialog(page)
      .locator('[data-latch-balance]', {
        hasText: `${formatNumber(DEV_SOLANA_LAMPORTS, { decimals: 9 })} SOL`,
      })
      .waitFor()
    expect(foreignRequests).toEqual([])
    await page.context().close()
  })
})
