import { loadWalletIcon } from '@latch/icons'
import type { FrameLocator } from 'playwright-core'
import { formatEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guardedPage } from './support/browser'
import { chainReads } from './support/chainReads'
import { type DemoSuite, screenshot, startDemoSuite } from './support/demoFixture'
import { openSafeParent } from './support/safeParent'

// Safe{Wallet} is an outside web app that cannot run here: `openSafeParent` is a stand-in parent
// page that speaks Safe{Wallet}'s side of the Safe Apps message protocol (see support/safeParent.ts).

let demo: DemoSuite

beforeAll(async () => {
  demo = await startDemoSuite()
})
afterAll(async () => {
  await demo?.close()
})

const SAFE_INDEX = 19
const RECEIVER_INDEX = 17

async function framedDemo() {
  const chain = demo.world.chains[0]!
  const guarded = await guardedPage(demo.browser)
  const parent = await openSafeParent(guarded.page, {
    dappUrl: demo.world.url,
    rpcUrl: chain.url,
    chainId: chain.chainId,
    safe: chain.accounts[SAFE_INDEX]!,
  })
  const app = guarded.page.frameLocator('#safe-app')
  await app.locator('[data-latch-connect-button]').waitFor()
  guarded.page.once('close', () => void parent.close())
  return { ...guarded, parent, app, safe: chain.accounts[SAFE_INDEX]!.address }
}

async function connectSafe(app: FrameLocator): Promise<void> {
  await app.getByRole('button', { name: 'Connect Wallet' }).click()
  await app.getByRole('dialog').getByRole('button', { name: /^Safe/ }).click()
}

describe('the demo as a Safe App in a Safe{Wallet} frame (Chromium, dev chain)', () => {
  it('lists "Safe" with its logo, connects the Safe address as a smart account, and a send ends with the safeTxHash, shown as queued (nothing executed)', async () => {
    const { page, parent, app, safe, foreignRequests } = await framedDemo()
    await app.getByRole('button', { name: 'Connect Wallet' }).click()
    const modal = app.getByRole('dialog')
    const row = modal.locator('[data-latch-wallet="safe"]')
    await expect(row.textContent()).resolves.toMatch(/^Safe/)
    const logo = row.locator('img[data-latch-wallet-image][data-latch-icon="wallet"]')
    // the wallet's own logo (the row's network badge loads its icon too, at its own pace)
    await row
      .locator('[data-latch-wallet-image][data-latch-icon="wallet"][data-state="loading"]')
      .waitFor({ state: 'detached' })
    await expect(logo.getAttribute('src')).resolves.toBe(await loadWalletIcon({ id: 'safe' }))
    await expect(
      logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).resolves.toBe(true)
    await screenshot(page, 'safe-app-connect')
    await expect.poll(() => parent.requests.map((r) => r.method)).toEqual(['getSafeInfo'])

    await modal.getByRole('button', { name: /^Safe/ }).click()
    await app.locator('[data-demo-status]', { hasText: /^connected$/ }).waitFor()
    await expect(app.locator('[data-demo-address]').textContent()).resolves.toBe(safe)
    // a Safe is a contract account
    await expect(app.locator('[data-demo-account-type]').textContent()).resolves.toBe('smartAccount')

    // Send 0.25 ETH: Safe{Wallet} queues a Safe transaction for the owners and answers its safeTxHash.
    const chain = chainReads(demo.world.chains[0]!.url)
    const receiver = demo.world.chains[0]!.accounts[RECEIVER_INDEX]!.address
    const before = await chain.native(receiver)
    await app.locator('[data-latch-connect-button]').click()
    await modal.getByRole('heading', { name: 'Account' }).waitFor()
    await modal.getByRole('button', { name: 'Send' }).click()
    await modal.getByRole('heading', { name: 'Send' }).waitFor()
    await modal.locator('[data-latch-token-select]', { hasText: 'ETH' }).waitFor()
    await modal.getByLabel('Amount').fill('0.25')
    await modal.getByLabel('To').fill(receiver)
    await modal.getByRole('button', { name: 'Review' }).click()
    await modal.getByRole('heading', { name: 'Review Send' }).waitFor()
    await modal.getByRole('button', { name: 'Send', exact: true }).click()
    await modal.getByRole('heading', { name: 'Account' }).waitFor()

    const sent = parent.requests.filter((r) => r.method === 'sendTransactions')
    expect(sent).toEqual([
      {
        id: expect.any(String),
        method: 'sendTransactions',
        params: { txs: [{ to: receiver, value: '250000000000000000', data: '0x' }] },
      },
    ])
    const [safeTxHash] = parent.safeTxHashes
    await expect(app.locator('[data-demo-events]').textContent()).resolves.toContain('SEND_SUCCESS')
    // The send ends at once with the safeTxHash (no receipt is awaited): Activity lists it as queued
    // for the owners, with no explorer link (no chain transaction has that hash).
    expect(safeTxHash).toMatch(/^0x[0-9a-f]{64}$/)
    await modal.getByRole('tab', { name: 'Activity' }).click()
    // once the chain's history is read too (it has no receipt for that hash)
    await modal.locator('[data-latch-activity-list][aria-busy="false"]').waitFor()
    const activity = modal.locator('[data-latch-activity="queued"]', { hasText: 'Sent 0.25 ETH' }).first()
    await activity.waitFor()
    await expect(activity.locator('time').textContent()).resolves.toBe('Queued')
    await expect(activity.locator('a').count()).resolves.toBe(0)
    await screenshot(page, 'safe-app-activity')
    // Queued, not executed: the owners have not confirmed, so nothing moved on chain yet.
    expect(formatEther((await chain.native(receiver)) - before)).toBe('0')
    expect(foreignRequests).toEqual([])
    await page.context().close()
  })

  it("the demo's batch (EIP-5792) is one Safe transaction with both calls; its id is the safeTxHash and it reads as pending until the owners execute it", async () => {
    const { page, parent, app } = await framedDemo()
    await connectSafe(app)
    await app.locator('[data-demo-status]', { hasText: /^connected$/ }).waitFor()
    await app.locator('[data-demo-batch] button', { hasText: 'Send a batch' }).click()
    await app.locator('[data-demo-batch-status="pending"]').waitFor()
    const sent = parent.requests.filter((r) => r.method === 'sendTransactions')
    expect(sent).toHaveLength(1)
    const { txs } = sent[0]!.params as { txs: { to: string; value: string; data: string }[] }
    expect(txs).toHaveLength(2)
    // approve 5 LTK (ERC-20 approve), then 0.01 ETH
    expect(txs[0]).toMatchObject({ value: '0', data: expect.stringMatching(/^0x095ea7b3/) })
    expect(txs[1]).toMatchObject({ value: '10000000000000000', data: '0x' })
    const [safeTxHash] = parent.safeTxHashes
    await expect(app.locator('[data-demo-batch-id]').textContent()).resolves.toBe(safeTxHash)
    expect(parent.requests.filter((r) => r.method === 'getTxBySafeTxHash')[0]?.params).toEqual({ safeTxHash })
    await page.context().close()
  })

  it('a message signature round-trips through the Safe: signing in creates a session for the Safe address', async () => {
    const { page, parent, app, safe } = await framedDemo()
    // The setting reloads the framed demo.
    await Promise.all([
      page.waitForEvent('framenavigated'),
      app.locator('[data-demo-sign-in]').selectOption('required'),
    ])
    await app.locator('[data-latch-connect-button]').waitFor()
    await connectSafe(app)
    await app.getByRole('dialog').getByRole('heading', { name: 'Sign In' }).waitFor()
    await app.getByRole('dialog').getByRole('button', { name: 'Sign', exact: true }).click()
    await app.locator('[data-demo-session="signed-in"]').waitFor()
    await expect(app.locator('[data-demo-session-address]').textContent()).resolves.toBe(safe)
    expect(parent.signed).toHaveLength(1)
    const [{ message, signature }] = parent.signed as [{ message: string; signature: `0x${string}` }]
    expect(message).toContain(safe)
    await expect(verifyMessage({ address: safe, message, signature })).resolves.toBe(true)
    await page.context().close()
  })

  it('outside a frame nothing is posted for a Safe and Safe is not listed', async () => {
    const recorder = `(() => {
      const posted = (window.__safePosts = [])
      const original = window.postMessage.bind(window)
      window.postMessage = (message, ...rest) => {
        if (message && typeof message === 'object' && 'env' in message) posted.push(message)
        return original(message, ...rest)
      }
    })()`
    const { page } = await demo.openPage({ inject: false, initScripts: [recorder] })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog').getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    await page.waitForTimeout(600)
    await expect(page.getByRole('dialog').locator('[data-latch-wallet="safe"]').count()).resolves.toBe(0)
    await expect(
      page.evaluate(() => (window as unknown as { __safePosts: unknown[] }).__safePosts),
    ).resolves.toEqual([])
    await page.context().close()
  })
})
