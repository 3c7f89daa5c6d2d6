import { formatNumber } from '@latch/core'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_WALLET_INFO, SECOND_DEV_WALLET_INFO } from '../../examples/demo/world'
import { DEV_SOLANA_LAMPORTS, DEV_SOLANA_WALLET_NAME } from '../../examples/demo/worldSolana'
import { axeDialog } from './support/axe'
import { type DemoSuite, screenshot, startDemoSuite } from './support/demoFixture'
import { dialog } from './support/modal'
import {
  connectFourWallets,
  devWalletsPage,
  family,
  openProfile,
  pickWallet,
  rowOf,
} from './support/multiWallet'

/*
 * Several wallets at once in the demo, in Chromium: the dev EVM wallet, a second EVM wallet, the
 * Solana and the Stacks/Bitcoin dev wallets connected together, switched between, one
 * disconnected, all restored after a reload without a single wallet prompt; and with multi-wallet
 * off, one wallet per family and "Multi-Wallet Not Enabled".
 */

let demo: DemoSuite

/** 1,234.5 ETH: the second EVM wallet's balance, so switching shows another number. */
const SECOND_BALANCE_WEI = 1_234_500_000_000_000_000_000n

beforeAll(async () => {
  demo = await startDemoSuite()
  const [main] = demo.world.chains
  const response = await fetch(main!.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'hardhat_setBalance',
      params: [demo.world.secondDevAddress, `0x${SECOND_BALANCE_WEI.toString(16)}`],
    }),
  })
  expect(((await response.json()) as { error?: unknown }).error).toBeUndefined()
})
afterAll(async () => {
  await demo?.close()
})

/** Wallet prompts so far in the page: EVM account requests, Solana and Stacks/Bitcoin connects. */
async function promptCount(page: Page): Promise<Record<string, number>> {
  return page.evaluate(
    ({ evm, stacks }) => {
      const w = window as unknown as {
        __latchTestWallets: Record<string, { calls: { method: string }[] }>
        __latchSolanaTestWallet: { control: { prompts: readonly string[] } }
        __latchStacksTestWallets: Record<string, { calls: { method: string }[] }>
      }
      const counts: Record<string, number> = {}
      for (const rdns of evm)
        counts[rdns] = w.__latchTestWallets[rdns]!.calls.filter(
          (c) => c.method === 'eth_requestAccounts',
        ).length
      counts.solana = w.__latchSolanaTestWallet.control.prompts.filter((p) => p === 'connect').length
      for (const wallet of Object.values(w.__latchStacksTestWallets))
        counts[stacks] =
          (counts[stacks] ?? 0) + wallet.calls.filter((c) => c.method === 'getAddresses').length
      return counts
    },
    { evm: [DEV_WALLET_INFO.rdns, SECOND_DEV_WALLET_INFO.rdns], stacks: 'stacks' },
  )
}

describe('several wallets at once in the demo, in Chromium', () => {
  it('connects two EVM wallets, the Solana and the Stacks/Bitcoin wallets; switches; disconnects one; a reload restores the rest with no prompt', async () => {
    const { page, foreignRequests, consoleErrors } = await devWalletsPage(demo)
    const { devAddress, secondDevAddress } = demo.world
    const solanaAddress = demo.world.solana.devAddress
    const stacks = demo.world.stacks.devAccounts

    // the dev EVM wallet from the Connect button, the others from ProfileWallets' "Add wallet"
    await connectFourWallets(page)

    // every wallet, grouped by family, each family's active one marked
    const view = await openProfile(page)
    const evm = family(view, 'EVM')
    await expect(evm.locator('[data-latch-profile-wallet-name]').allTextContents()).resolves.toEqual([
      SECOND_DEV_WALLET_INFO.name,
      DEV_WALLET_INFO.name,
    ])
    // the Stacks/Bitcoin wallet, connected last, is the one in use; EVM's own wallet is the second one
    await expect(rowOf(evm, SECOND_DEV_WALLET_INFO.name).getAttribute('aria-current')).resolves.toBeNull()
    await rowOf(evm, SECOND_DEV_WALLET_INFO.name).getByText('Used for EVM').waitFor()
    await expect(
      rowOf(evm, SECOND_DEV_WALLET_INFO.name).locator('[data-latch-address]').getAttribute('title'),
    ).resolves.toBe(secondDevAddress)
    await expect(family(view, 'Solana').locator('[data-latch-address]').getAttribute('title')).resolves.toBe(
      solanaAddress,
    )
    const btc = family(view, 'Bitcoin & Stacks')
    await expect(
      btc.locator('[data-latch-address]').evaluateAll((els) => els.map((e) => e.getAttribute('title'))),
    ).resolves.toEqual(expect.arrayContaining([stacks.stxAddress, stacks.btcPaymentAddress]))
    // "Active" marks the one wallet in use; the other families' own wallets read "Used for …"
    await expect(view.locator('[data-latch-tag="active"]').count()).resolves.toBe(1)
    await family(view, 'Solana').getByText('Used for Solana').waitFor()
    await expect(
      view
        .locator(
          '[data-latch-profile-connection]:has([data-latch-tag="active"]) [data-latch-switch-connection]',
        )
        .count(),
    ).resolves.toBe(0)
    await screenshot(page, 'multi-wallet-profile')
    expect(await axeDialog(page)).toEqual([])

    // switch: the Account view's address and balance follow
    await rowOf(evm, DEV_WALLET_INFO.name)
      .getByRole('button', { name: `Switch to ${DEV_WALLET_INFO.name}` })
      .click()
    await expect.poll(() => rowOf(evm, DEV_WALLET_INFO.name).getAttribute('aria-current')).toBe('true')
    await page.locator('[data-demo-address]', { hasText: devAddress }).waitFor()
    await dialog(page).getByRole('button', { name: 'Back' }).click()
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
    const summary = dialog(page).locator('[data-latch-account-summary]')
    await expect(summary.locator('[data-latch-address]').first().getAttribute('title')).resolves.toBe(
      devAddress,
    )
    await summary.locator('[data-latch-balance]', { hasText: /^10,000\.00 ETH/ }).waitFor()

    await openProfile(page)
    await rowOf(evm, SECOND_DEV_WALLET_INFO.name)
      .getByRole('button', { name: `Switch to ${SECOND_DEV_WALLET_INFO.name}` })
      .click()
    await page.locator('[data-demo-address]', { hasText: secondDevAddress }).waitFor()
    await dialog(page).getByRole('button', { name: 'Back' }).click()
    await expect(summary.locator('[data-latch-address]').first().getAttribute('title')).resolves.toBe(
      secondDevAddress,
    )
    await summary.locator('[data-latch-balance]', { hasText: /^1,234\.50 ETH/ }).waitFor()

    await openProfile(page)
    await family(view, 'Solana')
      .getByRole('button', { name: `Switch to ${DEV_SOLANA_WALLET_NAME}` })
      .click()
    await page.locator('[data-demo-address]', { hasText: solanaAddress }).waitFor()
    await dialog(page).getByRole('button', { name: 'Back' }).click()
    await expect(summary.locator('[data-latch-address]').first().getAttribute('title')).resolves.toBe(
      solanaAddress,
    )
    await summary
      .locator('[data-latch-balance]', {
        hasText: `${formatNumber(DEV_SOLANA_LAMPORTS, { decimals: 9 })} SOL`,
      })
      .waitFor()

    // disconnect one: the rest stay, the dev wallet becomes EVM's active one
    await openProfile(page)
    await rowOf(evm, SECOND_DEV_WALLET_INFO.name)
      .getByRole('button', { name: `Disconnect ${SECOND_DEV_WALLET_INFO.name}` })
      .click()
    await rowOf(evm, SECOND_DEV_WALLET_INFO.name).waitFor({ state: 'detached' })
    // Solana is in use: the dev wallet is now EVM's own wallet
    await rowOf(evm, DEV_WALLET_INFO.name).getByText('Used for EVM').waitFor()
    await expect(view.locator('[data-latch-profile-connection]').count()).resolves.toBe(4)
    await family(view, 'EVM')
      .locator('[data-latch-profile-recent-connection]', { hasText: SECOND_DEV_WALLET_INFO.name })
      .waitFor()
    await screenshot(page, 'multi-wallet-after-disconnect')

    // the counters see the prompts the connects above made
    await expect(promptCount(page)).resolves.toEqual({
      [DEV_WALLET_INFO.rdns]: 1,
      [SECOND_DEV_WALLET_INFO.rdns]: 1,
      solana: 1,
      stacks: 1,
    })
    // reload: every wallet comes back, and no wallet was asked to connect
    await page.reload()
    await page.waitForSelector('[data-latch-connect-button]')
    await page.locator('[data-demo-status]', { hasText: /^connected$/ }).waitFor()
    const restored = await openProfile(page)
    await expect
      .poll(() => restored.locator('[data-latch-profile-connection]').count(), { timeout: 10_000 })
      .toBe(4)
    await expect(
      family(restored, 'EVM').locator('[data-latch-profile-wallet-name]').allTextContents(),
    ).resolves.toEqual([DEV_WALLET_INFO.name])
    await expect(
      family(restored, 'Solana').locator('[data-latch-address]').getAttribute('title'),
    ).resolves.toBe(solanaAddress)
    await expect(
      family(restored, 'Bitcoin & Stacks')
        .locator('[data-latch-address]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('title'))),
    ).resolves.toEqual(expect.arrayContaining([stacks.stxAddress, stacks.btcPaymentAddress]))
    await expect(promptCount(page)).resolves.toEqual({
      [DEV_WALLET_INFO.rdns]: 0,
      [SECOND_DEV_WALLET_INFO.rdns]: 0,
      solana: 0,
      stacks: 0,
    })
    expect(foreignRequests).toEqual([])
    expect(consoleErrors).toEqual([])
    await page.context().close()
  })

  it('with multi-wallet off only one EVM wallet shows, and adding a second says "Multi-Wallet Not Enabled"', async () => {
    const { page, foreignRequests } = await devWalletsPage(demo, { singleWallet: true })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await pickWallet(page, DEV_WALLET_INFO.name)
    await page.locator('[data-demo-status]', { hasText: /^connected$/ }).waitFor()
    const view = await openProfile(page)
    const evm = family(view, 'EVM')
    await expect(evm.locator('[data-latch-profile-connection]').count()).resolves.toBe(1)
    await evm.getByRole('button', { name: 'Add wallet: EVM' }).click()
    await dialog(page).getByText('Multi-Wallet Not Enabled').waitFor()
    await dialog(page)
      .getByText(
        'Enable the multiWallet feature in the project configuration to use several wallets at once.',
      )
      .waitFor()
    await expect(view.isVisible()).resolves.toBe(true)
    await expect(view.locator('[data-latch-profile-recent]').count()).resolves.toBe(0)
    await screenshot(page, 'multi-wallet-off')
    expect(await axeDialog(page)).toEqual([])
    expect(foreignRequests).toEqual([])
    await page.context().close()
  })
})
