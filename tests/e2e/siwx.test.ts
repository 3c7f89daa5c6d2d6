import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DemoSuite, screenshot, startDemoSuite, TEST_WALLET } from './support/demoFixture'
import { dialog } from './support/modal'

let demo: DemoSuite

beforeAll(async () => {
  demo = await startDemoSuite()
})
afterAll(async () => {
  await demo?.close()
})

async function requireSignInAndConnect(page: Page): Promise<void> {
  await Promise.all([page.waitForEvent('load'), page.selectOption('[data-demo-sign-in]', 'required')])
  await page.waitForSelector('[data-latch-connect-button]')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page)
    .getByRole('button', { name: new RegExp(TEST_WALLET.name) })
    .click()
  await dialog(page).getByRole('heading', { name: 'Sign In' }).waitFor()
}

describe('required sign-in (SIWX) in Chromium', () => {
  it('closing is refused and the modal shakes; signing creates a session and closes the modal', async () => {
    const { page } = await demo.openPage({ account: 10 })
    await requireSignInAndConnect(page)
    await screenshot(page, 'siwx-sign-message')
    await page.keyboard.press('Escape')
    await page.locator('[role="dialog"][data-shake]').waitFor()
    await page.mouse.click(10, 790)
    await dialog(page).getByRole('heading', { name: 'Sign In' }).waitFor()
    await page.locator('[role="dialog"]:not([data-shake])').waitFor()

    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await page.locator('[data-demo-session="signed-in"]').waitFor()
    await expect(dialog(page).count()).resolves.toBe(0)
    const signer = demo.world.chains[0]!.accounts[10]!.address
    await expect(page.locator('[data-demo-session-address]').textContent()).resolves.toBe(signer)
    const events = await page.locator('[data-demo-events]').textContent()
    expect(events).toContain('SIWX_AUTH_SUCCESS')
    await screenshot(page, 'siwx-session')
    await page.context().close()
  })

  it('the sign-in view shows who asks and with what: the app’s icon and name, the wallet’s icon and name, and the address', async () => {
    const { page } = await demo.openPage({ account: 12 })
    await requireSignInAndConnect(page)
    const modal = dialog(page)
    const app = modal.locator('[data-latch-siwx-app]')
    await expect(app.textContent()).resolves.toBe('Latch demo')
    // the app's own icon from its metadata (an inline SVG in the demo), drawn, not a letter
    const appIcon = app.locator('img')
    await expect(appIcon.getAttribute('src')).resolves.toMatch(/^data:image\/svg\+xml,/)
    await expect
      .poll(() => appIcon.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0)
    const wallet = modal.locator('[data-latch-siwx-wallet]')
    await expect(wallet.locator('[data-latch-siwx-party-name]').textContent()).resolves.toBe(TEST_WALLET.name)
    await expect(wallet.locator('img').getAttribute('src')).resolves.toBe(TEST_WALLET.icon)
    const signer = demo.world.chains[0]!.accounts[12]!.address
    const address = wallet.locator('[data-latch-siwx-address]')
    await expect(address.getAttribute('title')).resolves.toBe(signer)
    await expect(address.textContent()).resolves.toMatch(
      new RegExp(`^${signer.slice(0, 6)}.*${signer.slice(-4)}$`),
    )
    // both sides sit beside each other, above the message
    const [appBox, walletBox, text] = await Promise.all([
      app.boundingBox(),
      wallet.boundingBox(),
      modal.locator('[data-latch-view="SIWXSignMessage"] [data-latch-status]').boundingBox(),
    ])
    expect(Math.abs(appBox!.y - walletBox!.y)).toBeLessThan(2)
    expect(appBox!.y + appBox!.height).toBeLessThanOrEqual(text!.y)
    // the names are whole, not cut
    await expect(
      app.locator('[data-latch-siwx-party-name]').evaluate((el) => el.scrollWidth <= el.clientWidth),
    ).resolves.toBe(true)
    await page.context().close()
  })

  it('cancel on a required sign-in disconnects the wallet', async () => {
    const { page } = await demo.openPage({ account: 11 })
    await requireSignInAndConnect(page)
    await dialog(page).getByRole('button', { name: 'Cancel' }).click()
    await page.locator('[data-demo-status]', { hasText: /^disconnected$/ }).waitFor()
    await expect(dialog(page).count()).resolves.toBe(0)
    await page.context().close()
  })

  it('a rejected signature shows "Error signing message" and keeps the sign-in view open', async () => {
    const { page } = await demo.openPage({ account: 14 })
    await requireSignInAndConnect(page)
    await page.evaluate((rdns) => {
      const w = window as unknown as {
        __latchTestWallets: Record<string, { rejectNext: (r: object) => void }>
      }
      w.__latchTestWallets[rdns]!.rejectNext({ method: 'personal_sign' })
    }, TEST_WALLET.rdns)
    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await dialog(page)
      .locator('[data-latch-toast][data-variant="error"]', { hasText: 'Error signing message' })
      .waitFor()
    await dialog(page).getByRole('heading', { name: 'Sign In' }).waitFor()
    await page.context().close()
  })

  it('a wallet with ERC-7846 sign-in connects and signs in with one prompt: no sign view, a session, one wallet prompt', async () => {
    const { page } = await demo.openPage({ account: 15, signIn: true })
    await Promise.all([page.waitForEvent('load'), page.selectOption('[data-demo-sign-in]', 'required')])
    await page.waitForSelector('[data-latch-connect-button]')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page)
      .getByRole('button', { name: new RegExp(TEST_WALLET.name) })
      .click()
    await page.locator('[data-demo-session="signed-in"]').waitFor()
    await expect(dialog(page).count()).resolves.toBe(0)
    const signer = demo.world.chains[0]!.accounts[15]!.address
    await expect(page.locator('[data-demo-session-address]').textContent()).resolves.toBe(signer)
    const prompted = await page.evaluate((rdns) => {
      const wallets = (
        window as unknown as { __latchTestWallets: Record<string, { calls: { method: string }[] }> }
      ).__latchTestWallets
      const prompts = ['wallet_connect', 'eth_requestAccounts', 'personal_sign']
      return wallets[rdns]!.calls.map((c) => c.method).filter((m) => prompts.includes(m))
    }, TEST_WALLET.rdns)
    expect(prompted).toEqual(['wallet_connect'])
    await page.context().close()
  })
})
