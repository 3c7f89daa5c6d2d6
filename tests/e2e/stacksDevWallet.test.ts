import {
  decodeBitcoinTransaction,
  finalizePsbt,
  TEST_STX_FEE,
  verifyPsbtInputSignature,
} from '@latch/testing/stacks'
import { stacksMessageHash } from '@latch/testing/walletconnect'
import { publicKeyFromSignatureRsv, publicKeyToAddress } from '@stacks/transactions'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEMO_PSBT_FEE,
  DEMO_STACKS_CONTRACT,
  DEMO_STACKS_FUNCTION,
  DEMO_STACKS_MESSAGE,
  DEMO_STX_AMOUNT,
  DEMO_STX_RECIPIENT,
} from '../../examples/demo/src/demoStacksActions'
import { DEMO_BTC_BALANCE, DEMO_STX_BALANCE, DEV_STACKS_WALLET_NAME } from '../../examples/demo/worldStacks'
import { type DemoSuite, screenshot, startDemoSuite } from './support/demoFixture'
import { dialog } from './support/modal'
import { stabilise, visualFindings } from './support/visual'

let demo: DemoSuite

beforeAll(async () => {
  demo = await startDemoSuite()
})
afterAll(async () => {
  await demo?.close()
})

describe('the demo’s Stacks/Bitcoin dev wallet, in Chromium', () => {
  it('is switched on with the dev wallet, picked in the picker, connects, signs a message, sends STX on the local Stacks API and signs a PSBT', async () => {
    const dev = demo.world.stacks.devAccounts
    const api = demo.world.stacks.state
    // A visitor with no extension: the page's own dev wallet switch is the only wallet.
    const { page, foreignRequests } = await demo.openPage({ inject: false })
    // The wallet joins the running page: the picker lists it without a reload.
    await page.getByLabel('Dev wallet').check()

    await page.getByRole('button', { name: 'Connect Stacks/Bitcoin wallet' }).click()
    const row = dialog(page).getByRole('button', { name: new RegExp(`^${DEV_STACKS_WALLET_NAME}`) })
    await expect(row.getAttribute('data-installed')).resolves.toBe('')
    await row.click()
    await page.locator('[data-demo-stacks-wallet]', { hasText: DEV_STACKS_WALLET_NAME }).waitFor()
    await expect(page.locator('[data-demo-stacks-address="stx"] code').allTextContents()).resolves.toEqual([
      dev.stxAddress,
    ])
    await expect(page.locator('[data-demo-stacks-address="btc"] code').allTextContents()).resolves.toEqual([
      dev.btcPaymentAddress,
      dev.btcOrdinalsAddress,
    ])
    // The balance is the local Stacks API's: 12.5 STX.
    await page.locator('[data-demo-stacks-balance="12.5"]').waitFor()

    // A message signature that recovers to the wallet's Stacks address.
    await page.getByRole('button', { name: 'Sign a Stacks message' }).click()
    const signature = await page.locator('[data-demo-stacks-result="signature"] code').textContent()
    const signer = publicKeyFromSignatureRsv(stacksMessageHash(DEMO_STACKS_MESSAGE), signature ?? '')
    expect(publicKeyToAddress(signer, 'testnet')).toBe(dev.stxAddress)

    // 1 STX sent: the wallet broadcast it to the local Stacks API, which moved the balances.
    await page.getByRole('button', { name: 'Send 1 STX' }).click()
    const txid = await page.locator('[data-demo-stacks-result="txid"] code').textContent()
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect(api.stxTxs[0]).toMatchObject({
      txid: `0x${txid}`,
      sender: dev.stxAddress,
      recipient: DEMO_STX_RECIPIENT,
      amount: DEMO_STX_AMOUNT,
    })
    const left = DEMO_STX_BALANCE - DEMO_STX_AMOUNT - TEST_STX_FEE
    expect(api.stx.get(dev.stxAddress)).toBe(left)
    expect(api.stx.get(DEMO_STX_RECIPIENT)).toBe(DEMO_STX_AMOUNT)
    expect(api.nonces.get(dev.stxAddress)).toBe(1n)
    // The page shows the new balance read from the API: 12.5 - 1 - 0.0002 STX.
    await page.locator('[data-demo-stacks-balance="11.4998"]').waitFor()

    // A PSBT spending the payment address's output on the local Esplora, signed by its key.
    await page.getByRole('button', { name: 'Sign a Bitcoin PSBT' }).click()
    const psbt = (await page.locator('[data-demo-stacks-result="psbt"] code').textContent()) ?? ''
    expect(verifyPsbtInputSignature(psbt, 0)).toEqual({ valid: true, publicKey: dev.btcPaymentPublicKey })
    // Finalized, it spends the 0.0005 BTC output back to the wallet's ordinals address, less the fee.
    expect(decodeBitcoinTransaction(finalizePsbt(psbt), 'testnet').outputs).toEqual([
      { address: dev.btcOrdinalsAddress, amount: DEMO_BTC_BALANCE - DEMO_PSBT_FEE },
    ])

    await expect(page.locator('[data-demo-stacks-error]').count()).resolves.toBe(0)
    await page.locator('[data-demo-stacks]').scrollIntoViewIfNeeded()
    await screenshot(page, 'stacks-dev-wallet')

    // Like an extension, it is there again after a reload, still connected, with the new balance.
    await page.reload()
    await page.locator('[data-demo-stacks-wallet]', { hasText: DEV_STACKS_WALLET_NAME }).waitFor()
    await page.locator('[data-demo-stacks-balance="11.4998"]').waitFor()
    expect(foreignRequests).toEqual([])
    await page.context().close()
  })
})

/** The methods the page's dev Stacks/Bitcoin wallet was asked for, in order. */
function devWalletMethods(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const w = window as unknown as {
      __latchStacksTestWallets: Record<string, { calls: { method: string }[] }>
    }
    return Object.values(w.__latchStacksTestWallets).flatMap((wallet) => wallet.calls.map((c) => c.method))
  })
}

describe('"Review before your wallet" with the demo’s Stacks/Bitcoin dev wallet, in Chromium', () => {
  it('the PSBT sample waits in the review (own input, change output, fee) and reaches the wallet only on Continue; the allow-mode contract call warns first and, declined, reaches no wallet (continued, the wallet signs it and the local node takes it); both in light, dark and 390 px with axe clean', async () => {
    const dev = demo.world.stacks.devAccounts
    const { page, foreignRequests } = await demo.openPage({ inject: false })
    // the setting reloads the page, which keeps it
    await Promise.all([page.waitForEvent('load'), page.locator('[data-demo-review]').check()])
    await page.waitForSelector('[data-latch-connect-button]')
    await stabilise(page)
    await page.getByLabel('Dev wallet').check()
    await page.getByRole('button', { name: 'Connect Stacks/Bitcoin wallet' }).click()
    await dialog(page)
      .getByRole('button', { name: new RegExp(`^${DEV_STACKS_WALLET_NAME}`) })
      .click()
    await page.locator('[data-demo-stacks-wallet]', { hasText: DEV_STACKS_WALLET_NAME }).waitFor()
    const modal = dialog(page)
    const view = modal.locator('[data-latch-view="ApproveTransaction"]')
    // the dev wallet's keys are fresh each run: its addresses (in monospace, so of one width) are masked
    const addresses = () => [view.locator('[data-latch-approval-address]')]
    const findings = visualFindings()

    // (a) the PSBT: the review shows it before the wallet is asked
    await page.getByRole('button', { name: 'Sign a Bitcoin PSBT' }).click()
    await modal.getByRole('heading', { name: 'Review before your wallet' }).waitFor()
    const psbt = view.locator('[data-latch-approval-preview="bitcoinPsbt"]')
    await psbt.waitFor()
    const inputs = psbt.locator('[data-latch-approval-effect="inputs"] li')
    expect(await inputs.count()).toBe(1)
    expect(await inputs.first().getAttribute('data-latch-approval-own')).toBe('')
    expect(await inputs.first().textContent()).toContain('0.0005 BTC')
    const outputs = psbt.locator('[data-latch-approval-effect="outputs"] li')
    expect(await outputs.count()).toBe(1)
    expect(await outputs.first().getAttribute('data-latch-approval-change')).toBe('')
    expect(await outputs.first().textContent()).toContain('0.00049 BTC')
    expect(await psbt.locator('[data-latch-approval-fee]').textContent()).toContain('0.00001 BTC')
    expect(await devWalletMethods(page)).not.toContain('signPsbt')
    await findings.check(page, 'ApproveTransaction', { variant: 'beforeWallet-psbt', mask: addresses })
    expect(await devWalletMethods(page)).not.toContain('signPsbt')
    await view.locator('[data-latch-approval-approve]').click()
    const signed = (await page.locator('[data-demo-stacks-result="psbt"] code').textContent()) ?? ''
    expect(verifyPsbtInputSignature(signed, 0)).toEqual({ valid: true, publicKey: dev.btcPaymentPublicKey })
    expect((await devWalletMethods(page)).filter((m) => m === 'signPsbt')).toHaveLength(1)

    // (b) the contract call in mode allow: the warning comes first; declined, no wallet is asked
    await page.getByRole('button', { name: 'Call a contract (allow mode)' }).click()
    await modal.getByRole('heading', { name: 'Review before your wallet' }).waitFor()
    const call = view.locator('[data-latch-approval-preview="stacksCall"]')
    await call.waitFor()
    const warning = call.locator('[data-latch-approval-warning="allowMode"]')
    expect(await call.locator('[role="alert"]').first().getAttribute('data-latch-approval-warning')).toBe(
      'allowMode',
    )
    expect(await warning.isVisible()).toBe(true)
    expect(await call.textContent()).toContain(DEMO_STACKS_CONTRACT.split('.')[1])
    expect(await call.textContent()).toContain(DEMO_STACKS_FUNCTION)
    expect(await call.textContent()).toContain('u1000000')
    await findings.check(page, 'ApproveTransaction', { variant: 'beforeWallet-stacksAllow' })
    expect(findings.list).toEqual([])
    await view.locator('[data-latch-approval-reject]').click()
    await page.locator('[data-demo-stacks-error]').waitFor()
    expect(await devWalletMethods(page)).not.toContain('stx_callContract')
    expect(demo.world.stacks.state.stxTxs.some((tx) => tx.recipient === DEMO_STACKS_CONTRACT)).toBe(false)
    // asked again and continued, the wallet signs the call and the local node takes it
    await page.getByRole('button', { name: 'Call a contract (allow mode)' }).click()
    await call.locator('[data-latch-approval-warning="allowMode"]').waitFor()
    await view.locator('[data-latch-approval-approve]').click()
    const txid = await page.locator('[data-demo-stacks-result="call"] code').textContent()
    expect(demo.world.stacks.state.stxTxs[0]).toMatchObject({
      txid: `0x${txid}`,
      sender: dev.stxAddress,
      call: { contract: DEMO_STACKS_CONTRACT, functionName: DEMO_STACKS_FUNCTION },
    })
    expect((await devWalletMethods(page)).filter((m) => m === 'stx_callContract')).toHaveLength(1)
    expect(foreignRequests).toEqual([])
    await page.context().close()
  })
})
