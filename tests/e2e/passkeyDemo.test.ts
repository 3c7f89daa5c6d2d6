// Passkey login through the demo's Connect in Chromium (issue 30): a visitor with no wallet makes
// an account with a passkey (Chromium's virtual authenticator, PRF on), saves the kit, is funded and
// sends ETH through the modal. Then, as on a new device (every storage of the page and the key frame
// cleared), "Continue with a passkey" gives the same addresses without asking for the kit.

import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainReads } from './support/chainReads'
import { type DemoSuite, screenshot, startDemoSuite } from './support/demoFixture'
import { submitEmailLogin } from './support/devMailbox'
import { embeddedAddresses, reviewSend } from './support/embeddedDemo'
import { dialog } from './support/modal'
import { keyFrame, saveRecoveryKit } from './support/recoveryKit'
import { addVirtualAuthenticator } from './support/virtualAuthenticator'

let demo: DemoSuite

beforeAll(async () => {
  demo = await startDemoSuite()
})
afterAll(async () => {
  await demo?.close()
})

/** Clicks a passkey button in Connect, then "Continue with a passkey" in the frame's prompt `title`. */
async function passkeyFromConnect(page: Page, button: string, title: string): Promise<void> {
  await page.locator('[data-latch-connect-button]').click()
  const modal = dialog(page)
  await modal.getByRole('button', { name: button }).click()
  const prompt = keyFrame(page).getByRole('dialog', { name: title })
  await prompt.waitFor({ timeout: 30_000 })
  await prompt.getByRole('button', { name: 'Continue with a passkey' }).click()
}

/**
 * The browser as a new device: the key frame's IndexedDB, the page's storage and cookies gone (the
 * passkey stays on the authenticator), then a reload, signed out.
 */
async function clearBrowser(page: Page, context: BrowserContext): Promise<void> {
  const frame = page.frames().find((f) => f.url().startsWith(demo.world.embeddedWallet.frameOrigin))
  expect(await frame?.evaluate(async () => (await indexedDB.databases()).length)).toBeGreaterThan(0)
  await frame?.evaluate(async () => {
    for (const { name } of await indexedDB.databases())
      if (name)
        await new Promise((resolve) => {
          const request = indexedDB.deleteDatabase(name)
          request.onsuccess = request.onerror = request.onblocked = resolve
        })
  })
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
  await context.clearCookies()
  await page.reload()
  await page.locator('[data-latch-connect-button]').waitFor()
  await expect.poll(() => page.locator('[data-demo-status]').textContent()).toBe('disconnected')
}

/** The demo as a visitor with no wallet, with a passkey authenticator (PRF on) on the page. */
async function openWithAuthenticator() {
  const guarded = await demo.openPage({ inject: false })
  await guarded.page.locator('[data-demo-embedded-wallet]').waitFor()
  return { ...guarded, authenticator: await addVirtualAuthenticator(guarded.page) }
}

/** "Continue with a passkey" from Connect opens the same wallet, with no recovery kit asked for. */
async function expectPasskeyOpensWallet(
  page: Page,
  addresses: { evm: `0x${string}`; solana: string },
): Promise<void> {
  await passkeyFromConnect(page, 'Continue with a passkey', 'Sign in with a passkey')
  await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
  expect(await keyFrame(page).getByRole('dialog', { name: 'Recover your wallet' }).count()).toBe(0)
  await page.keyboard.press('Escape')
  expect(await embeddedAddresses(page)).toEqual(addresses)
}

describe('passkey login in the demo', () => {
  it('signs up with a passkey from Connect, sends ETH, and on a cleared browser signs in with it to the same addresses without the kit', async () => {
    const chain = chainReads(demo.world.chains[0]!.url)
    const guarded = await openWithAuthenticator()
    const { page, authenticator } = guarded

    // Connect offers the passkey with email, under its field
    await page.locator('[data-latch-connect-button]').click()
    const modal = dialog(page)
    await modal.getByRole('button', { name: 'Continue with a passkey' }).waitFor()
    await screenshot(page, 'connect-passkey')
    await page.keyboard.press('Escape')

    // sign-up: the frame's prompt, the authenticator, the kit, then Account
    await passkeyFromConnect(page, 'New here? Create a passkey', 'Create a passkey')
    const kit = await saveRecoveryKit(page)
    expect(kit).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4})+$/)
    await modal.getByRole('heading', { name: 'Account' }).waitFor()
    await page.keyboard.press('Escape')
    const addresses = await embeddedAddresses(page)
    expect(await authenticator.credentials()).toHaveLength(1)

    // funded from the dev faucet, 0.25 ETH sent through the modal arrives
    await page.getByRole('button', { name: 'Fund from dev faucet' }).click()
    await page.locator('[data-demo-embedded-outcome="funded"]').waitFor()
    const receiver = demo.world.chains[0]!.accounts[15]!.address
    const start = await chain.native(receiver)
    await reviewSend(page, 'ETH', '0.25', receiver)
    // the approval simulates the send through the dev chain before Approve: what leaves the account
    await modal.locator('[data-latch-approval-effects]').getByText('You send').waitFor()
    await screenshot(page, 'approve-send-effects')
    await modal.locator('[data-latch-approval-approve]').click()
    await modal.getByRole('heading', { name: 'Account' }).waitFor()
    await expect.poll(() => chain.native(receiver)).toBe(start + 250_000_000_000_000_000n)
    await page.keyboard.press('Escape')

    // as a new device: the page's and the key frame's storage gone, the passkey still there
    await clearBrowser(page, guarded.context)

    await expectPasskeyOpensWallet(page, addresses)
    expect(guarded.foreignRequests).toEqual([])
    await guarded.context.close()
  }, 120_000)

  it('an email account adds a passkey in the Wallet security card; on a cleared browser that passkey signs in to the same addresses without the kit; removed, it is gone from the list', async () => {
    const guarded = await openWithAuthenticator()
    const { page } = guarded
    await page.locator('[data-latch-connect-button]').click()
    await submitEmailLogin(page, 'passkey-later@example.com')
    const modal = dialog(page)
    await modal.getByRole('heading', { name: 'Account' }).waitFor()
    await page.keyboard.press('Escape')
    const addresses = await embeddedAddresses(page)

    const card = page.locator('[data-demo-wallet-security]')
    await card.getByText('No passkey yet.').waitFor()
    await card.getByRole('button', { name: 'Add a passkey' }).click()
    const add = keyFrame(page).getByRole('dialog', { name: 'Add a passkey' })
    await add.getByRole('button', { name: 'Continue with a passkey' }).click()
    await card.locator('[data-demo-security-outcome="done"]').waitFor()
    // sealed at once: this passkey opens the wallet on a new device
    await expect.poll(() => card.locator('[data-demo-passkey="recovers"]').count()).toBe(1)
    await card.scrollIntoViewIfNeeded()
    await card.screenshot({ path: 'test-output/screenshots/wallet-security-passkeys.png' })

    await clearBrowser(page, guarded.context)
    await expectPasskeyOpensWallet(page, addresses)

    await card.locator('[data-demo-passkey]').getByRole('button', { name: 'Remove' }).click()
    await card.getByText('No passkey yet.').waitFor()
    expect(guarded.foreignRequests).toEqual([])
    await guarded.context.close()
  }, 120_000)

  it('a cancelled passkey prompt leaves Connect with the reason and nothing connected; a sign-up then shows the kit in the dark theme', async () => {
    const guarded = await openWithAuthenticator()
    const { page } = guarded
    // the look of the passkey row, dark and at 390 px
    await page.locator('[data-demo-theme]').check()
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.locator('[data-latch-connect-button]').click()
    const modal = dialog(page)
    await modal.getByRole('button', { name: 'Continue with a passkey' }).waitFor()
    await screenshot(page, 'connect-passkey-dark-390')
    await modal.getByRole('button', { name: 'Continue with a passkey' }).click()
    const prompt = keyFrame(page).getByRole('dialog', { name: 'Sign in with a passkey' })
    await prompt.waitFor({ timeout: 30_000 })
    await prompt.getByRole('button', { name: 'Cancel' }).click()
    const row = modal.locator('[data-latch-passkey-login]')
    await expect
      .poll(() => row.getByRole('alert').textContent())
      .toBe('The passkey was not used: nothing changed')
    expect(await page.locator('[data-demo-status]').textContent()).toBe('disconnected')

    // then a sign-up there: the kit prompt in the dark theme, its box drawn dark before and after the tick
    await modal.getByRole('button', { name: 'New here? Create a passkey' }).click()
    const create = keyFrame(page).getByRole('dialog', { name: 'Create a passkey' })
    await create.getByRole('button', { name: 'Continue with a passkey' }).click()
    const kit = keyFrame(page).getByRole('dialog', { name: 'Save your recovery kit' })
    await kit.waitFor({ timeout: 30_000 })
    const box = kit.getByLabel('I saved my recovery kit')
    expect(await box.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(34, 35, 40)')
    await screenshot(page, 'recovery-kit-dark-390')
    await box.check()
    expect(await box.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(123, 150, 255)')
    await screenshot(page, 'recovery-kit-dark-390-saved')
    await kit.getByRole('button', { name: 'Done' }).click()
    await modal.getByRole('heading', { name: 'Account' }).waitFor()
    await guarded.context.close()
  }, 60_000)
})
