import { formatNumber } from '@latch/core'
import type { Page } from 'playwright-core'
import { parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainReads } from './support/chainReads'
import { type DemoSuite, screenshot, startDemoSuite } from './support/demoFixture'
import { connectTestWallet, dialog, openAccount } from './support/modal'

let demo: DemoSuite

beforeAll(async () => {
  demo = await startDemoSuite()
})
afterAll(async () => {
  await demo?.close()
})

async function fillSend(
  page: Page,
  symbol: string,
  amount: string,
  to: string,
  shots = false,
): Promise<void> {
  const modal = dialog(page)
  await modal.getByRole('button', { name: 'Send' }).click()
  await modal.getByRole('heading', { name: 'Send' }).waitFor()
  await modal.locator('[data-latch-token-select]').click()
  await modal.getByRole('heading', { name: 'Select Token' }).waitFor()
  if (shots) await screenshot(page, 'send-select-token')
  await modal.locator(`[data-latch-token-option="${symbol}"]`).click()
  await modal.getByRole('heading', { name: 'Send' }).waitFor()
  await modal.getByLabel('Amount').fill(amount)
  await modal.getByLabel('To').fill(to)
  if (shots) await screenshot(page, 'send')
  await modal.getByRole('button', { name: 'Review' }).click()
  await modal.getByRole('heading', { name: 'Review Send' }).waitFor()
  if (shots) await screenshot(page, 'send-preview')
}

describe('send flow in Chromium against the dev chain', () => {
  it('sends 1.5 ETH: the receiver gets exactly 1.5 ETH on chain, the modal returns to Account with the lower balance', async () => {
    const { page, foreignRequests } = await demo.openPage({ account: 4 })
    const chain = chainReads(demo.world.chains[0]!.url)
    const receiver = demo.world.chains[0]!.accounts[12]!.address
    const before = await chain.native(receiver)
    await connectTestWallet(page)
    await openAccount(page)
    await dialog(page).locator('[data-latch-balance]', { hasText: '10,000.00 ETH' }).waitFor()
    await fillSend(page, 'ETH', '1.5', receiver, true)
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
    expect((await chain.native(receiver)) - before).toBe(1_500_000_000_000_000_000n)
    await dialog(page).locator('[data-latch-balance]', { hasText: '9,998.50 ETH' }).waitFor()
    expect(foreignRequests).toEqual([])
    await page.context().close()
  })

  it('Max sends the whole balance minus the estimated fee: review, sent, the chain and the Account balance reflect it, and Activity links the transaction to the explorer', async () => {
    const { page, foreignRequests } = await demo.openPage({ account: 6 })
    const chain = chainReads(demo.world.chains[0]!.url)
    const sender = demo.world.chains[0]!.accounts[6]!.address
    const receiver = demo.world.chains[0]!.accounts[14]!.address
    const [senderBefore, receiverBefore] = [await chain.native(sender), await chain.native(receiver)]
    await connectTestWallet(page)
    await openAccount(page)
    const modal = dialog(page)
    await modal.locator('[data-latch-balance]', { hasText: '10,000.00 ETH' }).waitFor()
    await modal.getByRole('button', { name: 'Send' }).click()
    await modal.getByRole('heading', { name: 'Send' }).waitFor()
    // The native token is chosen already and the fee is estimated on the dev chain.
    await modal.locator('[data-latch-token-select]', { hasText: 'ETH' }).waitFor()
    await modal.locator('[data-latch-send-fee]', { hasText: /^Network fee ≈ 0\.\d{6} ETH$/ }).waitFor()
    const review = modal.getByRole('button', { name: 'Review' })
    await expect(review.isDisabled()).resolves.toBe(true)
    await modal.getByRole('button', { name: 'Max (keeps the network fee)' }).click()
    const amountInput = modal.getByLabel('Amount')
    await page.waitForFunction(() =>
      (document.querySelector('input[name="amount"]') as HTMLInputElement | null)?.value.startsWith(
        '9999.99',
      ),
    )
    const amount = await amountInput.inputValue()
    const max = parseUnits(amount, 18)
    expect(max).toBeLessThan(senderBefore)
    // An invalid receiver says so under the field and keeps Review disabled; the right one enables it.
    await modal.getByLabel('To').fill(receiver.slice(0, 20))
    await modal
      .locator('[data-field="receiver"]', { hasText: 'Receiver address is not valid for this network' })
      .waitFor()
    await expect(review.isDisabled()).resolves.toBe(true)
    await modal.getByLabel('To').fill(receiver)
    await page.waitForFunction(() => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Review')
      return button !== undefined && !button.disabled
    })
    await review.click()
    await modal.getByRole('heading', { name: 'Review Send' }).waitFor()
    await modal.getByRole('button', { name: 'Send', exact: true }).click()
    await modal.getByRole('heading', { name: 'Account' }).waitFor()
    expect((await chain.native(receiver)) - receiverBefore).toBe(max)
    const left = await chain.native(sender)
    // What is left is the part of the reserved fee the chain did not charge: never negative.
    expect(left).toBeGreaterThanOrEqual(0n)
    expect(left).toBeLessThan(senderBefore - max)
    // a few wei or gwei left read as such (a non-zero balance never reads 0.00)
    const shown = formatNumber(left, { decimals: 18 })
    await modal.locator('[data-latch-balance]', { hasText: `${shown} ETH` }).waitFor()
    await modal.getByRole('tab', { name: 'Activity' }).click()
    const row = modal.locator('[data-latch-activity]', { hasText: 'Sent 10,000.00 ETH' }).first()
    await row.waitFor()
    await screenshot(page, 'account-activity')
    await expect(row.locator('[data-latch-activity-counterpart]').getAttribute('title')).resolves.toBe(
      receiver,
    )
    const href = await row
      .getByRole('link', { name: 'View sent transaction on explorer' })
      .getAttribute('href')
    expect(href).toMatch(new RegExp(`^${demo.world.url}explorer/31337/tx/0x[0-9a-f]{64}$`))
    const explorer = await page.context().newPage()
    await explorer.goto(href!)
    await explorer.getByRole('heading', { name: /^Transaction 0x/ }).waitFor()
    const text = await explorer.locator('dl').textContent()
    expect(text).toContain('Success')
    expect(text?.toLowerCase()).toContain(receiver.toLowerCase())
    expect(foreignRequests).toEqual([])
    await page.context().close()
  })

  it('sends 25 LTK (ERC20): exactly 25 tokens move on chain, the Tokens tab shows the new amount, the modal returns to Account', async () => {
    const { page } = await demo.openPage({ account: 5 })
    const chain = chainReads(demo.world.chains[0]!.url)
    const token = demo.world.tokens.erc20.address
    const sender = demo.world.chains[0]!.accounts[5]!.address
    const receiver = demo.world.chains[0]!.accounts[13]!.address
    const before = await chain.erc20(token, receiver)
    await connectTestWallet(page)
    await openAccount(page)
    await dialog(page).locator('[data-latch-token="LTK"]', { hasText: '1,000,000.00 LTK' }).waitFor()
    await fillSend(page, 'LTK', '25', receiver)
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
    expect((await chain.erc20(token, receiver)) - before).toBe(25n * 10n ** 18n)
    expect(await chain.erc20(token, sender)).toBe(999_975n * 10n ** 18n)
    await dialog(page).locator('[data-latch-token="LTK"]', { hasText: '999,975.00 LTK' }).waitFor()
    await page.context().close()
  })
})
