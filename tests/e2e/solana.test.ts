import { randomBytes } from 'node:crypto'
import { formatNumber } from '@latch/core'
import { createSolanaTestWallet, solanaTestWalletScript } from '@latch/testing/solana'
import { PublicKey } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
    const lamports = solana.rpc.svm.getBalance(new PublicKey(address))
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
    await expect(walletButton.getAttribute('data-installed')).resolves.not.toBeNull()
    await walletButton.click()
    await page.locator('[data-demo-status]', { hasText: /^connected$/ }).waitFor()
    await expect(page.locator('[data-demo-address]').textContent()).resolves.toBe(address)

    await page.locator('[data-latch-connect-button]').click()
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
    const balance = dialog(page).locator('[data-latch-balance]')
    await balance.filter({ hasText: expected }).waitFor()
    await expect(balance.textContent()).resolves.toBe(expected)
    await expect(dialog(page).locator('[data-latch-network-button]').textContent()).resolves.toBe(
      'Solana Localnet',
    )
    await screenshot(page, 'solana-account')
    expect(foreignRequests).toEqual([])
    expect(consoleErrors).toEqual([])
    await page.context().close()
  })
})
