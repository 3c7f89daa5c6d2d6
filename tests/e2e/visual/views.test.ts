import { ROUTER_VIEWS } from '@latch/core'
import { stacksWalletInitScript, TEST_KEYS } from '@latch/testing/stacks'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeShownPopup } from '../support/browser'
import { type DemoSuite, startDemoSuite, TEST_WALLET } from '../support/demoFixture'
import { codeFor } from '../support/devMailbox'
import { dialog, openAccount } from '../support/modal'
import { saveRecoveryKit } from '../support/recoveryKit'
import { markTexts, stabilise, type VisualFindings, visualFindings } from '../support/visual'

/*
 * The visual regression suite: every modal view (every RouterView) in light, dark and at 390 px
 * (bottom sheet), compared pixel by pixel with the baselines in ./__screenshots__, with axe on each.
 * Rewrite the baselines deliberately with `LATCH_UPDATE_SCREENSHOTS=1 pnpm exec vitest run --project
 * e2e tests/e2e/visual`; without the flag a missing baseline fails.
 */

let demo: DemoSuite
let stacksWallets: string
const covered = new Set<string>()

beforeAll(async () => {
  ;[demo, stacksWallets] = await Promise.all([
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

/** Runs `flow` with a findings collector, records the views it checked, and fails with every finding. */
async function withFindings(flow: (findings: VisualFindings) => Promise<void>): Promise<void> {
  const findings = visualFindings()
  await flow(findings)
  for (const view of findings.views) covered.add(view.split('-')[0]!)
  expect(findings.list).toEqual([])
}

/** Opens a demo page ready for screenshots. */
async function visualPage(options: Parameters<DemoSuite['openPage']>[0] = {}): Promise<Page> {
  const { page } = await demo.openPage(options)
  await stabilise(page)
  return page
}

/** Reloads the page after a demo setting changed (the demo reloads itself to apply it). */
async function reloadAfter(page: Page, change: () => Promise<unknown>): Promise<void> {
  await Promise.all([page.waitForEvent('load'), change()])
  await page.waitForSelector('[data-latch-connect-button]')
  await stabilise(page)
}

/** Closes the modal with Escape and waits until it is gone. */
async function closeModal(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await expect.poll(() => dialog(page).count()).toBe(0)
}

/** Makes the injected test wallet refuse its next `method` request (code 4001). */
async function rejectNext(page: Page, method: string): Promise<void> {
  await page.evaluate(
    ({ rdns, method }) => {
      const w = window as unknown as {
        __latchTestWallets: Record<string, { rejectNext: (r: object) => void }>
      }
      w.__latchTestWallets[rdns]!.rejectNext({ method })
    },
    { rdns: TEST_WALLET.rdns, method },
  )
}

/** Opens `view` from the demo's "Every view" launcher (views with no flow of their own in the demo). */
async function launch(page: Page, view: string): Promise<void> {
  await page.locator('.demo-views').getByRole('button', { name: view, exact: true }).click()
  await dialog(page).locator(`[data-latch-view="${view}"]`).waitFor()
}

describe('every modal view looks as its baseline in light, dark and at 390 px, with no axe violations', () => {
  it('the wallet-connection views, from a first visit to a connected account: Connect, What is a wallet?, Get a Wallet, All Wallets, WalletConnect, Switch Chain, Connecting, Account, Networks, Switch Network, Wallets, Send, and the launcher-only views', async () => {
    await withFindings(async (findings) => {
      const page = await visualPage({ account: 5 })
      const modal = dialog(page)
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await modal.getByRole('button', { name: new RegExp(TEST_WALLET.name) }).waitFor()
      await findings.check(page, 'Connect')

      // the help for a visitor with no wallet: What is a wallet?, then Get a Wallet
      await modal.locator('[data-latch-help]').click()
      await modal.getByRole('heading', { name: 'What is a wallet?' }).waitFor()
      await findings.check(page, 'WhatIsAWallet')
      await modal.getByRole('button', { name: 'Get a Wallet' }).click()
      await modal.locator('[data-latch-get-wallet-family] a').first().waitFor()
      await findings.check(page, 'GetWallet')
      await modal.getByRole('button', { name: 'Back' }).click()
      await modal.getByRole('button', { name: 'Back' }).click()
      await modal.getByRole('heading', { name: 'Connect Wallet' }).waitFor()

      await modal.getByRole('button', { name: 'All Wallets' }).click()
      await findings.check(page, 'AllWallets')
      // a search that finds nothing: the empty state and its guidance
      await modal.getByRole('searchbox', { name: 'Search wallets' }).fill('zzzz no such wallet')
      await modal.locator('[data-latch-empty-state]').waitFor()
      await findings.check(page, 'AllWallets', { variant: 'no-result' })
      await closeModal(page)

      // the pairing URI (and so its QR code) is fresh on every attempt
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await modal.getByRole('button', { name: /WalletConnect/ }).click()
      await modal.locator('[data-latch-pairing-qr]:not([data-state="loading"])').waitFor()
      await findings.check(page, 'ConnectingWalletConnect', {
        mask: (p) => [dialog(p).locator('[data-latch-pairing-qr]')],
      })
      await closeModal(page)

      await page.locator('[data-demo-network-button]').click()
      await modal.getByRole('heading', { name: 'Choose Network' }).waitFor()
      await findings.check(page, 'Networks', { variant: 'disconnected' })
      await modal.getByRole('button', { name: /Solana Localnet/ }).click()
      await findings.check(page, 'SwitchActiveChain')
      await closeModal(page)

      // a refused connection: the Connecting view with its error and retry
      await rejectNext(page, 'eth_requestAccounts')
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await modal.getByRole('button', { name: new RegExp(TEST_WALLET.name) }).click()
      await modal.getByRole('alert').waitFor()
      await findings.check(page, 'ConnectingExternal')
      await modal.getByRole('button', { name: 'Try again' }).click()
      await page.locator('[data-demo-status]', { hasText: /^connected$/ }).waitFor()

      await openAccount(page)
      await modal.locator('[data-latch-balance]', { hasText: '10,000.00 ETH' }).waitFor()
      await findings.check(page, 'Account')
      // the NFTs tab, once loaded: the collection, or the empty state and its guidance
      await modal.getByRole('tab', { name: 'NFTs' }).click()
      await modal.locator('[data-latch-empty-state], [data-latch-nft-list]').first().waitFor()
      await findings.check(page, 'Account', { variant: 'nfts' })
      await modal.getByRole('tab', { name: 'Tokens' }).click()

      await closeModal(page)
      await page.locator('[data-demo-network-button]').click()
      await modal.getByRole('heading', { name: 'Choose Network' }).waitFor()
      await findings.check(page, 'Networks')
      // a switch the wallet refuses: the Switch Network view with its error and retry
      await rejectNext(page, 'wallet_switchEthereumChain')
      await modal.getByRole('button', { name: /Latch Local 2/ }).click()
      await modal.locator('[data-latch-view="SwitchNetwork"]').getByRole('alert').waitFor()
      await findings.check(page, 'SwitchNetwork')
      await closeModal(page)

      await openAccount(page)
      await modal.getByRole('button', { name: 'Wallets' }).click()
      await findings.check(page, 'ProfileWallets')
      await closeModal(page)

      await openAccount(page)
      await modal.getByRole('button', { name: 'Send' }).click()
      await modal.getByRole('heading', { name: 'Send' }).waitFor()
      await modal.locator('[data-latch-token-select]').click()
      await modal.getByRole('heading', { name: 'Select Token' }).waitFor()
      await findings.check(page, 'WalletSendSelectToken')
      await modal.locator('[data-latch-token-option="ETH"]').click()
      await modal.getByRole('heading', { name: 'Send' }).waitFor()
      // nothing entered yet: Review is disabled, and must read so in light and dark
      await expect.poll(() => modal.getByRole('button', { name: 'Review' }).isDisabled()).toBe(true)
      await findings.check(page, 'WalletSend', { variant: 'incomplete' })
      await modal.getByLabel('Amount').fill('1.5')
      await modal.getByLabel('To').fill(demo.world.chains[0]!.accounts[12]!.address)
      await findings.check(page, 'WalletSend')
      await modal.getByRole('button', { name: 'Review' }).click()
      await modal.getByRole('heading', { name: 'Review Send' }).waitFor()
      await findings.check(page, 'WalletSendPreview')
      await closeModal(page)

      // views the demo reaches only through settings or services it does not run: its launcher
      await launch(page, 'ConnectingWalletConnectBasic')
      await modal.locator('[data-latch-pairing-qr]:not([data-state="loading"])').waitFor()
      await findings.check(page, 'ConnectingWalletConnectBasic', {
        mask: (p) => [dialog(p).locator('[data-latch-pairing-qr]')],
      })
      await closeModal(page)
      await launch(page, 'EmailLogin')
      await findings.check(page, 'EmailLogin')
      await closeModal(page)
      await page.context().close()
    })
  })

  it('the Stacks/Bitcoin wallet picker', async () => {
    await withFindings(async (findings) => {
      const page = await visualPage({ inject: false, initScripts: [stacksWallets] })
      await page.getByRole('button', { name: 'Connect Stacks/Bitcoin wallet' }).click()
      await dialog(page).getByRole('heading', { name: 'Select Wallet' }).waitFor()
      // the injected wallets announce themselves after the adapter loads: the view under test is
      // the one that has found both (Leather and Xverse marked Installed)
      await expect.poll(() => dialog(page).locator('[data-latch-tag="installed"]').count()).toBe(2)
      await findings.check(page, 'WalletPicker')
      await page.context().close()
    })
  })

  it('the sign-in views: Add Your Email before a required sign-in, then the sign-in message', async () => {
    await withFindings(async (findings) => {
      const page = await visualPage({ account: 6 })
      const modal = dialog(page)
      await reloadAfter(page, () => page.selectOption('[data-demo-sign-in]', 'required'))
      await reloadAfter(page, () => page.locator('[data-demo-email-capture]').check())
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await modal.getByRole('button', { name: new RegExp(TEST_WALLET.name) }).click()
      await modal.getByRole('heading', { name: 'Add Your Email' }).waitFor()
      await findings.check(page, 'DataCapture')
      const form = modal.locator('[data-latch-email-input-form]')
      await form.locator('input').fill('visual@example.com')
      await form.locator('button[type="submit"]').click()
      await modal.getByRole('heading', { name: 'Sign In' }).waitFor()
      await findings.check(page, 'SIWXSignMessage')
      await page.context().close()
    })
  })

  it('the email and social views: Social Login, Farcaster, Confirm Email, Register Device, a message signature, a batch of calls, Edit Email and its two codes', async () => {
    await withFindings(async (findings) => {
      const page = await visualPage({ inject: false })
      const modal = dialog(page)
      await page.locator('[data-latch-connect-button]').click()
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        modal.locator('[data-latch-social="google"]').click(),
      ])
      // waiting for the login window is the state shown (busy by design)
      await findings.check(page, 'ConnectingSocial', { allowBusy: true })
      await closeShownPopup(popup)
      await closeModal(page)

      // Farcaster's sign-in link as a QR code and a link (its channel token is new on every run:
      // the code and the link's text are hidden), in a page of its own that is closed while it waits
      const farcaster = await visualPage({ inject: false })
      await farcaster.locator('[data-latch-connect-button]').click()
      await dialog(farcaster).locator('[data-latch-social="farcaster"]').click()
      const waiting = dialog(farcaster).locator(
        '[data-latch-view="ConnectingFarcaster"][data-state="waiting"]',
      )
      await waiting.locator('img[data-latch-pairing-qr]').waitFor()
      await findings.check(farcaster, 'ConnectingFarcaster', {
        allowBusy: true,
        mask: (p) => [
          dialog(p).locator('[data-latch-pairing-qr]'),
          dialog(p).locator('[data-latch-farcaster-uri]'),
        ],
      })
      await farcaster.context().close()

      const email = 'visual@example.com'
      await page.locator('[data-latch-connect-button]').click()
      const form = modal.locator('[data-latch-email-input-form]')
      await form.locator('input').fill(email)
      await form.locator('button[type="submit"]').click()
      await findings.check(page, 'EmailVerifyOtp')
      const loginCode = await codeFor(page, email)
      await modal.locator('[data-latch-otp-input]').fill(loginCode)
      await modal.locator('[data-latch-otp-submit]').click()
      await saveRecoveryKit(page)
      await modal.getByRole('heading', { name: 'Account' }).waitFor()
      await closeModal(page)

      // the same email from another browser (a new device) must approve the device first
      const other = await visualPage({ inject: false })
      await other.locator('[data-latch-connect-button]').click()
      const otherForm = dialog(other).locator('[data-latch-email-input-form]')
      await otherForm.locator('input').fill(email)
      await otherForm.locator('button[type="submit"]').click()
      await findings.check(other, 'EmailVerifyDevice', { allowBusy: true })
      await other.context().close()

      // the embedded wallet's keys are fresh on every run: hide its address wherever it shows
      const address = (await page.locator('[data-demo-embedded-evm]').textContent())!.trim()
      const short = [address, `${address.slice(0, 6)}…${address.slice(-4)}`, address.slice(0, 6)]
      await page.getByRole('button', { name: 'Sign message (EVM)' }).click()
      await modal.getByRole('heading', { name: 'Sign Message' }).waitFor()
      await markTexts(page, short)
      await findings.check(page, 'ApproveTransaction', {
        mask: (p) => [p.locator('[data-visual-mask]')],
      })
      await modal.getByRole('button', { name: 'Reject' }).click()
      await expect.poll(() => dialog(page).count()).toBe(0)

      // a batch of calls (EIP-5792, the demo's "Send a batch"): each call numbered and in words, the
      // total, who pays the fee; nothing in it comes from the fresh keys
      await page.getByRole('button', { name: 'Send a batch' }).click()
      await modal.locator('[data-latch-view="ApproveTransaction"][data-kind="batch"]').waitFor()
      await findings.check(page, 'ApproveTransaction', { variant: 'batch' })
      await modal.getByRole('button', { name: 'Reject' }).click()
      await expect.poll(() => dialog(page).count()).toBe(0)

      await openAccount(page)
      await modal.getByRole('button', { name: 'Wallets' }).click()
      await modal.locator('[data-latch-view="ProfileWallets"]').waitFor()
      await modal.getByRole('button', { name: 'Change' }).click()
      await findings.check(page, 'UpdateEmailWallet')
      const newEmail = 'visual-new@example.com'
      const update = modal.locator('[data-latch-email-input-form]')
      await update.locator('input').fill(newEmail)
      await update.locator('button[type="submit"]').click()
      await findings.check(page, 'UpdateEmailPrimaryOtp')
      await modal.locator('[data-latch-otp-input]').fill(await codeFor(page, email, loginCode))
      await modal.locator('[data-latch-otp-submit]').click()
      await findings.check(page, 'UpdateEmailSecondaryOtp')
      await page.context().close()
    })
  })

  it('covers every RouterView', () => {
    expect([...ROUTER_VIEWS].filter((view) => !covered.has(view))).toEqual([])
  })
})
