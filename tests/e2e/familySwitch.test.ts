import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_WALLET_INFO } from '../../examples/demo/world'
import { DEV_STACKS_WALLET_NAME } from '../../examples/demo/worldStacks'
import { type DemoSuite, startDemoSuite } from './support/demoFixture'
import { dialog } from './support/modal'
import { devWalletsPage, pickWallet } from './support/multiWallet'

/*
 * Issue 29 items 8 and 11 in the demo, in Chromium: a network of another chain family leads to that
 * family's wallets (no "Switch" step over an unfiltered list), with Back; and a Stacks/Bitcoin
 * wallet connected from the modal connects Stacks and Bitcoin, as the page's own button does.
 */

let demo: DemoSuite

beforeAll(async () => {
  demo = await startDemoSuite()
})
afterAll(async () => {
  await demo?.close()
})

const stacksAddresses = (page: import('playwright-core').Page) => ({
  stx: page.locator('[data-demo-stacks-address="stx"] code'),
  btc: page.locator('[data-demo-stacks-address="btc"] code'),
})

describe('switching to another chain family, and Stacks with Bitcoin, in Chromium', () => {
  it("a network of a family with no wallet lists that family's wallets with Back; connecting there makes it active on Stacks and Bitcoin", async () => {
    const { page, foreignRequests } = await devWalletsPage(demo)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await pickWallet(page, DEV_WALLET_INFO.name)
    await page.locator('[data-demo-status]', { hasText: /^connected$/ }).waitFor()

    await page.locator('[data-demo-network-button]').click()
    const modal = dialog(page)
    await modal.getByRole('heading', { name: 'Choose Network' }).waitFor()
    // only the family with a wallet marks a network as the active one
    await expect(modal.locator('[data-latch-network-family] [aria-current="true"]').count()).resolves.toBe(1)
    await expect(
      modal.locator('[data-latch-network-family="eip155"] [aria-current="true"]').count(),
    ).resolves.toBe(1)

    await modal.getByRole('button', { name: /^Bitcoin/ }).click()
    await modal.getByRole('heading', { name: /^Switch to Bitcoin/ }).waitFor()
    const view = modal.locator('[data-latch-view="SwitchActiveChain"]')
    await view.getByRole('button', { name: new RegExp(`^${DEV_STACKS_WALLET_NAME}`) }).waitFor()
    await expect(view.getByRole('button', { name: 'Switch', exact: true }).count()).resolves.toBe(0)
    await expect(
      view.getByRole('button', { name: new RegExp(`^${DEV_WALLET_INFO.name}`) }).count(),
    ).resolves.toBe(0)
    // Back returns to the networks, nothing changed
    await modal.getByRole('button', { name: 'Back' }).click()
    await modal.getByRole('heading', { name: 'Choose Network' }).waitFor()
    await expect(page.locator('[data-demo-status]').textContent()).resolves.toBe('connected')

    await modal.getByRole('button', { name: /^Bitcoin/ }).click()
    await view.getByRole('button', { name: new RegExp(`^${DEV_STACKS_WALLET_NAME}`) }).click()
    const { stx, btc } = stacksAddresses(page)
    await expect.poll(() => btc.count(), { timeout: 10_000 }).toBeGreaterThan(0)
    await expect.poll(() => stx.count()).toBe(1)
    // the EVM wallet stays connected
    await expect(page.locator('[data-demo-status]').textContent()).resolves.toBe('connected')
    expect(foreignRequests).toEqual([])
    await page.context().close()
  })

  it('a Stacks/Bitcoin wallet picked in the Connect list connects Stacks and Bitcoin, so Bitcoin is no dead end', async () => {
    const { page, foreignRequests } = await devWalletsPage(demo)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await pickWallet(page, DEV_STACKS_WALLET_NAME)
    const { stx, btc } = stacksAddresses(page)
    await expect.poll(() => stx.count(), { timeout: 10_000 }).toBe(1)
    await expect.poll(() => btc.count(), { timeout: 10_000 }).toBeGreaterThan(0)
    // Bitcoin's network is then one with a wallet: picking it switches, no "Connect a wallet" step
    await page.locator('[data-demo-network-button]').click()
    const modal = dialog(page)
    await modal.getByRole('heading', { name: 'Choose Network' }).waitFor()
    await expect(
      modal.locator('[data-latch-network-family="bip122"] [aria-current="true"]').count(),
    ).resolves.toBe(1)
    expect(foreignRequests).toEqual([])
    await page.context().close()
  })
})
