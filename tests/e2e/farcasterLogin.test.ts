// Sign In With Farcaster in Chromium through the demo: Connect → Farcaster → ConnectingFarcaster
// shows the sign-in link as a QR code and a link; the Farcaster app (the test, with the relay
// stand-in's key and a custody key registered in the ID registry stand-in on the dev chain) signs
// it; the modal reaches Account with the embedded wallet's addresses. The same fid in a second
// context (no storage) gets the same addresses, after its recovery kit, approving through the
// demo's dev Farcaster app page. Everything stays on loopback.

import { createFarcasterApp } from '@latch/testing/farcaster'
import type { Page } from 'playwright-core'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DemoSuite, startDemoSuite } from './support/demoFixture'
import { embeddedAddresses } from './support/embeddedDemo'
import { dialog } from './support/modal'
import { giveRecoveryKit, saveRecoveryKit } from './support/recoveryKit'

let demo: DemoSuite

beforeAll(async () => {
  demo = await startDemoSuite()
})
afterAll(async () => {
  await demo?.close()
})

/** Opens the demo without an injected wallet, then Connect → Farcaster; answers the link the view shows. */
async function startFarcasterSignIn(page: Page): Promise<string> {
  await page.locator('[data-demo-embedded-wallet]').waitFor()
  await page.locator('[data-latch-connect-button]').click()
  const modal = dialog(page)
  await modal.locator('[data-latch-social="farcaster"]').click()
  const view = modal.locator('[data-latch-view="ConnectingFarcaster"][data-state="waiting"]')
  await view.waitFor()
  // the QR code and the link are the same sign-in
  await view.getByRole('img', { name: 'Sign in with Farcaster' }).waitFor()
  const link = await view.locator('[data-latch-farcaster-link]').getAttribute('href')
  expect(await view.locator('[data-latch-pairing]').getAttribute('data-latch-pairing-uri')).toBe(link)
  return link ?? ''
}

describe('Farcaster login in Chromium with the relay and ID registry stand-ins', () => {
  it('signs a fid up (QR and link, recovery kit, Account), and signs the same fid in from a second context to the same addresses', async () => {
    const { farcaster } = demo.world.embeddedWallet
    const first = await demo.openPage({ inject: false })
    const link = await startFarcasterSignIn(first.page)
    expect(link.startsWith(`${farcaster.appUrl}/siwf?channelToken=`)).toBe(true)

    // the test is the visitor's Farcaster app: it signs the link's sign-in with the fid's custody key
    await createFarcasterApp({ relayUrl: farcaster.relayUrl, authKey: farcaster.authKey }).approve({
      uri: link,
      fid: farcaster.fid,
      custody: privateKeyToAccount(farcaster.custody.privateKey),
    })
    const code = await saveRecoveryKit(first.page)
    await dialog(first.page).getByRole('heading', { name: 'Account' }).waitFor()
    await first.page.keyboard.press('Escape')
    const addresses = await embeddedAddresses(first.page)
    expect(first.foreignRequests).toEqual([])

    // a second browser profile: nothing stored; the visitor approves on the dev Farcaster app page
    const second = await demo.openPage({ inject: false })
    const secondLink = await startFarcasterSignIn(second.page)
    expect(secondLink).not.toBe(link)
    const app = await second.context.newPage()
    await app.goto(secondLink)
    await app.getByText(`${new URL(demo.world.url).host} asks you to sign in`).waitFor()
    await app.getByRole('button', { name: 'Approve' }).click()
    await app.locator('[data-dev-farcaster-done]').waitFor()
    await giveRecoveryKit(second.page, code)
    await dialog(second.page).getByRole('heading', { name: 'Account' }).waitFor()
    await second.page.keyboard.press('Escape')
    expect(await embeddedAddresses(second.page)).toEqual(addresses)
    expect(second.foreignRequests).toEqual([])
    await first.context.close()
    await second.context.close()
  })
})
