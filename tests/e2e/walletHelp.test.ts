import { stacksWalletInitScript, TEST_KEYS } from '@latch/testing/stacks'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeDialog } from './support/axe'
import { type DemoSuite, screenshot, startDemoSuite } from './support/demoFixture'
import { dialog } from './support/modal'

let demo: DemoSuite

beforeAll(async () => {
  demo = await startDemoSuite()
})
afterAll(async () => {
  await demo?.close()
})

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

/** Presses Tab until the focused element matches `selector` (keyboard only, as a user would). */
async function tabTo(page: Page, selector: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) === true, selector)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${selector}`)
}

/** Get a Wallet's offers: each family and its wallets as `name host`. */
function offers(page: Page): Promise<Record<string, string[]>> {
  return dialog(page)
    .locator('[data-latch-get-wallet-family]')
    .evaluateAll((sections) =>
      Object.fromEntries(
        sections.map((section) => [
          section.getAttribute('data-latch-get-wallet-family') ?? '',
          [...section.querySelectorAll('a')].map(
            (a) => `${a.querySelector('[data-latch-wallet-name]')?.textContent} ${new URL(a.href).hostname}`,
          ),
        ]),
      ),
    )
}

describe('help for a visitor with no wallet in Chromium', () => {
  it('Tab to Connect\'s "?" and Enter opens What is a wallet; Get a Wallet lists each family\'s wallets with their extension-store links, not the installed one; Back returns; axe finds nothing', async () => {
    const leather = await stacksWalletInitScript([{ flavour: 'leather', keys: TEST_KEYS.alice }])
    const { page, foreignRequests, consoleErrors } = await demo.openPage({
      account: 6,
      initScripts: [leather],
    })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const modal = dialog(page)
    await modal.getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    await modal.locator('[data-latch-wallet-list] [data-latch-wallet]', { hasText: 'Leather' }).waitFor()

    // keyboard only: the "?" is a Tab stop named "What is a wallet?", and Enter opens the help
    await tabTo(page, '[role="dialog"] [data-latch-help]')
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(
      'What is a wallet?',
    )
    await page.keyboard.press('Enter')
    await modal.getByRole('heading', { name: 'What is a wallet?' }).waitFor()
    await expect(modal.locator('[data-latch-help-points] li').allTextContents()).resolves.toEqual([
      'A wallet holds your crypto and the keys to it.',
      'Connecting shares your address with this app.',
      'Nothing moves without your approval.',
    ])
    // the demo offers email and social login: named as the way in without a wallet
    await modal.getByRole('button', { name: 'No wallet? Continue with email' }).waitFor()
    await screenshot(page, 'what-is-a-wallet')
    expect(await axeDialog(page)).toEqual([])

    await modal.getByRole('button', { name: 'Get a Wallet' }).click()
    await modal.getByRole('heading', { name: 'Get a Wallet' }).waitFor()
    await modal.locator('[data-latch-get-wallet-family] a').first().waitFor()
    const chrome = 'chromewebstore.google.com'
    const offered = await offers(page)
    // every family of the demo, in the order of its networks, Bitcoin & Stacks as one group
    expect(Object.keys(offered)).toEqual(['eip155', 'solana', 'stacks'])
    expect(await modal.locator('[data-latch-get-wallet-heading]').allTextContents()).toEqual([
      'EVM',
      'Solana',
      'Bitcoin & Stacks',
    ])
    expect(offered.eip155).toEqual([
      `MetaMask ${chrome}`,
      `Coinbase Wallet ${chrome}`,
      `Rabby Wallet ${chrome}`,
      `Trust Wallet ${chrome}`,
    ])
    expect(offered.solana?.[0]).toBe(`Phantom ${chrome}`)
    // Leather is installed in this browser: it is not offered; no wallet is offered twice
    expect(offered.stacks).toEqual([`Xverse ${chrome}`, 'Asigna asigna.io', 'Fordefi www.fordefi.com'])
    const names = Object.values(offered).flatMap((list) => list.map((offer) => offer.split(' chrome')[0]))
    expect(new Set(names).size).toBe(names.length)
    for (const link of await modal.locator('[data-latch-get-wallet-family] a').all()) {
      await expect(link.getAttribute('target')).resolves.toBe('_blank')
      await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer')
    }
    await screenshot(page, 'get-wallet')
    expect(await axeDialog(page)).toEqual([])

    // Back returns the way it came: What is a wallet, then Connect
    await modal.getByRole('button', { name: 'Back' }).click()
    await modal.getByRole('heading', { name: 'What is a wallet?' }).waitFor()
    await modal.getByRole('button', { name: 'Back' }).click()
    await modal.getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    expect(foreignRequests).toEqual([])
    expect(consoleErrors).toEqual([])
    await page.context().close()
  })

  it('on an iPhone, "I don\'t have a wallet" leads to App Store links, the website where a wallet has none', async () => {
    const { page, foreignRequests } = await demo.openPage({ account: 7, inject: false })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setUserAgentOverride', { userAgent: IPHONE })
    await page.reload()
    await page.waitForSelector('[data-latch-connect-button]')
    await expect(page.evaluate(() => navigator.userAgent)).resolves.toBe(IPHONE)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const modal = dialog(page)
    await modal.getByRole('button', { name: 'I don’t have a wallet' }).click()
    await modal.getByRole('heading', { name: 'What is a wallet?' }).waitFor()
    await modal.getByRole('button', { name: 'Get a Wallet' }).click()
    await modal.locator('[data-latch-get-wallet-family] a').first().waitFor()
    const offered = await offers(page)
    expect(offered.eip155).toEqual([
      'MetaMask apps.apple.com',
      'Coinbase Wallet apps.apple.com',
      'Trust Wallet apps.apple.com',
      'Rainbow apps.apple.com',
    ])
    expect(offered.stacks).toEqual([
      'Xverse apps.apple.com',
      'Leather leather.io',
      'Asigna asigna.io',
      'Fordefi www.fordefi.com',
    ])
    expect(await axeDialog(page)).toEqual([])
    expect(foreignRequests).toEqual([])
    await page.context().close()
  })
})
