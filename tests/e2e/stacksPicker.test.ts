import { getBundledProviders } from '@latch/core'
import { verifyStacksMessageSignature } from '@latch/stacks/validation'
import {
  deriveAccountKeys,
  deriveTestAccounts,
  type PageStacksWalletControls,
  stacksWalletInitScript,
  TEST_KEYS,
} from '@latch/testing/stacks'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_STACKS_MESSAGE } from '../../examples/demo/src/demoStacksActions'
import type { GuardedPage } from './support/browser'
import { type DemoSuite, screenshot, startDemoSuite } from './support/demoFixture'
import { dialog } from './support/modal'

let demo: DemoSuite
let walletsScript: string

const LEATHER = 'LeatherProvider'
const XVERSE = 'XverseProviders.BitcoinProvider'
// The Leather-like wallet holds Alice's keys, the Xverse-like one Bob's, so their addresses differ.
const alice = deriveTestAccounts(TEST_KEYS.alice, 'testnet')
const bob = deriveTestAccounts(TEST_KEYS.bob, 'testnet')
/** The Xverse-like wallet's second account (index 1), which a test switches to inside the wallet. */
const bobSecond = deriveTestAccounts(deriveAccountKeys(TEST_KEYS.bob, 1), 'testnet')

beforeAll(async () => {
  ;[demo, walletsScript] = await Promise.all([
    startDemoSuite(),
    stacksWalletInitScript([
      { flavour: 'leather', keys: TEST_KEYS.alice },
      { flavour: 'xverse', keys: TEST_KEYS.bob },
    ]),
  ])
})
afterAll(async () => {
  await demo?.close()
})

/** The demo with the Leather-like and Xverse-like wallets injected, in a viewport short enough to scroll. */
async function openStacksPage(): Promise<GuardedPage> {
  const guarded = await demo.openPage({ inject: false, initScripts: [walletsScript] })
  await guarded.page.setViewportSize({ width: 1100, height: 420 })
  await guarded.page.locator('[data-demo-stacks-connect]').waitFor()
  return guarded
}

async function openPicker(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Stacks/Bitcoin wallet' }).click()
  await dialog(page).getByRole('heading', { name: 'Select Wallet' }).waitFor()
}

/** The computed overflow of `<html>` and `<body>`, and whether a dialog holds the scroll lock. */
function scrollState(page: Page) {
  return page.evaluate(() => ({
    html: getComputedStyle(document.documentElement).overflow,
    body: getComputedStyle(document.body).overflow,
    locked: document.documentElement.hasAttribute('data-latch-scroll-lock'),
  }))
}

/** Whether a mouse-wheel turn over the page's top-left corner scrolls the page (then scrolls back). */
async function wheelScrolls(page: Page): Promise<boolean> {
  const before = await page.evaluate(() => window.scrollY)
  await page.mouse.move(8, 8)
  await page.mouse.wheel(0, 160)
  const moved = await page
    .waitForFunction((y) => window.scrollY !== y, before, { timeout: 600 })
    .then(() => true)
    .catch(() => false)
  await page.evaluate((y) => window.scrollTo(0, y), before)
  return moved
}

const pageCalls = (page: Page, id: string) =>
  page.evaluate(
    (walletId) =>
      (
        window as unknown as { __latchStacksTestWallets: Record<string, { calls: { method: string }[] }> }
      ).__latchStacksTestWallets[walletId]!.calls.map((c) => c.method),
    id,
  )

describe('Stacks/Bitcoin wallet selection modal in the demo (SPEC §2), in Chromium', () => {
  it('lists the wallets with the installed Leather and Xverse marked and first, and Asigna and Fordefi with install links', async () => {
    const { page, foreignRequests } = await openStacksPage()
    await openPicker(page)
    const modal = dialog(page)
    const rows = modal.locator('[data-latch-wallet-list] [data-latch-wallet]')
    await expect(
      rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-latch-wallet'))),
    ).resolves.toEqual([LEATHER, XVERSE, 'AsignaProvider', 'FordefiProviders.UtxoProvider'])
    for (const name of ['Leather', 'Xverse']) {
      const row = modal.getByRole('button', { name: new RegExp(`^${name}`) })
      await expect(row.getAttribute('data-installed')).resolves.toBe('')
      await expect(row.locator('[data-latch-tag="installed"]').textContent()).resolves.toBe('Installed')
    }
    const providers = getBundledProviders()
    for (const name of ['Asigna', 'Fordefi']) {
      const provider = providers.find((p) => p.name === name)!
      const link = modal.getByRole('link', { name: new RegExp(`^${name}`) })
      await expect(link.getAttribute('href')).resolves.toBe(provider.chromeWebStoreUrl ?? provider.webUrl)
      await expect(link.getAttribute('target')).resolves.toBe('_blank')
      await expect(link.textContent()).resolves.toContain('Install')
      await expect(modal.getByRole('button', { name: new RegExp(`^${name}`) }).count()).resolves.toBe(0)
    }
    // The page is locked while the picker is open.
    await expect(scrollState(page)).resolves.toMatchObject({ html: 'hidden', locked: true })
    await expect(wheelScrolls(page)).resolves.toBe(false)
    await screenshot(page, 'stacks-picker')
    // Listing asks no wallet anything.
    await expect(pageCalls(page, LEATHER)).resolves.toEqual([])
    await expect(pageCalls(page, XVERSE)).resolves.toEqual([])
    expect(foreignRequests).toEqual([])
    await page.context().close()
  })

  const dismissals: [string, (page: Page) => Promise<void>][] = [
    ['Escape', (page) => page.keyboard.press('Escape')],
    // The top-left corner is backdrop: the 360px dialog sits in the middle of the page.
    ['an outside click', (page) => page.mouse.click(8, 8)],
    ['the Cancel button', (page) => dialog(page).getByRole('button', { name: 'Cancel' }).click()],
  ]
  for (const [how, dismiss] of dismissals) {
    it(`${how} closes it, rejects the pending request with the user-canceled error -31001 and restores page scroll`, async () => {
      const { page, foreignRequests } = await openStacksPage()
      await expect(scrollState(page)).resolves.toEqual({ html: 'visible', body: 'visible', locked: false })
      await expect(wheelScrolls(page)).resolves.toBe(true)
      await openPicker(page)
      await expect(scrollState(page)).resolves.toMatchObject({ html: 'hidden', locked: true })
      await expect(wheelScrolls(page)).resolves.toBe(false)
      await dismiss(page)
      const error = page.locator('[data-demo-stacks-error]')
      await error.waitFor()
      await expect(error.getAttribute('data-demo-stacks-error')).resolves.toBe('-31001')
      await expect(dialog(page).count()).resolves.toBe(0)
      await expect(scrollState(page)).resolves.toEqual({ html: 'visible', body: 'visible', locked: false })
      await expect(wheelScrolls(page)).resolves.toBe(true)
      // Nothing connected and no wallet was contacted.
      await expect(page.locator('[data-demo-stacks-wallet]').textContent()).resolves.toBe('—')
      await expect(pageCalls(page, LEATHER)).resolves.toEqual([])
      // The picker opens again after a cancel.
      await openPicker(page)
      await expect(error.count()).resolves.toBe(0)
      expect(foreignRequests).toEqual([])
      await page.context().close()
    })
  }

  it('connects the Leather-like wallet, then after disconnect the Xverse-like wallet, showing each one’s Stacks and Bitcoin addresses', async () => {
    const { page, foreignRequests } = await openStacksPage()
    const stx = page.locator('[data-demo-stacks-address="stx"]')
    const btc = page.locator('[data-demo-stacks-address="btc"]')
    const wallet = page.locator('[data-demo-stacks-wallet]')

    await openPicker(page)
    await dialog(page)
      .getByRole('button', { name: /^Leather/ })
      .click()
    await wallet.filter({ hasText: /^Leather$/ }).waitFor()
    await expect(dialog(page).count()).resolves.toBe(0)
    await expect(stx.locator('code').allTextContents()).resolves.toEqual([alice.stxAddress])
    await expect(btc.locator('code').allTextContents()).resolves.toEqual([
      alice.btcPaymentAddress,
      alice.btcOrdinalsAddress,
    ])
    await expect(btc.first().getAttribute('data-purpose')).resolves.toBe('payment')
    // One prompt for both namespaces, and the Xverse-like wallet never asked.
    await expect(pageCalls(page, LEATHER)).resolves.toEqual(['getAddresses'])
    await expect(pageCalls(page, XVERSE)).resolves.toEqual([])

    await page.getByRole('button', { name: 'Disconnect Stacks/Bitcoin wallet' }).click()
    await wallet.filter({ hasText: /^—$/ }).waitFor()
    await expect(stx.count()).resolves.toBe(0)
    await expect(btc.count()).resolves.toBe(0)
    await expect(
      page.evaluate(() => window.localStorage.getItem('@latch/stacks.sessions')),
    ).resolves.toBeNull()

    await openPicker(page)
    await dialog(page)
      .getByRole('button', { name: /^Xverse/ })
      .click()
    await wallet.filter({ hasText: /^Xverse$/ }).waitFor()
    await expect(stx.locator('code').allTextContents()).resolves.toEqual([bob.stxAddress])
    await expect(btc.locator('code').allTextContents()).resolves.toEqual([
      bob.btcPaymentAddress,
      bob.btcOrdinalsAddress,
    ])
    await expect(pageCalls(page, XVERSE)).resolves.toEqual(['getAddresses'])
    await expect(pageCalls(page, LEATHER)).resolves.toEqual(['getAddresses'])
    const remembered = await page.evaluate(() => window.localStorage.getItem('@latch/stacks.sessions'))
    expect(Object.keys(JSON.parse(remembered ?? 'null').d)).toEqual([XVERSE])
    await expect(page.locator('[data-demo-stacks-error]').count()).resolves.toBe(0)
    await page.locator('[data-demo-stacks]').scrollIntoViewIfNeeded()
    await screenshot(page, 'stacks-connected')
    expect(foreignRequests).toEqual([])
    await page.context().close()
  })

  it('follows the Xverse-like wallet switching its own account: the panel shows the new addresses and the next signature is the new account’s', async () => {
    const { page, foreignRequests } = await openStacksPage()
    const stx = page.locator('[data-demo-stacks-address="stx"]')
    const btc = page.locator('[data-demo-stacks-address="btc"]')
    await openPicker(page)
    await dialog(page)
      .getByRole('button', { name: /^Xverse/ })
      .click()
    await page
      .locator('[data-demo-stacks-wallet]')
      .filter({ hasText: /^Xverse$/ })
      .waitFor()
    await expect(stx.locator('code').allTextContents()).resolves.toEqual([bob.stxAddress])

    // the user picks another account inside the wallet (it emits sats-connect accountChange)
    await page.evaluate((id) => {
      const wallets = (
        window as unknown as { __latchStacksTestWallets: Record<string, PageStacksWalletControls> }
      ).__latchStacksTestWallets
      wallets[id]!.switchAccount(1)
    }, XVERSE)
    await stx.filter({ hasText: bobSecond.stxAddress }).waitFor()
    await expect(stx.locator('code').allTextContents()).resolves.toEqual([bobSecond.stxAddress])
    await expect(btc.locator('code').allTextContents()).resolves.toEqual([
      bobSecond.btcPaymentAddress,
      bobSecond.btcOrdinalsAddress,
    ])
    // no prompt: the event carried the new addresses
    await expect(pageCalls(page, XVERSE)).resolves.toEqual(['getAddresses'])

    await page.getByRole('button', { name: 'Sign a Stacks message' }).click()
    const signature = (await page.locator('[data-demo-stacks-result="signature"] code').textContent()) ?? ''
    const signedBy = (address: string) =>
      verifyStacksMessageSignature({ address, message: DEMO_STACKS_MESSAGE, signature })
    await expect(signedBy(bobSecond.stxAddress)).resolves.toBe(true)
    await expect(signedBy(bob.stxAddress)).resolves.toBe(false)
    expect(foreignRequests).toEqual([])
    await page.context().close()
  })
})
