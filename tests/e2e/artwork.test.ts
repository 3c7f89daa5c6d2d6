import { loadWalletIcon, walletIconName } from '@latch/icons'
import { EVM_TEST_WALLET_ICON } from '@latch/icons/test-wallets'
import type { Locator } from 'playwright-core'
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

type DrawnIcon = {
  tag: string
  src: string
  loaded: boolean
  width: number
  height: number
  letter: string
  /** The wallet row the icon is the logo of (`data-latch-wallet`), '' outside a row. */
  row: string
}

/** Every icon box under `root` once none is still loading: what it draws and its rendered size. */
async function drawnIcons(root: Locator): Promise<DrawnIcon[]> {
  await root.locator('[data-latch-wallet-image][data-state="loading"]').first().waitFor({ state: 'detached' })
  // each row's own logo; a row's chain cue (the network icons of a several-family app) is not one
  return root.locator('[data-latch-wallet-image]:not([data-latch-chain-cue] *)').evaluateAll((nodes) =>
    nodes.map((node) => {
      const box = node.getBoundingClientRect()
      const img = node instanceof HTMLImageElement ? node : undefined
      return {
        tag: node.tagName,
        src: img?.getAttribute('src') ?? '',
        loaded: img ? img.complete && img.naturalWidth > 0 : false,
        width: box.width,
        height: box.height,
        letter: img ? '' : (node.textContent ?? ''),
        row: node.closest('[data-latch-wallet]')?.getAttribute('data-latch-wallet') ?? '',
      }
    }),
  )
}

/** The wallet rows under `list`: id and icon (read together: the list may re-render between reads). */
async function walletRows(list: Locator): Promise<{ id: string; icon: DrawnIcon }[]> {
  const icons = await drawnIcons(list)
  return icons.filter((icon) => icon.row !== '').map((icon) => ({ id: icon.row, icon }))
}

describe('artwork in the demo (Chromium, strict CSP, loopback only)', () => {
  it('Connect and All Wallets show the real wallet logos and Connect the social marks, every icon box sized, with zero foreign requests (light and dark)', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, foreignRequests, consoleErrors } = await demo.openPage({ account: 5, colorScheme })
      if (colorScheme === 'dark') await page.locator('[data-demo-theme]').check()
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await dialog(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()

      const rows = await walletRows(dialog(page).locator('[data-latch-wallet-list]'))
      const bundled = rows.filter((row) => walletIconName({ id: row.id }) !== undefined)
      expect(bundled.length, JSON.stringify(rows.map((r) => r.id))).toBeGreaterThanOrEqual(3)
      for (const row of rows) {
        // Every wallet draws a loaded image in a 40×40 box (the theme's wallet image size): no letter, no grey monogram.
        expect(row.icon, row.id).toMatchObject({ tag: 'IMG', loaded: true, width: 40, height: 40 })
      }
      for (const row of bundled) expect(row.icon.src, row.id).toBe(await loadWalletIcon({ id: row.id }))
      // The injected wallet keeps the icon it announced: the test wallets' own mark, not a bare square.
      const injected = rows.find((row) => row.id === TEST_WALLET.rdns || row.icon.src === TEST_WALLET.icon)
      expect(injected?.icon.src).toBe(TEST_WALLET.icon)
      expect(TEST_WALLET.icon).toBe(EVM_TEST_WALLET_ICON)

      for (const provider of ['google', 'github']) {
        const mark = dialog(page).locator(
          `[data-latch-social="${provider}"] svg[data-latch-social-icon] path`,
        )
        await mark.waitFor()
        const box = await dialog(page).locator(`[data-latch-social="${provider}"] svg`).boundingBox()
        expect([box?.width, box?.height], provider).toEqual([20, 20])
      }
      await screenshot(page, `artwork-connect-${colorScheme}`)

      await dialog(page).getByRole('button', { name: 'All Wallets' }).click()
      await dialog(page).getByRole('heading', { name: 'All Wallets' }).waitFor()
      await dialog(page).locator('[data-latch-wallet]').first().waitFor()
      const all = await walletRows(dialog(page).locator('[data-latch-view="AllWallets"]'))
      const allBundled = all.filter((row) => walletIconName({ id: row.id }) !== undefined)
      expect(allBundled.length).toBeGreaterThanOrEqual(10)
      for (const row of allBundled) {
        expect(row.icon, row.id).toMatchObject({ tag: 'IMG', loaded: true, width: 40, height: 40 })
        expect(row.icon.src, row.id).toBe(await loadWalletIcon({ id: row.id }))
      }
      await screenshot(page, `artwork-all-wallets-${colorScheme}`)

      expect(foreignRequests).toEqual([])
      expect(consoleErrors).toEqual([])
      await page.context().close()
    }
  })

  it('Account shows a local identicon with the wallet badge and the network and token marks, with zero foreign requests (light and dark)', async () => {
    const pictures: string[] = []
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, foreignRequests, consoleErrors } = await demo.openPage({ account: 6, colorScheme })
      if (colorScheme === 'dark') await page.locator('[data-demo-theme]').check()
      await connectTestWallet(page)
      await openAccount(page)
      const modal = dialog(page)
      const [avatar, badge] = await drawnIcons(modal.locator('[data-latch-account-avatar]'))
      expect(avatar).toMatchObject({ tag: 'IMG', loaded: true, width: 48, height: 48 })
      expect(avatar?.src).toMatch(/^data:image\/svg\+xml;base64,/)
      expect(badge).toMatchObject({ tag: 'IMG', loaded: true, width: 18, height: 18, src: TEST_WALLET.icon })
      pictures.push(avatar?.src ?? '')
      await modal.locator('[data-latch-token]').first().waitFor()
      for (const icon of await drawnIcons(modal.locator('[data-latch-token-list]')))
        expect(icon.width, JSON.stringify(icon)).toBe(40)
      await screenshot(page, `artwork-account-${colorScheme}`)

      await modal.locator('[data-latch-network-button]').click()
      await modal.locator('[data-latch-network]').first().waitFor()
      for (const icon of await drawnIcons(modal.locator('[data-latch-network-list]')))
        expect(icon, JSON.stringify(icon)).toMatchObject({ tag: 'IMG', loaded: true, width: 40, height: 40 })
      await screenshot(page, `artwork-networks-${colorScheme}`)
      expect(foreignRequests).toEqual([])
      expect(consoleErrors).toEqual([])
      await page.context().close()
    }
    // The same account draws the same identicon in every page load.
    expect(pictures[0]).toBe(pictures[1])
  })
})
