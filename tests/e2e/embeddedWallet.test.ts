import { createPublicKey, verify } from 'node:crypto'
import { fromBase58 } from '@latch/core'
import type { Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeShownPopup } from './support/browser'
import { chainReads } from './support/chainReads'
import { type DemoSuite, SCREENSHOT_DIR, screenshot, startDemoSuite } from './support/demoFixture'
import { codeFor, submitEmailLogin } from './support/devMailbox'
import { embeddedAddresses, reviewSend } from './support/embeddedDemo'
import { frameMessageRecorder, readFrameMessages } from './support/frameMessages'
import { leaks, walletsInKeyFrame } from './support/keyMaterial'
import { dialog } from './support/modal'
import { saveRecoveryKit } from './support/recoveryKit'
import { visualFindings } from './support/visual'

let demo: DemoSuite

beforeAll(async () => {
  // the smart account's bundler and paymaster: the sponsored mint below
  demo = await startDemoSuite({ smartAccount: true })
})
afterAll(async () => {
  await demo?.close()
})

const MESSAGE = 'Hello from the Latch demo'

/** Opens the demo as a visitor with no wallet at all, recording every message the page receives. */
async function openWalletless() {
  const guarded = await demo.openPage({ inject: false, initScripts: [frameMessageRecorder()] })
  await guarded.page.locator('[data-demo-embedded-wallet]').waitFor()
  return guarded
}

async function signUpByEmail(page: Page, email: string): Promise<void> {
  await page.locator('[data-latch-connect-button]').click()
  const modal = dialog(page)
  const form = modal.locator('[data-latch-email-input-form]')
  await form.locator('input').fill(email)
  await form.locator('button[type="submit"]').click()
  await modal.locator('[data-latch-view="EmailVerifyOtp"]').waitFor()
  const code = await codeFor(page, email)
  const wrong = code === '000000' ? '111111' : '000000'
  await modal.locator('[data-latch-otp-input]').fill(wrong)
  await modal.locator('[data-latch-otp-submit]').click()
  await modal.locator('[data-latch-otp-form] [data-latch-error]').waitFor()
  await screenshot(page, 'embedded-email-otp-wrong')
  await modal.locator('[data-latch-otp-input]').fill(code)
  await modal.locator('[data-latch-otp-submit]').click()
  // a new wallet: its key frame shows the recovery kit over the app before the account opens
  await saveRecoveryKit(page)
  await modal.getByRole('heading', { name: 'Account' }).waitFor()
}

async function sendEth(page: Page, amount: string, to: string): Promise<void> {
  await reviewSend(page, 'ETH', amount, to)
}

describe('email sign-up with the reference embedded wallet in Chromium', () => {
  it('a visitor with no wallet signs up by email (code from the dev mailbox; a wrong code is refused), gets an EVM and a Solana account, and keeps them across a reload', async () => {
    const { page, foreignRequests, context } = await openWalletless()
    const email = 'visitor@example.com'
    await signUpByEmail(page, email)
    await screenshot(page, 'embedded-wallet-account')
    await page.keyboard.press('Escape')
    const before = await embeddedAddresses(page)
    expect(await page.locator('[data-demo-status]').textContent()).toBe('connected')

    // The keys were stored (encrypted) by the frame: a reload signs back in to the same accounts.
    await page.reload()
    const after = await embeddedAddresses(page)
    expect(after).toEqual(before)

    // The EVM account was registered with the service and is a real account on the dev chain.
    const chain = chainReads(demo.world.chains[0]!.url)
    expect(await chain.native(after.evm)).toBe(0n)
    // What the frame sent after the reload (it loaded the stored keys) carries no key material.
    const frameOrigin = demo.world.embeddedWallet.frameOrigin
    const log = await readFrameMessages(page, frameOrigin)
    expect(log.length).toBeGreaterThan(0)
    const wallets = await walletsInKeyFrame(page, frameOrigin, demo.world.embeddedWallet.config.authUrl)
    expect(wallets.map((w) => w.evmAddress.toLowerCase())).toEqual([after.evm.toLowerCase()])
    expect(
      leaks(
        log.map((m) => JSON.parse(m.data) as unknown),
        wallets,
      ),
    ).toEqual([])
    expect(foreignRequests).toEqual([])
    await context.close()
  })

  it('sends ETH only after approval in ApproveTransaction, and sends nothing when declined; EVM and Solana messages are signed after approval and verify', async () => {
    const { page, context } = await openWalletless()
    const email = 'sender@example.com'
    await signUpByEmail(page, email)
    await page.keyboard.press('Escape')
    const { evm, solana } = await embeddedAddresses(page)
    await page.getByRole('button', { name: 'Fund from dev faucet' }).click()
    await page.locator('[data-demo-embedded-outcome="funded"]').waitFor()
    const chain = chainReads(demo.world.chains[0]!.url)
    expect(await chain.native(evm)).toBe(10_000_000_000_000_000_000n)

    const receiver = demo.world.chains[0]!.accounts[13]!.address
    const start = await chain.native(receiver)

    // Declined: the key frame is never asked to sign, nothing leaves the account.
    const frameOrigin = demo.world.embeddedWallet.frameOrigin
    await sendEth(page, '2', receiver)
    await screenshot(page, 'embedded-approve-send')
    await dialog(page).locator('[data-latch-approval-value]').filter({ hasText: '2' }).waitFor()
    const framedBefore = (await readFrameMessages(page, frameOrigin)).length
    await dialog(page).locator('[data-latch-approval-reject]').click()
    await dialog(page).locator('[data-latch-view="ApproveTransaction"]').waitFor({ state: 'detached' })
    expect((await readFrameMessages(page, frameOrigin)).length).toBe(framedBefore)
    expect(await chain.native(receiver)).toBe(start)
    expect(await chain.native(evm)).toBe(10_000_000_000_000_000_000n)
    await page.keyboard.press('Escape')

    // Approved: exactly 1.5 ETH arrives.
    await sendEth(page, '1.5', receiver)
    await dialog(page).locator('[data-latch-approval-approve]').click()
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
    await expect.poll(() => chain.native(receiver)).toBe(start + 1_500_000_000_000_000_000n)
    await page.keyboard.press('Escape')

    // personal_sign through approval, verified against the embedded EVM address.
    await page.getByRole('button', { name: 'Sign message (EVM)' }).click()
    await dialog(page).locator('[data-latch-view="ApproveTransaction"]').waitFor()
    await screenshot(page, 'embedded-approve-sign')
    await dialog(page).locator('[data-latch-approval-approve]').click()
    const evmSignature = page.locator(
      '[data-demo-embedded-outcome="signature"][data-namespace="eip155"] [data-demo-embedded-signature]',
    )
    await evmSignature.waitFor()
    const signatureHex = (await evmSignature.textContent())!.trim() as `0x${string}`
    expect(await verifyMessage({ address: evm, message: MESSAGE, signature: signatureHex })).toBe(true)

    // solana_signMessage through approval, verified with ed25519 against the Solana address.
    await page.getByRole('button', { name: 'Sign message (Solana)' }).click()
    await dialog(page).locator('[data-latch-view="ApproveTransaction"]').waitFor()
    await dialog(page).locator('[data-latch-approval-approve]').click()
    const solSignature = page.locator(
      '[data-demo-embedded-outcome="signature"][data-namespace="solana"] [data-demo-embedded-signature]',
    )
    await solSignature.waitFor()
    await screenshot(page, 'embedded-wallet-signed')
    const solanaSig = fromBase58((await solSignature.textContent())!.trim())
    const solanaKey = createPublicKey({
      key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), fromBase58(solana)]),
      format: 'der',
      type: 'spki',
    })
    expect(verify(null, Buffer.from(MESSAGE), solanaKey, solanaSig)).toBe(true)

    // No message the frame sent to the page carries key material.
    const messages = await readFrameMessages(page, frameOrigin)
    const wallets = await walletsInKeyFrame(page, frameOrigin, demo.world.embeddedWallet.config.authUrl)
    expect(wallets.map((w) => w.evmAddress.toLowerCase())).toContain(evm.toLowerCase())
    // ready, connect, the approved transaction and two messages
    expect(messages.length).toBeGreaterThanOrEqual(5)
    const received = messages.map((m) => JSON.parse(m.data) as unknown)
    expect(leaks(received, wallets)).toEqual([])
    // Nor does anything the app's own origin stored.
    const appStorage = await page.evaluate(() => JSON.stringify({ ...localStorage }))
    expect(leaks(appStorage, wallets)).toEqual([])
    await context.close()
  })
})

describe("the demo's Smart account setting and sponsored mint (EIP-7702, ERC-4337 through the bundler, the app's paymaster)", () => {
  it('a visitor signed up by email with 0 ETH switches to Smart account and mints LTK in one sponsored user operation: the approval shows the batch, the status reads confirmed, the same address now holds the LTK and code 0xef0100 ‖ Simple7702Account, still with 0 ETH; switching back is refused with no ETH for its fee, and with ETH it clears the code', async () => {
    const { page, context, foreignRequests } = await openWalletless()
    await page.locator('[data-latch-connect-button]').click()
    await submitEmailLogin(page, 'smart@example.com')
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
    await page.keyboard.press('Escape')
    const { evm } = await embeddedAddresses(page)
    const smart = demo.world.smartAccount!
    const token = demo.world.tokens.erc20.address
    const chain = chainReads(demo.world.chains[0]!.url)
    expect(await chain.native(evm)).toBe(0n)
    expect(await chain.erc20(token, evm)).toBe(0n)

    const section = page.locator('[data-demo-smart-account]')
    await section.locator('[data-demo-account-type="eoa"]').waitFor()
    await section.locator('[data-demo-account-code="0x"]').waitFor()
    expect(await section.locator('[data-demo-smart-deployed]').getAttribute('data-demo-smart-deployed')).toBe(
      'false',
    )
    // the setting goes through latch: the account type changes, nothing is sent yet
    await section.locator('[data-demo-smart-account-switch]').click()
    await section.locator('[data-demo-account-type="smartAccount"]').waitFor()
    expect(await section.locator('[data-demo-smart-deployed]').getAttribute('data-demo-smart-deployed')).toBe(
      'false',
    )
    await shootCard(page, 'smart-account-setting')

    await section.locator('[data-demo-sponsored-mint]').click()
    const view = dialog(page).locator('[data-latch-view="ApproveTransaction"][data-kind="batch"]')
    await view.waitFor()
    await screenshot(page, 'smart-account-mint-approval')
    const calls = view.locator('ol[data-latch-approval-batch] > li[data-latch-approval-call]')
    expect(await calls.count()).toBe(1)
    expect((await calls.nth(0).locator('[data-latch-approval-to]').textContent())?.toLowerCase()).toBe(
      token.toLowerCase(),
    )
    // the demo's own ERC-7730 descriptor reads the call in words: a mint of 100 LTK to the account
    expect(await calls.nth(0).locator('[data-latch-approval-heading]').textContent()).toBe('Mint')
    expect(await calls.nth(0).textContent()).toContain('100 LTK')
    expect(await calls.nth(0).textContent()).toContain(evm)
    // nothing is minted before the approval
    expect(await chain.erc20(token, evm)).toBe(0n)
    // one operation; its first makes the EIP-7702 delegation, an approval of its own naming the
    // contract; the app's paymaster pays the gas
    const delegationView = view.locator('[data-latch-approval-delegation]')
    await delegationView.waitFor()
    expect((await delegationView.locator('[data-latch-approval-to]').textContent())?.toLowerCase()).toBe(
      smart.implementation.toLowerCase(),
    )
    expect(await view.locator('[data-latch-approval-summary]').textContent()).toContain(
      'all in one operation',
    )
    expect(await view.locator('[data-latch-approval-fee-payer="sponsor"]').textContent()).toBe(
      'Paid by the app',
    )
    const findings = visualFindings()
    await findings.check(page, 'ApproveTransaction', {
      variant: 'batch-smartAccount',
      // the visitor's fresh address, in the mint's fields
      mask: (p) => [dialog(p).locator('[data-latch-approval-field="address"]')],
    })
    expect(findings.list).toEqual([])
    await view.locator('[data-latch-approval-approve]').click()

    const outcome = section.locator('[data-demo-sponsored-mint-outcome]')
    await outcome.locator('[data-demo-batch-status="confirmed"]').waitFor({ timeout: 30_000 })
    expect(await outcome.locator('[data-demo-batch-id]').textContent()).toMatch(/^0x[0-9a-f]{64}$/i)
    expect(await outcome.locator('[data-demo-batch-status]').textContent()).toBe('confirmed (200), 1 receipt')
    expect(await chain.erc20(token, evm)).toBe(100n * 10n ** 18n)
    // the gas was the paymaster's: the account still holds no ETH, and it is delegated
    expect(await chain.native(evm)).toBe(0n)
    const delegation = `0xef0100${smart.implementation.slice(2).toLowerCase()}`
    await section.locator(`[data-demo-account-code="${delegation}"]`).waitFor()
    expect(await section.locator('[data-demo-smart-deployed]').getAttribute('data-demo-smart-deployed')).toBe(
      'true',
    )
    // the same address: the card and the chain agree
    expect((await embeddedAddresses(page)).evm).toBe(evm)
    await shootCard(page, 'smart-account-minted')

    // Activity lists the operation itself, confirmed, as the smart account's and paid by the app
    await page.locator('[data-latch-connect-button]').click()
    const modal = dialog(page)
    await modal.getByRole('heading', { name: 'Account' }).waitFor()
    await modal.getByRole('tab', { name: 'Activity' }).click()
    const operation = modal.locator('[data-latch-activity]', {
      has: page.locator('[data-latch-activity-operation="sponsored"]'),
    })
    await operation.waitFor()
    expect(await operation.count()).toBe(1)
    expect(await operation.getAttribute('data-latch-activity')).toBe('confirmed')
    expect(await operation.locator('[data-latch-activity-operation]').textContent()).toBe(
      'Smart account · fee paid by the app',
    )
    for (const theme of ['dark', 'light'] as const) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-latch-theme', t), theme)
      await screenshot(page, `smart-account-activity-${theme}`)
    }
    // the Wallets view says what switching back does, now that the account is upgraded on chain
    await modal.getByRole('button', { name: 'Wallets' }).click()
    const hint = modal.locator('[data-latch-account-type-hint]')
    await hint.waitFor()
    expect(await hint.textContent()).toBe(
      'Switching back to a standard account removes the upgrade with one transaction, paid from this account',
    )
    await screenshot(page, 'smart-account-profile-wallets')
    await page.keyboard.press('Escape')

    // back to a standard account: with 0 ETH for the fee, refused before anything is signed
    await section.locator('[data-demo-smart-account-switch]').click()
    await section.locator('[data-demo-batch-outcome="error"][data-code="FEE_UNAFFORDABLE"]').waitFor()
    await section.locator('[data-demo-account-type="smartAccount"]').waitFor()
    expect(await chain.code(evm)).toBe(delegation)
    // with ETH from the faucet, one transaction the account pays clears the delegation
    await page.getByRole('button', { name: 'Fund from dev faucet' }).click()
    await page.locator('[data-demo-embedded-outcome="funded"]').waitFor()
    await section.locator('[data-demo-smart-account-switch]').click()
    // the switch lands, or the card says why not (its error outcome, named in the failure)
    const failed = section.locator('[data-demo-batch-outcome="error"]')
    await failed.waitFor({ state: 'detached' }) // the refusal above, cleared by the new attempt
    await section.locator('[data-demo-account-type="eoa"]').or(failed).waitFor()
    // the error's text names the failure; read only when there is one (reading an absent element
    // waits out Playwright's 30 s timeout)
    const failures = await failed.count()
    expect(failures, failures === 0 ? '' : String(await failed.first().textContent())).toBe(0)
    await section.locator('[data-demo-account-code="0x"]').waitFor()
    expect(await section.locator('[data-demo-smart-deployed]').getAttribute('data-demo-smart-deployed')).toBe(
      'false',
    )
    expect(await chain.code(evm)).toBe('0x')
    expect(await chain.erc20(token, evm)).toBe(100n * 10n ** 18n)
    await shootCard(page, 'smart-account-switched-back')
    expect(foreignRequests).toEqual([])
    await context.close()
  })
})

/** Saves the Embedded wallet card in light, dark and at 390 px wide (mobile), for a person to look at. */
async function shootCard(page: Page, name: string): Promise<void> {
  const card = page.locator('[data-demo-embedded-wallet]')
  const size = page.viewportSize()
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => document.documentElement.setAttribute('data-latch-theme', t), theme)
    await card.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${theme}.png` })
  }
  await page.evaluate(() => document.documentElement.setAttribute('data-latch-theme', 'light'))
  await page.setViewportSize({ width: 390, height: 844 })
  await card.screenshot({ path: `${SCREENSHOT_DIR}/${name}-mobile.png` })
  if (size) await page.setViewportSize(size)
}

describe('social sign-up with the reference embedded wallet in Chromium', () => {
  it('a popup closed by the user shows "Popup closed"; the OAuth stand-in login (code + PKCE) signs the visitor up', async () => {
    const { page, context, foreignRequests } = await openWalletless()
    await page.locator('[data-latch-connect-button]').click()
    const modal = dialog(page)

    const [abandoned] = await Promise.all([
      page.waitForEvent('popup'),
      modal.locator('[data-latch-social="github"]').click(),
    ])
    await closeShownPopup(abandoned)
    await modal.getByText('Popup closed').first().waitFor()

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      modal.locator('[data-latch-social="google"]').click(),
    ])
    await popup.getByRole('button', { name: /^Continue as/ }).waitFor()
    await screenshot(popup, 'embedded-oauth-standin')
    await popup.getByRole('button', { name: /^Continue as/ }).click()
    await saveRecoveryKit(page)
    await modal.getByRole('heading', { name: 'Account' }).waitFor()
    await page.keyboard.press('Escape')
    await embeddedAddresses(page)
    expect(await page.locator('[data-demo-status]').textContent()).toBe('connected')
    expect(foreignRequests).toEqual([])
    await context.close()
  })
})
