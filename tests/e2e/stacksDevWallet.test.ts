import {
  decodeBitcoinTransaction,
  finalizePsbt,
  TEST_STX_FEE,
  verifyPsbtInputSignature,
} from '@latch/testing/stacks'
import { stacksMessageHash } from '@latch/testing/walletconnect'
import { publicKeyFromSignatureRsv, publicKeyToAddress } from '@stacks/transactions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEMO_PSBT_FEE,
  DEMO_STACKS_MESSAGE,
  DEMO_STX_AMOUNT,
  DEMO_STX_RECIPIENT,
} from '../../examples/demo/src/demoStacksActions'
import { DEMO_BTC_BALANCE, DEMO_STX_BALANCE, DEV_STACKS_WALLET_NAME } from '../../examples/demo/worldStacks'
import { type DemoSuite, screenshot, startDemoSuite } from './support/demoFixture'
import { dialog } from './support/modal'

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
