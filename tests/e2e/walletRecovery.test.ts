// A wallet the visitor keeps (issue 30), through the demo in Chromium: signed up in one browser,
// recovered in a fresh one (device approval, code, recovery kit) to the same addresses that then
// send on the dev chain (ETH) and on the local SVM (SOL); exported in the key frame to a phrase that derives those addresses in
// Node, the page having received none of it; and the first browser removed from the second.

import { createHmac, pbkdf2Sync } from 'node:crypto'
import { Keypair } from '@solana/web3.js'
import type { Page } from 'playwright-core'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainReads } from './support/chainReads'
import { type DemoSuite, screenshot, startDemoSuite } from './support/demoFixture'
import { codeFor, submitEmailLogin } from './support/devMailbox'
import { embeddedAddresses, reviewSend } from './support/embeddedDemo'
import { frameMessageRecorder, readFrameMessages } from './support/frameMessages'
import { dialog } from './support/modal'
import { giveRecoveryKit, keyFrame, saveRecoveryKit } from './support/recoveryKit'

let demo: DemoSuite

beforeAll(async () => {
  demo = await startDemoSuite()
})
afterAll(async () => {
  await demo?.close()
})

/** The demo as a visitor with no wallet and no storage, recording every message the page receives. */
async function openFresh() {
  const guarded = await demo.openPage({ inject: false, initScripts: [frameMessageRecorder()] })
  await guarded.page.locator('[data-demo-embedded-wallet]').waitFor()
  return guarded
}

async function sendEth(page: Page, amount: string, to: string): Promise<void> {
  await reviewSend(page, 'ETH', amount, to)
  await dialog(page).locator('[data-latch-approval-approve]').click()
  await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
  await page.keyboard.press('Escape')
}

/**
 * The Solana address of a BIP-39 phrase as a standard wallet derives it, written here apart from
 * the package's own code: the BIP-39 seed (PBKDF2), SLIP-0010 ed25519 along m/44'/501'/0'/0', then
 * @solana/web3.js's `Keypair.fromSeed`.
 */
function solanaAddressOf(mnemonic: string): string {
  const seed = pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512')
  let node = createHmac('sha512', 'ed25519 seed').update(seed).digest()
  for (const index of [44, 501, 0, 0]) {
    const data = Buffer.alloc(37)
    node.copy(data, 1, 0, 32)
    data.writeUInt32BE((index | 0x80000000) >>> 0, 33)
    node = createHmac('sha512', node.subarray(32)).update(data).digest()
  }
  return Keypair.fromSeed(node.subarray(0, 32)).publicKey.toBase58()
}

/** Opens the export from the Wallet security card: the frame's warning, before anything is shown. */
async function openExport(page: Page) {
  await page.getByRole('button', { name: 'Export wallet' }).click()
  const prompt = keyFrame(page).getByRole('dialog', { name: 'Export your wallet' })
  await prompt.getByRole('note').waitFor()
  return prompt
}

describe('a wallet the visitor keeps, through the demo in Chromium', () => {
  it('a fresh browser recovers the same addresses with device approval and the kit, sends ETH and SOL; the export in the frame derives them and never reaches the page; removing the first browser gives a new kit and locks the first browser out', async () => {
    const email = 'keeper@example.com'
    const frameOrigin = demo.world.embeddedWallet.frameOrigin
    const chain = chainReads(demo.world.chains[0]!.url)

    // Browser A signs up: a new wallet, its kit saved.
    const a = await openFresh()
    await a.page.locator('[data-latch-connect-button]').click()
    const kit = await submitEmailLogin(a.page, email)
    expect(kit).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4})+$/)
    await dialog(a.page).getByRole('heading', { name: 'Account' }).waitFor()
    await a.page.keyboard.press('Escape')
    const addresses = await embeddedAddresses(a.page)

    // Browser B (no storage) signs in with the same email: a new device, approved from the mailed link.
    const b = await openFresh()
    const usedCode = await codeFor(b.page, email)
    await b.page.locator('[data-latch-connect-button]').click()
    const modal = dialog(b.page)
    await modal.locator('[data-latch-email-input-form] input').fill(email)
    await modal.locator('[data-latch-email-input-form] button[type="submit"]').click()
    await modal.locator('[data-latch-view="EmailVerifyDevice"]').waitFor()
    const link = b.page.locator(`[data-demo-mail="${email}"] [data-demo-mail-link]`).first()
    const approval = await b.context.newPage()
    await approval.goto((await link.getAttribute('href'))!)
    await approval.getByRole('button', { name: 'Approve sign-in' }).click()
    await approval.getByRole('heading', { name: 'Device approved' }).waitFor()
    await approval.close()
    await modal.locator('[data-latch-view="EmailVerifyOtp"]').waitFor()
    await modal.locator('[data-latch-otp-input]').fill(await codeFor(b.page, email, usedCode))
    await modal.locator('[data-latch-otp-submit]').click()
    await giveRecoveryKit(b.page, kit!)
    await modal.getByRole('heading', { name: 'Account' }).waitFor()
    await b.page.keyboard.press('Escape')
    expect(await embeddedAddresses(b.page)).toEqual(addresses)

    // The recovered wallet signs: funded from the dev faucet, 1.5 ETH sent through the modal arrives.
    await b.page.getByRole('button', { name: 'Fund from dev faucet' }).click()
    await b.page.locator('[data-demo-embedded-outcome="funded"]').waitFor()
    const receiver = demo.world.chains[0]!.accounts[14]!.address
    const start = await chain.native(receiver)
    await sendEth(b.page, '1.5', receiver)
    await expect.poll(() => chain.native(receiver)).toBe(start + 1_500_000_000_000_000_000n)

    // It signs on the local SVM too: with Solana the active family, the modal's Send takes 0.5 SOL of
    // the faucet's 2 to the dev Solana wallet, through Latch's approval, read on chain.
    const { svm } = demo.world.solana.rpc
    type SvmAddress = Parameters<typeof svm.getBalance>[0]
    const lamportsOf = (address: string) => svm.getBalance(address as SvmAddress) ?? 0n
    await expect.poll(() => lamportsOf(addresses.solana)).toBe(2_000_000_000n)
    const solReceiver = demo.world.solana.devAddress
    const receiverBefore = lamportsOf(solReceiver)
    await b.page.locator('[data-demo-network-button]').click()
    await dialog(b.page).getByRole('heading', { name: 'Choose Network' }).waitFor()
    await dialog(b.page)
      .getByRole('button', { name: /Solana Localnet/ })
      .click()
    await expect
      .poll(() => b.page.locator('[data-demo-network-button]').textContent())
      .toBe('Solana Localnet')
    await b.page.keyboard.press('Escape')
    await reviewSend(b.page, 'SOL', '0.5', solReceiver)
    await dialog(b.page).locator('[data-latch-approval-approve]').click()
    await dialog(b.page).getByRole('heading', { name: 'Account' }).waitFor()
    await b.page.keyboard.press('Escape')
    await expect.poll(() => lamportsOf(solReceiver)).toBe(receiverBefore + 500_000_000n)
    // the sender paid the 0.5 SOL and the fee (5,000 lamports for its one signature)
    expect(lamportsOf(addresses.solana)).toBe(2_000_000_000n - 500_000_000n - 5_000n)

    // The Wallet security card lists both browsers, this one marked.
    const card = b.page.locator('[data-demo-wallet-security]')
    await expect.poll(() => card.locator('[data-demo-device]').count()).toBe(2)
    expect(await card.locator('[data-demo-device="current"]').textContent()).toContain('This device')
    await card.scrollIntoViewIfNeeded()
    await card.screenshot({ path: 'test-output/screenshots/wallet-security-card.png' })

    // Export: the warning first, nothing shown; after the confirm, the phrase's words in the frame.
    const warning = await openExport(b.page)
    expect(await keyFrame(b.page).locator('[data-latch-words]').count()).toBe(0)
    await screenshot(b.page, 'wallet-security-export-warning')
    await warning.getByRole('button', { name: 'Show recovery phrase' }).click()
    const shown = keyFrame(b.page).getByRole('dialog', { name: 'Your recovery phrase' })
    const words = await shown
      .locator('[data-latch-words] li')
      .evaluateAll((items) => items.map((item) => item.lastChild?.textContent ?? ''))
    expect(words).toHaveLength(12)
    await screenshot(b.page, 'wallet-security-export-phrase')
    await shown.getByRole('button', { name: 'Done' }).click()
    await b.page.locator('[data-demo-security-outcome="done"]').waitFor()
    const mnemonic = words.join(' ')
    const evmAccount = mnemonicToAccount(mnemonic)
    expect(evmAccount.address).toBe(addresses.evm)
    expect(solanaAddressOf(mnemonic)).toBe(addresses.solana)
    // No message the page received from the frame carries the phrase, a pair of its words, or the EVM key.
    const received = (await readFrameMessages(b.page, frameOrigin)).map((m) => m.data.toLowerCase())
    expect(received.length).toBeGreaterThan(0)
    const evmKey = Buffer.from(evmAccount.getHdKey().privateKey!).toString('hex')
    const secrets = [mnemonic, ...words.slice(1).map((w, i) => `${words[i]} ${w}`), evmKey]
    expect(received.filter((data) => secrets.some((s) => data.includes(s)))).toEqual([])

    // The look of the card and the export prompt, dark and at 390 px (cancelled: nothing shown).
    await b.page.locator('[data-demo-theme]').check()
    await b.page.emulateMedia({ colorScheme: 'dark' })
    await card.screenshot({ path: 'test-output/screenshots/wallet-security-card-dark.png' })
    const darkWarning = await openExport(b.page)
    await screenshot(b.page, 'wallet-security-export-dark')
    await darkWarning.getByRole('button', { name: 'Cancel' }).click()
    await b.page.locator('iframe[title="Latch wallet keys"]').waitFor({ state: 'hidden' })
    await b.page.locator('[data-demo-theme]').uncheck()
    await b.page.emulateMedia({ colorScheme: 'light' })
    await b.page.setViewportSize({ width: 390, height: 844 })
    await card.scrollIntoViewIfNeeded()
    await card.screenshot({ path: 'test-output/screenshots/wallet-security-card-390.png' })
    await openExport(b.page)
    await screenshot(b.page, 'wallet-security-export-390')
    await b.page.keyboard.press('Escape')
    await b.page.locator('iframe[title="Latch wallet keys"]').waitFor({ state: 'hidden' })

    // B removes A: the wallet is split again and B is shown a new kit; the list keeps only B.
    await card.locator('[data-demo-device="other"]').getByRole('button', { name: 'Remove' }).click()
    const newKit = await saveRecoveryKit(b.page)
    expect(newKit).not.toBe(kit)
    await card.locator('[data-demo-security-outcome="done"]').waitFor()
    await expect.poll(() => card.locator('[data-demo-device]').count()).toBe(1)

    // A is no device of the account any more: what needs its session (a new kit) is refused, and
    // reloaded it is signed out, its wallet gone from the page and no kit asked for.
    const aCard = a.page.locator('[data-demo-wallet-security]')
    await aCard.getByRole('button', { name: 'Save a new recovery kit' }).click()
    const refused = aCard.locator('[data-demo-security-outcome="error"]')
    await refused.waitFor()
    expect(await refused.textContent()).toBe('The session is not valid')
    expect(await keyFrame(a.page).getByRole('dialog').count()).toBe(0)
    await a.page.reload()
    await expect
      .poll(() => a.page.locator('[data-demo-status]').textContent(), { timeout: 20_000 })
      .toBe('disconnected')
    expect(await a.page.locator('[data-demo-embedded-evm]').count()).toBe(0)
    expect(await a.page.locator('[data-demo-wallet-security]').count()).toBe(0)
    expect(await a.page.locator('iframe[title="Latch wallet keys"]').isVisible()).toBe(false)

    expect(a.foreignRequests).toEqual([])
    expect(b.foreignRequests).toEqual([])
    await a.context.close()
    await b.context.close()
  }, 180_000)
})
