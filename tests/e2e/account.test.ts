import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DemoSuite, screenshot, startDemoSuite, TEST_WALLET } from './support/demoFixture'
import { connectTestWallet, dialog, openAccount } from './support/modal'
import { recordPaintedTexts } from './support/paintedTexts'

let demo: DemoSuite

beforeAll(async () => {
  demo = await startDemoSuite()
})
afterAll(async () => {
  await demo?.close()
})

describe('account, network and connection lifecycle in Chromium', () => {
  it('switches network through the SwitchNetwork view: the wallet moves to the second chain and the page follows', async () => {
    const { page } = await demo.openPage({ account: 6 })
    await connectTestWallet(page)
    await page.locator('[data-demo-network-button]').click()
    await dialog(page).getByRole('heading', { name: 'Choose Network' }).waitFor()
    await screenshot(page, 'networks')
    await dialog(page)
      .getByRole('button', { name: /Latch Local 2/ })
      .click()
    await page.locator('[data-demo-network]', { hasText: 'Latch Local 2' }).waitFor()
    const current = dialog(page).locator('[data-latch-network="eip155:31338"]')
    await expect(current.getAttribute('aria-current')).resolves.toBe('true')
    const calls = await page.evaluate(
      (rdns) =>
        (
          window as unknown as { __latchTestWallets: Record<string, { calls: { method: string }[] }> }
        ).__latchTestWallets[rdns]!.calls.map((c) => c.method),
      TEST_WALLET.rdns,
    )
    expect(calls).toContain('wallet_switchEthereumChain')
    await page.context().close()
  })

  it('Account: Copy address says "Copied" and fills the clipboard, View on explorer opens the address on the local explorer, the network button shows the network', async () => {
    const { page, foreignRequests } = await demo.openPage({ account: 10 })
    const address = demo.world.chains[0]!.accounts[10]!.address
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(demo.world.url).origin })
    await connectTestWallet(page)
    await openAccount(page)
    const modal = dialog(page)
    await modal.locator('[data-latch-balance]', { hasText: '10,000.00 ETH' }).waitFor()
    await expect(
      modal.locator('[data-latch-network-button] [data-latch-network-name]').textContent(),
    ).resolves.toContain('Latch Local')
    await modal.getByRole('button', { name: 'Copy address' }).click()
    await modal.getByRole('button', { name: 'Copied' }).waitFor()
    await expect(modal.getByRole('status').filter({ hasText: 'Address copied' }).count()).resolves.toBe(1)
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(address)
    await modal.getByRole('button', { name: 'Copy address' }).waitFor({ timeout: 3_000 })
    const link = modal.getByRole('link', { name: 'View on explorer' })
    const href = await link.getAttribute('href')
    expect(href).toBe(`${demo.world.url}explorer/31337/address/${address}`)
    await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer')
    const explorer = await page.context().newPage()
    await explorer.goto(href!)
    await expect(explorer.locator('dl').textContent()).resolves.toContain('10000 ETH')
    expect(foreignRequests).toEqual([])
    await page.context().close()
  })

  it('screenshots of Account and Send in light, dark and at 390 px', async () => {
    for (const mode of ['light', 'dark', 'mobile'] as const) {
      const { page } = await demo.openPage({
        account: 11,
        colorScheme: mode === 'dark' ? 'dark' : 'light',
      })
      if (mode === 'mobile') await page.setViewportSize({ width: 390, height: 844 })
      if (mode === 'dark') await page.getByLabel('Dark theme').check()
      await connectTestWallet(page)
      await openAccount(page)
      const modal = dialog(page)
      await modal.locator('[data-latch-balance]', { hasText: 'ETH' }).waitFor()
      await modal.locator('[data-latch-token="LTK"]').waitFor()
      await screenshot(page, `account-${mode}`)
      await modal.getByRole('button', { name: 'Send' }).click()
      await modal.locator('[data-latch-send-fee]').waitFor()
      await modal.getByLabel('Amount').fill('12.345')
      await modal.getByLabel('To').fill(demo.world.chains[0]!.accounts[12]!.address.slice(0, 30))
      await modal.locator('[data-field="receiver"]', { hasText: 'not valid' }).waitFor()
      await screenshot(page, `send-${mode}`)
      await page.context().close()
    }
  })

  it('a reload keeps the connection without ever painting "disconnected"', async () => {
    const { page } = await demo.openPage({ account: 7, authorized: true })
    await connectTestWallet(page)
    const painted = await recordPaintedTexts(page, '[data-demo-status]')
    await page.reload()
    const statuses = await painted('connected')
    expect(statuses).not.toContain('disconnected')
    expect(statuses.at(-1)).toBe('connected')
    await page.context().close()
  })

  it('a reload paints the stored address only once the wallet confirms it: at once when it does, never when it answers with another account or has forgotten the site', async () => {
    const { page } = await demo.openPage({ account: 13, authorized: true })
    const [, , , , , , , , , , , , , own, other] = demo.world.chains[0]!.accounts
    const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
    await connectTestWallet(page)
    const painted = await recordPaintedTexts(page, '[data-latch-connect-button]')
    const button = page.locator('[data-latch-connect-button]')
    // the wallet holds the stored address: it shows, and the label never does
    await page.reload()
    const confirmed = await painted(short(own!.address))
    expect(confirmed).not.toContain('Connect Wallet')
    await expect(button.getAttribute('data-address')).resolves.toBe(own!.address)
    await page.locator('[data-demo-status]', { hasText: /^connected$/ }).waitFor()
    // storage says another address than the wallet holds: never painted, the wallet's comes back
    await page.evaluate(
      (address) => localStorage.setItem('@latch/addresses', JSON.stringify({ v: 1, d: { eip155: address } })),
      other!.address,
    )
    await page.reload()
    const another = await painted(short(own!.address))
    expect(another).not.toContain(short(other!.address))
    await page.locator('[data-demo-status]', { hasText: /^connected$/ }).waitFor()
    // the wallet forgot the site (it answers eth_accounts with no account): no address is painted
    // (a context script runs after the wallet's, which the context installed first)
    await page
      .context()
      .addInitScript(
        (rdns) =>
          (
            window as unknown as { __latchTestWallets: Record<string, { disconnect: () => void }> }
          ).__latchTestWallets[rdns]!.disconnect(),
        TEST_WALLET.rdns,
      )
    await page.reload()
    const forgotten = await painted('Connect Wallet')
    expect(forgotten.filter((text) => text.startsWith('0x'))).toEqual([])
    await page.context().close()
  })

  it('disconnect from the Account view leaves the page disconnected and the connect button ready', async () => {
    const { page } = await demo.openPage({ account: 8 })
    await connectTestWallet(page)
    await openAccount(page)
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
    await page.locator('[data-demo-status]', { hasText: /^disconnected$/ }).waitFor()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await page.context().close()
  })

  it('a request the wallet rejects shows the normalised error "User rejected the request" and can be retried', async () => {
    const { page } = await demo.openPage({ account: 9 })
    await page.evaluate((rdns) => {
      const w = window as unknown as {
        __latchTestWallets: Record<string, { rejectNext: (r: object) => void }>
      }
      w.__latchTestWallets[rdns]!.rejectNext({ method: 'eth_requestAccounts' })
    }, TEST_WALLET.rdns)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page)
      .getByRole('button', { name: new RegExp(TEST_WALLET.name) })
      .click()
    const alert = dialog(page).getByRole('alert')
    await alert.waitFor()
    await expect(alert.textContent()).resolves.toBe('User rejected the request')
    await screenshot(page, 'connect-rejected')
    await dialog(page).getByRole('button', { name: 'Try again' }).click()
    await page.locator('[data-demo-status]', { hasText: /^connected$/ }).waitFor()
    await page.context().close()
  })
})
