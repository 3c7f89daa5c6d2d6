import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DemoSuite, screenshot, startDemoSuite, TEST_WALLET } from './support/demoFixture'
import { connectTestWallet, dialog, openAccount } from './support/modal'

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

  it('a reload keeps the connection without ever painting "disconnected"', async () => {
    const { page } = await demo.openPage({ account: 7, authorized: true })
    await connectTestWallet(page)
    // Record the status text of every painted frame (a requestAnimationFrame callback runs right
    // before each paint), from the first frame of the reloaded page.
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { __statuses: string[] }).__statuses = seen
      const sample = () => {
        const text = document.querySelector('[data-demo-status]')?.textContent
        if (text && seen[seen.length - 1] !== text) seen.push(text)
        requestAnimationFrame(sample)
      }
      requestAnimationFrame(sample)
    })
    await page.reload()
    await page.locator('[data-demo-status]', { hasText: /^connected$/ }).waitFor()
    const statuses = await page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses)
    expect(statuses).not.toContain('disconnected')
    expect(statuses.at(-1)).toBe('connected')
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
