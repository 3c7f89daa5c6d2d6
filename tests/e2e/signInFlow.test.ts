import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DemoSuite, startDemoSuite, TEST_WALLET } from './support/demoFixture'
import { submitEmailLogin } from './support/devMailbox'
import { dialog } from './support/modal'

let demo: DemoSuite

beforeAll(async () => {
  demo = await startDemoSuite()
})
afterAll(async () => {
  await demo?.close()
})

/** Sets the demo's sign-in mode (the page reloads to apply it). */
async function setSignIn(page: Page, mode: 'off' | 'optional' | 'required'): Promise<void> {
  await Promise.all([page.waitForEvent('load'), page.selectOption('[data-demo-sign-in]', mode)])
  await page.waitForSelector('[data-latch-connect-button]')
}

/** Turns on the demo's "Ask for email before sign-in" (DataCapture; the page reloads). */
async function askEmailFirst(page: Page): Promise<void> {
  await Promise.all([page.waitForEvent('load'), page.locator('[data-demo-email-capture]').check()])
  await page.waitForSelector('[data-latch-connect-button]')
}

/**
 * Picks Solana through the page's network button: SwitchActiveChain lists Solana's ways to connect
 * (its wallets, and email, as the email wallet serves Solana); the login started there makes Solana
 * the active family.
 */
async function makeSolanaActive(page: Page): Promise<void> {
  await page.locator('[data-demo-network-button]').click()
  await dialog(page).getByRole('heading', { name: 'Choose Network' }).waitFor()
  await dialog(page)
    .getByRole('button', { name: /Solana Localnet/ })
    .click()
  await dialog(page).getByRole('heading', { name: 'Switch to Solana Localnet' }).waitFor()
  await dialog(page).locator('[data-latch-view="SwitchActiveChain"] [data-latch-email-input-form]').waitFor()
}

/** True when the page shows no connected account at all: the embedded wallet's EVM and Solana accounts are gone too. */
async function expectNothingConnected(page: Page): Promise<void> {
  await page.locator('[data-demo-status]', { hasText: /^disconnected$/ }).waitFor()
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  await expect(page.locator('[data-demo-embedded-evm]').count()).resolves.toBe(0)
  await expect(page.locator('[data-demo-embedded-solana]').count()).resolves.toBe(0)
  await expect(page.locator('[data-demo-address]').textContent()).resolves.toBe('—')
}

const closeButton = (page: Page) => dialog(page).getByRole('button', { name: 'Close', exact: true })

describe('required sign-in cannot be skipped, in Chromium', () => {
  it('cancelling the required sign-in after an email login with Solana active disconnects the EVM and the Solana account', async () => {
    const { page, context } = await demo.openPage({ inject: false })
    await setSignIn(page, 'required')
    await makeSolanaActive(page)
    await submitEmailLogin(page, 'cancel-solana@example.com')
    await dialog(page).getByRole('heading', { name: 'Sign In' }).waitFor()
    // The prompt is the EVM account's (the only family this demo's sign-in verifies).
    const evm = (await page.locator('[data-demo-embedded-evm]').textContent())!.trim()
    expect(evm).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await dialog(page).getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => dialog(page).count()).toBe(0)
    await expectNothingConnected(page)
    await context.close()
  })

  it('after an email login with Solana active, the prompt signs the EVM account: approved in ApproveTransaction, verified, and the modal closes', async () => {
    const { page, context } = await demo.openPage({ inject: false })
    await setSignIn(page, 'required')
    await makeSolanaActive(page)
    await submitEmailLogin(page, 'sign-solana-active@example.com')
    await dialog(page).getByRole('heading', { name: 'Sign In' }).waitFor()
    const evm = (await page.locator('[data-demo-embedded-evm]').textContent())!.trim()
    const shown = (await dialog(page).locator('[data-latch-view="SIWXSignMessage"]').textContent()) ?? ''
    expect(shown).toContain(evm.slice(0, 6))
    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await dialog(page).locator('[data-latch-approval-approve]').click()
    await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0)
    await expect(page.locator('[data-demo-events]').textContent()).resolves.toContain('SIWX_AUTH_SUCCESS')
    await expect(page.locator('[data-demo-embedded-evm]').textContent()).resolves.toBe(evm)
    await context.close()
  })

  it('DataCapture refuses Escape and offers no close button while the sign-in is pending; its Cancel disconnects', async () => {
    const { page, context } = await demo.openPage({ account: 18 })
    await setSignIn(page, 'required')
    await askEmailFirst(page)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page)
      .getByRole('button', { name: new RegExp(TEST_WALLET.name) })
      .click()
    await dialog(page).getByRole('heading', { name: 'Add Your Email' }).waitFor()
    await expect(closeButton(page).count()).resolves.toBe(0)
    await page.keyboard.press('Escape')
    await page.locator('[role="dialog"][data-shake]').waitFor()
    await dialog(page).getByRole('heading', { name: 'Add Your Email' }).waitFor()
    await page.mouse.click(10, 790)
    await dialog(page).getByRole('heading', { name: 'Add Your Email' }).waitFor()
    expect(await page.locator('[data-demo-session]').getAttribute('data-demo-session')).toBe('none')

    await dialog(page).getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => dialog(page).count()).toBe(0)
    await page.locator('[data-demo-status]', { hasText: /^disconnected$/ }).waitFor()
    await context.close()
  })

  it('the sign-in prompt of a connected wallet offers Cancel and no close button that does nothing', async () => {
    const { page, context } = await demo.openPage({ account: 19 })
    await setSignIn(page, 'required')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page)
      .getByRole('button', { name: new RegExp(TEST_WALLET.name) })
      .click()
    await dialog(page).getByRole('heading', { name: 'Sign In' }).waitFor()
    await expect(closeButton(page).count()).resolves.toBe(0)
    await expect(dialog(page).getByRole('button', { name: 'Cancel' }).count()).resolves.toBe(1)
    await context.close()
  })

  it('a reload restores the wallet and asks for the required sign-in again instead of skipping it', async () => {
    const { page, context } = await demo.openPage({ account: 14, authorized: true })
    await setSignIn(page, 'required')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page)
      .getByRole('button', { name: new RegExp(TEST_WALLET.name) })
      .click()
    await dialog(page).getByRole('heading', { name: 'Sign In' }).waitFor()
    await page.reload()
    await page.locator('[data-demo-status]', { hasText: /^connected$/ }).waitFor()
    await dialog(page).getByRole('heading', { name: 'Sign In' }).waitFor()
    await page.keyboard.press('Escape')
    await page.locator('[role="dialog"][data-shake]').waitFor()
    await dialog(page).getByRole('button', { name: 'Cancel' }).click()
    await page.locator('[data-demo-status]', { hasText: /^disconnected$/ }).waitFor()
    await context.close()
  })

  it('with sign-in required and nothing connected, the sign-in and approval views opened from the page can be left', async () => {
    const { page, context } = await demo.openPage({ inject: false })
    await setSignIn(page, 'required')
    const launcher = page.locator('[aria-labelledby="demo-views"]')

    // ApproveTransaction with nothing to approve: Escape closes it.
    await launcher.getByRole('button', { name: 'ApproveTransaction', exact: true }).click()
    await dialog(page).getByRole('heading', { name: 'Approve Transaction' }).waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog(page).count()).toBe(0)

    // ... the backdrop closes it ...
    await launcher.getByRole('button', { name: 'ApproveTransaction', exact: true }).click()
    await dialog(page).getByRole('heading', { name: 'Approve Transaction' }).waitFor()
    await page.mouse.click(10, 790)
    await expect.poll(() => dialog(page).count()).toBe(0)

    // ... and so does the view's own way out.
    await launcher.getByRole('button', { name: 'ApproveTransaction', exact: true }).click()
    await dialog(page).getByText('Nothing to approve').waitFor()
    await dialog(page).locator('[data-latch-approval-leave]').click()
    await expect.poll(() => dialog(page).count()).toBe(0)

    // The sign-in view's close button closes it.
    await launcher.getByRole('button', { name: 'SIWXSignMessage', exact: true }).click()
    await dialog(page).getByRole('heading', { name: 'Sign In' }).waitFor()
    await closeButton(page).click()
    await expect.poll(() => dialog(page).count()).toBe(0)
    await context.close()
  })
})

describe('Disconnect in Account disconnects the whole login, in Chromium', () => {
  it('after an email login (EVM and Solana), Disconnect leaves nothing connected instead of showing the other account', async () => {
    const { page, context } = await demo.openPage({ inject: false })
    await page.locator('[data-latch-connect-button]').click()
    await submitEmailLogin(page, 'disconnect-all@example.com')
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
    await page
      .locator('[data-demo-embedded-solana]')
      .filter({ hasText: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/ })
      .waitFor()
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => dialog(page).count()).toBe(0)
    await expectNothingConnected(page)
    // Nothing comes back on reload either.
    await page.reload()
    await page.waitForSelector('[data-latch-connect-button]')
    await expectNothingConnected(page)
    await context.close()
  })
})
