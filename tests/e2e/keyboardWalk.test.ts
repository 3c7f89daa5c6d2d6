import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_WALLET_INFO, SECOND_DEV_WALLET_INFO } from '../../examples/demo/world'
import { type DemoSuite, startDemoSuite } from './support/demoFixture'
import { dialog } from './support/modal'
import { devWalletsPage, family, rowOf } from './support/multiWallet'

/*
 * A keyboard-only walk through the demo in Chromium: connect, open Send, add a second wallet,
 * switch to it, disconnect one, disconnect all. Every control is reached with Tab or focus and
 * pressed with Enter, and after each step focus is somewhere a keyboard visitor can go on from:
 * never the page's body. The CPU runs four times slower than the machine's: data that arrives after a
 * view opens (balances, the chosen token) must not move focus the visitor did not move.
 */

let demo: DemoSuite
beforeAll(async () => {
  demo = await startDemoSuite()
})
afterAll(async () => {
  await demo?.close()
})

/** What has focus: its tag and name, and whether it is the page's body. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    return {
      onBody: element === null || element === document.body,
      inDialog:
        element?.closest('[role="dialog"]') !== null && element?.closest('[role="dialog"]') !== undefined,
      text: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim().slice(0, 60),
    }
  })

/** Presses a control the way a keyboard visitor does: focus reaches it, Enter presses it. */
async function press(control: Locator): Promise<void> {
  await control.focus()
  await control.page().keyboard.press('Enter')
}

async function expectFocusKept(page: Page, step: string): Promise<void> {
  // after the change has settled (a view swapped, a row removed, the modal closed)
  await page.waitForTimeout(150)
  const now = await focused(page)
  expect(now.onBody, `${step}: focus fell to the body`).toBe(false)
}

describe('keyboard-only walk in the demo', () => {
  it('connect, Send, add a wallet, switch, disconnect one, disconnect all: focus never falls to the body', async () => {
    const { page, foreignRequests, consoleErrors } = await devWalletsPage(demo)
    const modal = dialog(page)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })

    // open: focus lands on the heading, not on the close button
    await press(page.getByRole('button', { name: 'Connect Wallet' }))
    await modal.getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    await expect.poll(async () => (await focused(page)).text).toBe('Connect Wallet')
    expect((await focused(page)).inDialog).toBe(true)

    // connect the dev wallet with the keyboard: the modal closes, focus is back on the page's button
    await press(modal.getByRole('button', { name: new RegExp(`^${DEV_WALLET_INFO.name}`) }).first())
    await page.locator('[data-demo-status]', { hasText: /^connected$/ }).waitFor()
    await modal.waitFor({ state: 'detached' })
    await expectFocusKept(page, 'after connect')

    // Account, then Send: its Amount field has focus
    await press(page.locator('[data-latch-connect-button]').first())
    await modal.getByRole('heading', { name: 'Account' }).waitFor()
    await expectFocusKept(page, 'Account opened')
    await page.evaluate(() => {
      const log: string[] = []
      Object.assign(window, { focusLog: log })
      document.addEventListener('focusin', (event) => {
        const target = event.target as Element
        if (target.closest('[data-latch-view="WalletSend"]'))
          log.push(target.getAttribute('name') ?? target.tagName)
      })
    })
    await press(modal.locator('[data-latch-send-button]'))
    await modal.locator('[data-latch-view="WalletSend"]').waitFor()
    await expect
      .poll(async () => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('amount')
    // the balances arrive and the native token is chosen: focus went to Amount once and stayed
    await modal.locator('[data-latch-send-balance]').waitFor()
    await page.waitForTimeout(150)
    expect(await page.evaluate(() => (window as unknown as { focusLog: string[] }).focusLog)).toEqual([
      'amount',
    ])
    await press(modal.getByRole('button', { name: 'Back' }))
    await modal.getByRole('heading', { name: 'Account' }).waitFor()
    await expectFocusKept(page, 'back from Send')

    // Wallets, then Add wallet for EVM: the second dev wallet
    await press(modal.getByRole('button', { name: /Switch wallet$/ }))
    const view = modal.locator('[data-latch-view="ProfileWallets"]')
    await view.waitFor()
    await press(view.getByRole('button', { name: 'Add wallet: EVM' }))
    await press(modal.getByRole('button', { name: new RegExp(`^${SECOND_DEV_WALLET_INFO.name}`) }).first())
    await rowOf(family(view, 'EVM'), SECOND_DEV_WALLET_INFO.name).waitFor()
    await expectFocusKept(page, 'after Add wallet')

    // switch to the first wallet: its Switch button goes away with the switch
    const evm = family(view, 'EVM')
    await press(
      rowOf(evm, DEV_WALLET_INFO.name).getByRole('button', { name: `Switch to ${DEV_WALLET_INFO.name}` }),
    )
    await expect.poll(() => rowOf(evm, DEV_WALLET_INFO.name).getAttribute('aria-current')).toBe('true')
    await expectFocusKept(page, 'after Switch')
    expect((await focused(page)).inDialog).toBe(true)

    // disconnect the other one: its row goes away
    await press(
      rowOf(evm, SECOND_DEV_WALLET_INFO.name).getByRole('button', {
        name: `Disconnect ${SECOND_DEV_WALLET_INFO.name}`,
      }),
    )
    await rowOf(evm, SECOND_DEV_WALLET_INFO.name).waitFor({ state: 'detached' })
    await expectFocusKept(page, 'after disconnecting one')
    expect((await focused(page)).inDialog).toBe(true)

    // disconnect all: the modal closes, focus back on the page's Connect button
    await press(view.getByRole('button', { name: 'Disconnect all' }))
    await page.locator('[data-demo-status]', { hasText: /^disconnected$/ }).waitFor()
    await modal.waitFor({ state: 'detached' })
    await expectFocusKept(page, 'after disconnect all')

    expect(foreignRequests).toEqual([])
    expect(consoleErrors).toEqual([])
  })
})
