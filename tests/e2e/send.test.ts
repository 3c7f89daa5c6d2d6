import type { Page } from 'playwright-core'
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
