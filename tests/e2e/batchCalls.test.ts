import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, getAddress, http, maxUint256 } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_BATCH_ALLOWANCE, DEMO_BATCH_VALUE } from '../../examples/demo/src/demoBatch'
import { axeDialog } from './support/axe'
import { chainReads } from './support/chainReads'
import { type DemoSuite, screenshot, startDemoSuite } from './support/demoFixture'
import { submitEmailLogin } from './support/devMailbox'
import { connectTestWallet, dialog, openAccount } from './support/modal'
import { stabilise, visualFindings } from './support/visual'

let demo: DemoSuite

beforeAll(async () => {
  demo = await startDemoSuite()
})
afterAll(async () => {
  await demo?.close()
})

/** What the demo's batch names: the LTK token, its spender (the dev wallet) and the ETH receiver. */
function batchParties() {
  const { config } = demo.world
  return {
    token: demo.world.tokens.erc20.address,
    spender: config.devWalletAddress as `0x${string}`,
    receiver: config.secondDevWallet!.address as `0x${string}`,
  }
}

/** The LTK allowance `owner` gave `spender`, read from the dev chain. */
function allowance(owner: `0x${string}`, spender: `0x${string}`): Promise<bigint> {
  const client = createPublicClient({ transport: http(demo.world.chains[0]!.url) })
  return client.readContract({
    address: demo.world.tokens.erc20.address,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, spender],
  })
}

/** Waits until the demo's batch card shows a final status and returns it with the batch id. */
async function batchOutcome(page: Page): Promise<{ id: string; status: string }> {
  const status = page.locator('[data-demo-batch-status]:not([data-demo-batch-status="reading"])')
  await page
    .locator(
      '[data-demo-batch-status]:not([data-demo-batch-status="reading"]):not([data-demo-batch-status="pending"])',
    )
    .waitFor()
  return {
    id: (await page.locator('[data-demo-batch-id]').textContent())!.trim(),
    status: (await status.getAttribute('data-demo-batch-status'))!,
  }
}

describe('"Send a batch" in the demo: two calls in one EIP-5792 request, then their status', () => {
  it('the embedded wallet shows both calls, the total and who pays the fee for one approval; once approved, the approve and the ETH send are on chain and the status reads back as confirmed', async () => {
    const { page, context, foreignRequests } = await demo.openPage({ inject: false })
    await page.locator('[data-latch-connect-button]').click()
    await submitEmailLogin(page, 'batch@example.com')
    await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
    await page.keyboard.press('Escape')
    const evm = page.locator('[data-demo-embedded-evm]').filter({ hasText: /^0x[0-9a-fA-F]{40}$/ })
    await evm.waitFor()
    const from = (await evm.textContent())!.trim() as `0x${string}`
    await page.getByRole('button', { name: 'Fund from dev faucet' }).click()
    await page.locator('[data-demo-embedded-outcome="funded"]').waitFor()

    const { token, spender, receiver } = batchParties()
    const chain = chainReads(demo.world.chains[0]!.url)
    const before = await chain.native(receiver)
    expect(await allowance(from, spender)).toBe(0n)

    await page.getByRole('button', { name: 'Send a batch' }).click()
    const view = dialog(page).locator('[data-latch-view="ApproveTransaction"][data-kind="batch"]')
    await view.waitFor()
    await screenshot(page, 'batch-approval')
    const calls = view.locator('ol[data-latch-approval-batch] > li[data-latch-approval-call]')
    expect(await calls.count()).toBe(2)
    expect(await calls.nth(0).locator('[data-latch-approval-heading]').textContent()).toBe('Approve')
    // checksummed, as the demo sends it
    expect(await calls.nth(0).locator('[data-latch-approval-to]').textContent()).toBe(getAddress(token))
    expect(await calls.nth(0).textContent()).toContain(spender)
    expect(await calls.nth(0).textContent()).toContain('5 LTK')
    expect(await calls.nth(1).locator('[data-latch-approval-heading]').textContent()).toBe('Send 0.01 ETH')
    expect(await calls.nth(1).locator('[data-latch-approval-to]').textContent()).toBe(receiver)
    expect(await view.locator('[data-latch-approval-total]').textContent()).toBe('0.01 ETH')
    expect(await view.locator('[data-latch-approval-fee-payer="account"]').count()).toBe(1)
    // nothing is sent before the approval
    expect(await chain.native(receiver)).toBe(before)
    // with each call's raw function and data open, in light and dark, axe finds nothing
    await view.locator('[data-latch-approval-details] summary').click()
    await view.locator('[data-latch-approval-details] [data-latch-approval-data]').waitFor()
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-latch-theme', t), theme)
      expect(await axeDialog(page), theme).toEqual([])
    }

    await view.locator('[data-latch-approval-approve]').click()
    const outcome = await batchOutcome(page)
    expect(outcome.status).toBe('confirmed')
    expect(outcome.id).toMatch(/^0x[0-9a-f]+$/i)
    expect(await allowance(from, spender)).toBe(DEMO_BATCH_ALLOWANCE)
    expect(await chain.native(receiver)).toBe(before + DEMO_BATCH_VALUE)
    // the status the page read agrees with the chain: two receipts, both successful
    const status = await page.evaluate(() => document.querySelector('[data-demo-batch-status]')?.textContent)
    expect(status).toBe('confirmed (200), 2 receipts')
    expect(foreignRequests).toEqual([])
    await context.close()
  })

  it('an EIP-6963 wallet without wallet_sendCalls gets the calls one by one (the sequential fallback): both land and the status reads back as confirmed', async () => {
    const { page, context } = await demo.openPage({ account: 16 })
    await connectTestWallet(page)
    const from = demo.world.chains[0]!.accounts[16]!.address
    const { spender, receiver } = batchParties()
    const chain = chainReads(demo.world.chains[0]!.url)
    const before = await chain.native(receiver)

    await page.getByRole('button', { name: 'Send a batch' }).click()
    const outcome = await batchOutcome(page)
    expect(outcome.status).toBe('confirmed')
    expect(await allowance(from, spender)).toBe(DEMO_BATCH_ALLOWANCE)
    expect(await chain.native(receiver)).toBe(before + DEMO_BATCH_VALUE)
    // the wallet was asked for the batch, then sent each call as its own transaction
    const methods = await page.evaluate(() => {
      const w = window as unknown as {
        __latchTestWallets: Record<string, { calls: { method: string }[] }>
      }
      return Object.values(w.__latchTestWallets).flatMap((wallet) => wallet.calls.map((c) => c.method))
    })
    expect(methods).toContain('wallet_sendCalls')
    expect(methods.filter((m) => m === 'eth_sendTransaction')).toHaveLength(2)
    await context.close()
  })
})

/** The requests the page's injected test wallet received, by method. */
function walletMethods(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const w = window as unknown as { __latchTestWallets: Record<string, { calls: { method: string }[] }> }
    return Object.values(w.__latchTestWallets).flatMap((wallet) => wallet.calls.map((c) => c.method))
  })
}

describe('"Review before your wallet" in the demo: a sample request waits in the modal before the extension wallet', () => {
  it('with the setting on, "Approve unlimited LTK" shows the review (flagged, simulated) titled for the wallet, in light, dark and 390 px with axe clean; Continue hands it to the EIP-6963 test wallet, which sends it; the swap sample reads in the demo descriptor’s words', async () => {
    const { page, context } = await demo.openPage({ account: 17 })
    // the setting is remembered and applied when the page reloads
    await Promise.all([page.waitForEvent('load'), page.locator('[data-demo-review]').check()])
    await page.waitForSelector('[data-latch-connect-button]')
    await stabilise(page)
    expect(await page.locator('[data-demo-review]').isChecked()).toBe(true)
    await connectTestWallet(page)
    const from = demo.world.chains[0]!.accounts[17]!.address as `0x${string}`
    const swap = demo.world.config.evmSwap as `0x${string}`
    expect(await allowance(from, swap)).toBe(0n)

    await page.locator('[data-demo-sample="approveMax"]').click()
    const modal = dialog(page)
    await modal.getByRole('heading', { name: 'Review before your wallet' }).waitFor()
    const view = modal.locator('[data-latch-view="ApproveTransaction"]')
    await view.locator('[data-latch-approval-simulation="done"]').waitFor()
    expect(await view.textContent()).toContain('Unlimited LTK')
    expect(await view.textContent()).toContain('Unlimited: can spend all of this token')
    const approve = view.locator('[data-latch-approval-approve]')
    expect(await approve.textContent()).toBe('Continue in your wallet')
    // the wallet has not been asked yet
    expect(await walletMethods(page)).not.toContain('eth_sendTransaction')
    const findings = visualFindings()
    await findings.check(page, 'ApproveTransaction', { variant: 'beforeWallet' })
    expect(findings.list).toEqual([])

    await approve.click()
    await page.locator('[data-demo-sample-outcome="done"][data-sample="approveMax"]').waitFor()
    expect((await walletMethods(page)).filter((m) => m === 'eth_sendTransaction')).toHaveLength(1)
    await expect.poll(() => allowance(from, swap)).toBe(maxUint256)

    // the swap on the demo's own contract reads as its descriptor says, once the account holds LTK
    await page.locator('[data-demo-sample="mint"]').click()
    await page.locator('[data-demo-sample-outcome="done"][data-sample="mint"]').waitFor()
    await page.locator('[data-demo-sample="swap"]').click()
    await modal.getByRole('heading', { name: 'Review before your wallet' }).waitFor()
    await view.locator('[data-latch-approval-simulation="done"]').waitFor()
    expect(await view.locator('[data-latch-status]').textContent()).toBe('Swap')
    expect(await view.textContent()).toContain('5 LTK')
    expect(await view.textContent()).toContain('5 USDT')
    await view.locator('[data-latch-approval-approve]').click()
    await page.locator('[data-demo-sample-outcome="done"][data-sample="swap"]').waitFor()
    expect((await walletMethods(page)).filter((m) => m === 'eth_sendTransaction')).toHaveLength(2)
    await context.close()
  })
})

describe('ERC-7715 permissions in the demo with "Review before your wallet" on (EIP-6963 test wallet)', () => {
  it('a grant waits in ApproveTransaction in words (axe clean in light and dark) before the wallet is asked; ProfileWallets lists it (axe clean) and its Revoke goes through the review too, then the list is empty', async () => {
    const { page, context } = await demo.openPage({ account: 18 })
    await Promise.all([page.waitForEvent('load'), page.locator('[data-demo-review]').check()])
    await page.waitForSelector('[data-latch-connect-button]')
    await stabilise(page)
    await connectTestWallet(page)
    const session = demo.world.config.secondDevWallet!.address

    await page.locator('[data-demo-sample="grantPermission"]').click()
    const modal = dialog(page)
    const grant = modal.locator('[data-latch-view="ApproveTransaction"][data-kind="grantPermissions"]')
    await grant.waitFor()
    const words = (await grant.textContent())!
    expect(words).toContain('native-token-periodic')
    expect(words).toContain(session)
    expect(words).toContain('10000000000000000')
    expect(words).toContain('Daily top-up of the demo game')
    expect(await grant.locator('[data-latch-approval-approve]').textContent()).toBe('Continue in your wallet')
    expect(await walletMethods(page)).not.toContain('wallet_grantPermissions')
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-latch-theme', t), theme)
      expect(await axeDialog(page), theme).toEqual([])
    }
    await grant.locator('[data-latch-approval-approve]').click()
    await page.locator('[data-demo-sample-outcome="done"][data-sample="grantPermission"]').waitFor()
    expect((await walletMethods(page)).filter((m) => m === 'wallet_grantPermissions')).toHaveLength(1)

    await openAccount(page)
    await modal.getByRole('button', { name: 'Wallets' }).click()
    const list = modal.getByRole('region', { name: 'Granted permissions' })
    await list.waitFor()
    expect(await list.getByRole('listitem').count()).toBe(1)
    expect(await axeDialog(page)).toEqual([])
    await list.getByRole('button', { name: /^Revoke native-token-periodic for/ }).click()
    const revoke = modal.locator('[data-latch-view="ApproveTransaction"][data-kind="revokePermissions"]')
    await revoke.waitFor()
    expect(await axeDialog(page)).toEqual([])
    await revoke.locator('[data-latch-approval-approve]').click()
    await expect
      .poll(async () => (await walletMethods(page)).filter((m) => m === 'wallet_revokePermissions').length)
      .toBe(1)
    // back on ProfileWallets, the list is gone; the wallet holds no grant either
    await expect.poll(() => modal.locator('[data-latch-permission]').count()).toBe(0)
    const held = await page.evaluate(() => {
      const w = window as unknown as {
        __latchTestWallets: Record<string, { provider: { request(a: { method: string }): Promise<unknown> } }>
      }
      return Promise.all(
        Object.values(w.__latchTestWallets).map((wallet) =>
          wallet.provider.request({ method: 'wallet_getGrantedExecutionPermissions' }),
        ),
      )
    })
    expect(held.flat()).toEqual([])
    await context.close()
  })
})
