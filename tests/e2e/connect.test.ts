import { stacksWalletInitScript, TEST_KEYS } from '@latch/testing/stacks'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DemoSuite, screenshot, startDemoSuite, TEST_WALLET } from './support/demoFixture'

let demo: DemoSuite

beforeAll(async () => {
  demo = await startDemoSuite()
})
afterAll(async () => {
  await demo?.close()
})

const dialog = (page: Page) => page.getByRole('dialog')

async function connect(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
  await dialog(page)
    .getByRole('button', { name: new RegExp(TEST_WALLET.name) })
    .click()
  await page.locator('[data-demo-status]', { hasText: /^connected$/ }).waitFor()
}

describe('connect flow in Chromium', () => {
  it('open → Connect lists the injected wallet as installed → pick it → connected, Account shows the balance', async () => {
    const { page, foreignRequests, consoleErrors } = await demo.openPage({ account: 2 })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const modal = dialog(page)
    await modal.getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    const wallet = modal.getByRole('button', { name: new RegExp(TEST_WALLET.name) })
    await expect(wallet.textContent()).resolves.toContain('Installed')
    await screenshot(page, 'connect')

    await wallet.click()
    await page.locator('[data-demo-status]', { hasText: /^connected$/ }).waitFor()
    const address = demo.world.chains[0]!.accounts[2]!.address
    await expect(page.locator('[data-demo-address]').textContent()).resolves.toBe(address)

    await page.locator('[data-latch-connect-button]').click()
    await modal.getByRole('heading', { name: 'Account' }).waitFor()
    await expect(modal.locator('[data-latch-balance]')).toBeDefined()
    await modal.locator('[data-latch-balance]', { hasText: '10,000.00 ETH' }).waitFor()
    await screenshot(page, 'account')
    expect(foreignRequests).toEqual([])
    expect(consoleErrors).toEqual([])
    await page.context().close()
  })

  it('Account tabs: Tokens, NFTs and Activity switch the panel', async () => {
    const { page } = await demo.openPage({ account: 3 })
    await connect(page)
    await page.locator('[data-latch-connect-button]').click()
    const tabs = dialog(page).getByRole('tab')
    await expect(tabs.allTextContents()).resolves.toEqual(['Tokens', 'NFTs', 'Activity'])
    for (const name of ['NFTs', 'Activity', 'Tokens']) {
      await dialog(page).getByRole('tab', { name }).click()
      await expect(dialog(page).getByRole('tab', { name }).getAttribute('aria-selected')).resolves.toBe(
        'true',
      )
      await expect(dialog(page).getByRole('tabpanel').getAttribute('aria-labelledby')).resolves.toBe(
        await dialog(page).getByRole('tab', { name }).getAttribute('id'),
      )
    }
    await page.context().close()
  })

  it('NFTs show each token’s own image from its metadata in a grid of equal squares, each with its name', async () => {
    // dev-chain account 4 holds Latch NFT #9 and #10 (two per holder, in order)
    const { page, foreignRequests } = await demo.openPage({ account: 4 })
    await connect(page)
    await page.locator('[data-latch-connect-button]').click()
    await dialog(page).getByRole('tab', { name: 'NFTs' }).click()
    const items = dialog(page).locator('[data-latch-nft]')
    await expect.poll(() => items.count()).toBe(2)
    await expect(dialog(page).locator('[data-latch-nft-name]').allTextContents()).resolves.toEqual([
      'Latch NFT #9',
      'Latch NFT #10',
    ])
    const images = dialog(page).locator('[data-latch-nft] img')
    await expect.poll(() => images.count()).toBe(2)
    for (const [i, id] of ['9', '10'].entries()) {
      const image = images.nth(i)
      // the token's own picture (the contract's inline SVG draws its id), really drawn
      await expect(image.getAttribute('src')).resolves.toContain(`>${id}</text>`)
      await expect
        .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0)
    }
    // a grid: side by side, each picture a square as wide as its cell, the same box as the placeholder
    const [first, second] = await Promise.all([images.nth(0).boundingBox(), images.nth(1).boundingBox()])
    const cell = await items.nth(0).boundingBox()
    expect(Math.abs(first!.y - second!.y)).toBeLessThan(1)
    expect(second!.x).toBeGreaterThan(first!.x + first!.width)
    expect(Math.abs(first!.width - first!.height)).toBeLessThan(1)
    // equal columns: a longer name ("#10") does not widen its cell
    expect(Math.abs(first!.width - second!.width)).toBeLessThan(1)
    expect(first!.width).toBeGreaterThan(cell!.width * 0.7)
    await screenshot(page, 'account-nfts')
    expect(foreignRequests).toEqual([])
    await page.context().close()
  })

  it('a visitor with no extension switches the Dev wallet on, connects it, sees its balance, and it survives a reload', async () => {
    const { page, foreignRequests } = await demo.openPage({ inject: false })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    // the modal is shown (its wallet list rendered) before it is judged and closed
    await dialog(page).getByRole('button', { name: 'All Wallets' }).waitFor()
    await expect(dialog(page).locator('button[data-installed]').count()).resolves.toBe(0)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog(page).count()).toBe(0)
    await page.getByLabel('Dev wallet').check()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page)
      .getByRole('button', { name: /Dev Wallet/ })
      .click()
    await page.locator('[data-demo-status]', { hasText: /^connected$/ }).waitFor()
    await expect(page.locator('[data-demo-address]').textContent()).resolves.toBe(demo.world.devAddress)
    await page.locator('[data-demo-balance]', { hasText: /ETH$/ }).waitFor()
    await page.reload()
    await page.locator('[data-demo-status]', { hasText: /^connected$/ }).waitFor()
    await expect(page.getByLabel('Dev wallet').isChecked()).resolves.toBe(true)
    expect(foreignRequests).toEqual([])
    await page.context().close()
  })

  it('embedded mode renders the modal inline (no dialog); connecting there shows Account inline with its tokens', async () => {
    const { page } = await demo.openPage({ account: 18 })
    await Promise.all([page.waitForEvent('load'), page.locator('[data-demo-embedded]').click()])
    const inline = page.getByRole('group', { name: 'Connect Wallet' })
    await inline.waitFor()
    await expect(page.getByRole('dialog').count()).resolves.toBe(0)
    await inline.getByRole('button', { name: new RegExp(TEST_WALLET.name) }).click()
    await page
      .getByRole('group', { name: 'Account' })
      .locator('[data-latch-token="ETH"]', { hasText: '10,000.00 ETH' })
      .waitFor()
    await screenshot(page, 'embedded-account')
    await page.context().close()
  })

  it('the four-family demo’s Connect view lists every family in its first rows, each row marked with the families it serves, MetaMask above Fordefi', async () => {
    const { page } = await demo.openPage({ inject: false })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const list = dialog(page).locator('[data-latch-wallet-list]')
    await list.locator('[data-latch-wallet]').first().waitFor()
    const rows = list.locator('[data-latch-wallet]')
    // each row's id and cue read in one go: the list may still re-render as the registry loads
    const readRows = () =>
      rows.evaluateAll((els) =>
        els.map((el) => ({
          id: el.getAttribute('data-latch-wallet'),
          cue: el.querySelector('[data-latch-chain-cue]')?.getAttribute('data-latch-chain-cue') ?? null,
        })),
      )
    // the first rows serve each of the app's four families (once the list has loaded)
    const familiesOf = (read: { cue: string | null }[]) =>
      [...new Set(read.slice(0, 5).flatMap(({ cue }) => cue?.split(' ') ?? []))].sort()
    await expect
      .poll(async () => familiesOf(await readRows()), { timeout: 10_000 })
      .toEqual(['bip122', 'eip155', 'solana', 'stacks'])
    const read = await readRows()
    const ids = read.map(({ id }) => id)
    const cues = read.map(({ cue }) => cue)
    expect(familiesOf(read)).toEqual(['bip122', 'eip155', 'solana', 'stacks'])
    // every row says which families it serves (WalletConnect pairs with every family: no cue)
    expect(read.filter(({ id, cue }) => cue === null && id !== 'walletConnect')).toEqual([])
    expect(cues[ids.indexOf('metamask')]).toBe('eip155')
    expect(cues[ids.indexOf('leather')]).toBe('stacks bip122')
    // the cue sits at the row's end, after the name: it never covers the wallet's own logo
    const overlaps = await rows.evaluateAll((els) =>
      els.flatMap((el) => {
        const cue = el.querySelector('[data-latch-chain-cue]')?.getBoundingClientRect()
        const logo = el.querySelector('[data-latch-wallet-image]')?.getBoundingClientRect()
        const name = el.querySelector('[data-latch-wallet-name]')?.getBoundingClientRect()
        if (!cue || !logo || !name) return []
        const clear = cue.left >= logo.right && cue.left >= name.left
        return clear ? [] : [el.getAttribute('data-latch-wallet')]
      }),
    )
    expect(overlaps).toEqual([])
    await screenshot(page, 'connect-four-families')
    // a Stacks wallet that also signs EVM no longer ranks above MetaMask
    await dialog(page).locator('[data-latch-all-wallets]').click()
    // (Connect shows MetaMask too: wait for All Wallets itself, which shows once its code has loaded)
    await dialog(page).locator('[data-latch-view="AllWallets"] [data-latch-wallet="metamask"]').waitFor()
    const all = await dialog(page)
      .locator('[data-latch-wallet]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-latch-wallet')))
    expect(all).toContain('fordefi')
    expect(all.indexOf('metamask')).toBeLessThan(all.indexOf('fordefi'))
    expect(ids.length).toBeGreaterThanOrEqual(5)
    await page.context().close()
  })

  it('installed wallets of every family rank first in the Connect view and All Wallets, above the EVM page’s listed wallets', async () => {
    const leather = await stacksWalletInitScript([{ flavour: 'leather', keys: TEST_KEYS.alice }])
    const { page } = await demo.openPage({ account: 4, initScripts: [leather] })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const names = (view: string) =>
      dialog(page)
        .locator(`[data-latch-view="${view}"] [data-latch-wallet]`)
        .evaluateAll((els) =>
          els.map((el) => el.querySelector('[data-latch-wallet-name]')?.textContent ?? ''),
        )
    const connectList = dialog(page).locator('[data-latch-wallet-list] [data-latch-wallet]')
    // both installed wallets are listed once their adapters have found them (each announces itself)
    await connectList.filter({ hasText: 'Leather' }).waitFor()
    await connectList.filter({ hasText: TEST_WALLET.name }).waitFor()
    await expect(connectList.first().textContent()).resolves.toContain(TEST_WALLET.name)
    const connect = await names('Connect')
    // the EVM test wallet and the Stacks/Bitcoin one lead (WalletConnect, usable with nothing installed, beside them)
    expect(connect.indexOf('Leather')).toBeLessThan(connect.indexOf('MetaMask'))
    await dialog(page).locator('[data-latch-all-wallets]').click()
    await dialog(page).locator('[data-latch-view="AllWallets"] [data-latch-wallet]').first().waitFor()
    const all = await names('AllWallets')
    expect(all[0]).toBe(TEST_WALLET.name)
    expect(all.indexOf('Leather')).toBeLessThan(all.indexOf('MetaMask'))
    expect(all.indexOf('Leather')).toBeLessThanOrEqual(2)
    await page.context().close()
  })
})
