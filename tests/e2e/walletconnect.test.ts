import { TEST_KEYS } from '@latch/testing/stacks'
import {
  createTestPairingWallet,
  stacksMessageHash,
  type TestPairingWallet,
} from '@latch/testing/walletconnect'
import { createPairingQr } from '@latch/walletconnect'
import { publicKeyFromSignatureRsv, publicKeyToAddress } from '@stacks/transactions'
import jsQR from 'jsqr'
import type { Page } from 'playwright-core'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_STACKS_MESSAGE } from '../../examples/demo/src/demoStacksActions'
import { axeDialog } from './support/axe'
import { isLocalUrl } from './support/browser'
import { type DemoSuite, screenshot, startDemoSuite } from './support/demoFixture'
import { dialog, openAccount } from './support/modal'

let demo: DemoSuite

beforeAll(async () => {
  demo = await startDemoSuite()
})
afterAll(async () => {
  await demo?.close()
})

/** Non-loopback hosts the page tried: requests the route guard aborted and connections the CSP refused. */
function outsideHosts(foreignRequests: readonly string[], consoleErrors: readonly string[]): string[] {
  const hosts = foreignRequests.map((url) => new URL(url).host)
  for (const message of consoleErrors) {
    const refused = /Refused to (?:connect|frame|load)[^']*'([^']+)'/.exec(message)?.[1]
    if (refused) hosts.push(new URL(refused).host)
  }
  return [...new Set(hosts)].filter((host) => !/^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(host))
}

/** Records, in the page and each of its frames, every resource the CSP refused (`blockedURI`). */
const CSP_RECORDER = `window.__cspRefused = [];
document.addEventListener('securitypolicyviolation', (e) => window.__cspRefused.push(e.blockedURI), true);`

/**
 * Records, from the page's first script on, when the pairing view first shows its code's frame (and
 * that frame's and the pairing block's sizes then), when the URI appears and when the QR image does.
 */
const PAIRING_TIMES = `window.__pairing = {};
new MutationObserver(() => {
  const p = window.__pairing, now = performance.now();
  const frame = document.querySelector('[data-latch-pairing-code]');
  const block = document.querySelector('[data-latch-pairing]');
  if (frame && block && p.frameAt === undefined) {
    const f = frame.getBoundingClientRect(), b = block.getBoundingClientRect();
    Object.assign(p, { frameAt: now, uriAtFrame: block.hasAttribute('data-latch-pairing-uri'),
      frame: [f.width, f.height], block: [b.width, b.height] });
  }
  if (p.uriAt === undefined && document.querySelector('[data-latch-pairing-uri]')) p.uriAt = now;
  if (p.qrAt === undefined && document.querySelector('img[data-latch-pairing-qr]')) p.qrAt = now;
}).observe(document, { subtree: true, childList: true, attributes: true });`

/** Opens the modal, chooses WalletConnect and returns the pairing URI once its QR code is drawn. */
async function openPairing(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
  await dialog(page)
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  await dialog(page).locator('[data-latch-pairing-uri] img[data-latch-pairing-qr]').waitFor()
  const uri = await dialog(page).locator('[data-latch-pairing-uri]').getAttribute('data-latch-pairing-uri')
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri ?? ''
}

describe('pairing protocol (WalletConnect) in Chromium', () => {
  it('the demo shows the QR for a pairing that the wallet harness completes, and the page shows the approved account', async () => {
    const relayUrl = demo.world.config.pairing?.relayUrl
    expect(relayUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+/)
    const [main] = demo.world.chains
    const account = main!.accounts[11]!
    let wallet: TestPairingWallet | undefined
    const { page, foreignRequests, consoleErrors } = await demo.openPage({ inject: false })
    try {
      const uri = await openPairing(page)
      const qr = dialog(page).locator('[data-latch-pairing-uri] img[data-latch-pairing-qr]')
      expect(uri).toContain(`relay-protocol=irn`)
      // The image is the connector's QR of exactly this URI (the same encoder run here).
      const src = (await qr.getAttribute('src')) ?? ''
      expect(src).toMatch(/^data:image\/svg\+xml,/)
      const drawnPath = /<path[^>]* d="([^"]+)"/.exec(
        decodeURIComponent(src.slice(src.indexOf(',') + 1)),
      )?.[1]
      const expectedPath = /<path[^>]* d="([^"]+)"/.exec((await createPairingQr(uri!)).svg)?.[1]
      expect(drawnPath).toBeDefined()
      expect(drawnPath).toBe(expectedPath)
      // no inline style in the markup; the one style the modal writes is its frame's animated height,
      // set through the CSS object model, which the demo's strict CSP allows
      expect(await dialog(page).locator('[style]:not([data-latch-frame])').count()).toBe(0)
      await dialog(page).getByRole('button', { name: 'Copy link' }).waitFor()
      await screenshot(page, 'walletconnect-qr')
      expect(await axeDialog(page)).toEqual([])

      wallet = await createTestPairingWallet({
        relayUrl: relayUrl!,
        keys: { evm: { privateKey: account.privateKey, rpcUrl: main!.url } },
      })
      await wallet.pair(uri!)
      const proposal = await wallet.nextProposal()
      const requested = [
        ...(proposal.requiredNamespaces.eip155?.chains ?? []),
        ...(proposal.optionalNamespaces.eip155?.chains ?? []),
      ]
      expect(requested).toContain(`eip155:${main!.chainId}`)
      await wallet.approve(proposal)

      await page.locator('[data-demo-status]', { hasText: /^connected$/ }).waitFor()
      await expect(page.locator('[data-demo-address]').textContent()).resolves.toBe(account.address)
      expect(wallet.sessionTopics()).toHaveLength(1)

      await openAccount(page)
      await screenshot(page, 'walletconnect-account')

      // The page's pairing SDK may try hosted services; they are blocked (route guard, CSP) and the
      // pairing above completed without them. Report what was tried.
      const blocked = outsideHosts(foreignRequests, consoleErrors)
      console.info(`[walletconnect] non-loopback hosts the page tried: ${blocked.join(', ') || 'none'}`)
    } finally {
      await wallet?.close()
      await page.context().close()
    }
  })

  it('a wallet paired with EVM, Solana, Stacks and Bitcoin accounts gets each family connected in the page, and a Stacks request goes to its Stacks chain', async () => {
    const [main] = demo.world.chains
    const account = main!.accounts[12]!
    let wallet: TestPairingWallet | undefined
    const { page } = await demo.openPage({ inject: false })
    try {
      const uri = await openPairing(page)
      wallet = await createTestPairingWallet({
        relayUrl: demo.world.config.pairing!.relayUrl,
        storagePrefix: 'latch-e2e-every-family',
        keys: {
          evm: { privateKey: account.privateKey, rpcUrl: main!.url },
          solana: { seed: new Uint8Array(32).fill(9) },
          stacks: { privateKey: TEST_KEYS.bob.stacks, network: 'testnet' },
          bitcoin: { privateKey: TEST_KEYS.bob.bitcoin, network: 'testnet' },
        },
      })
      await wallet.pair(uri)
      const proposal = await wallet.nextProposal()
      // The demo asks for every family it runs, on its own local networks.
      const chains = (ns: string) => [
        ...(proposal.requiredNamespaces[ns]?.chains ?? []),
        ...(proposal.optionalNamespaces[ns]?.chains ?? []),
      ]
      expect(chains('eip155')).toContain(`eip155:${main!.chainId}`)
      expect(chains('solana')).toEqual([`solana:${demo.world.config.solana!.genesisHash.slice(0, 32)}`])
      expect(chains('stacks')).toEqual(['stacks:2147483648'])
      expect(chains('bip122')).toEqual(['bip122:000000000933ea01ad0ee984209779ba'])
      await wallet.approve(proposal)

      await page.locator('[data-demo-status]', { hasText: /^connected$/ }).waitFor()
      await expect(page.locator('[data-demo-address]').textContent()).resolves.toBe(account.address)
      // The Stacks and Bitcoin accounts of the same session show in the Stacks panel.
      await page
        .locator('[data-demo-stacks-address="stx"] code', { hasText: wallet.addresses.stacks! })
        .waitFor()
      await expect(page.locator('[data-demo-stacks-wallet]').textContent()).resolves.toBe('WalletConnect')
      await expect(page.locator('[data-demo-stacks-address="btc"] code').allTextContents()).resolves.toEqual([
        wallet.addresses.bip122,
      ])
      // The page still shows the EVM account the visitor connected.
      await expect(page.locator('[data-demo-address]').textContent()).resolves.toBe(account.address)

      await page.getByRole('button', { name: 'Sign a Stacks message' }).click()
      const signature = await page.locator('[data-demo-stacks-result="signature"] code').textContent()
      expect(wallet.requests.at(-1)).toMatchObject({
        chainId: 'stacks:2147483648',
        method: 'stx_signMessage',
      })
      const signer = publicKeyFromSignatureRsv(stacksMessageHash(DEMO_STACKS_MESSAGE), signature ?? '')
      expect(publicKeyToAddress(signer, 'testnet')).toBe(wallet.addresses.stacks)
      expect(wallet.sessionTopics()).toHaveLength(1)

      // The Solana account of the same session is connected too: switching the page to Solana shows it.
      await page.locator('[data-demo-network-button]').click()
      await dialog(page)
        .getByRole('button', { name: /Solana Localnet/ })
        .click()
      await page.locator('[data-demo-address]', { hasText: wallet.addresses.solana! }).waitFor()
      await expect(page.locator('[data-demo-status]').textContent()).resolves.toBe('connected')
      expect(wallet.sessionTopics()).toHaveLength(1)
    } finally {
      await wallet?.close()
      await page.context().close()
    }
  })

  it('pairing and a request through the session reach no host the app did not configure: every request, frame, WebSocket and CSP refusal of the page stays on loopback', async () => {
    const relayUrl = demo.world.config.pairing!.relayUrl
    const [main] = demo.world.chains
    let wallet: TestPairingWallet | undefined
    const { page, foreignRequests, consoleErrors } = await demo.openPage({
      inject: false,
      initScripts: [CSP_RECORDER],
    })
    const sockets: string[] = []
    const frames: string[] = []
    page.on('websocket', (socket) => sockets.push(socket.url()))
    page.on('framenavigated', (frame) => frames.push(frame.url()))
    page.on('frameattached', (frame) => frames.push(frame.url()))
    try {
      const uri = await openPairing(page)
      wallet = await createTestPairingWallet({
        relayUrl,
        storagePrefix: 'latch-e2e-hosts',
        keys: {
          evm: { privateKey: main!.accounts[13]!.privateKey, rpcUrl: main!.url },
          stacks: { privateKey: TEST_KEYS.bob.stacks, network: 'testnet' },
        },
      })
      await wallet.pair(uri)
      await wallet.approve(await wallet.nextProposal())
      await page.locator('[data-demo-status]', { hasText: /^connected$/ }).waitFor()
      // a request through the session: the SDK attests each one as it does the proposal
      await page
        .locator('[data-demo-stacks-address="stx"] code', { hasText: wallet.addresses.stacks! })
        .waitFor()
      await page.getByRole('button', { name: 'Sign a Stacks message' }).click()
      await page.locator('[data-demo-stacks-result="signature"] code').waitFor()
      expect(wallet.requests.at(-1)?.method).toBe('stx_signMessage')

      const refused = await page.evaluate(
        () => (window as unknown as { __cspRefused: string[] }).__cspRefused,
      )
      const attempted = [
        ...foreignRequests,
        ...sockets,
        ...frames.filter((url) => url !== '' && url !== 'about:blank'),
        ...refused.filter((url) => /^[a-z]+:\/\//.test(url)),
      ]
      // the recorders see the page's traffic: the relay socket is there, on loopback
      expect(sockets).toEqual(expect.arrayContaining([expect.stringMatching(/^ws:\/\/127\.0\.0\.1:\d+/)]))
      expect(attempted.filter((url) => !isLocalUrl(url))).toEqual([])
      expect(outsideHosts([], consoleErrors)).toEqual([])
    } finally {
      await wallet?.close()
      await page.context().close()
    }
  })

  it('dismissing the pairing view cancels the pairing: the page stays disconnected and WalletConnect offers a fresh URI', async () => {
    const { page } = await demo.openPage({ inject: false })
    try {
      const first = await openPairing(page)
      await page.locator('[data-demo-status]', { hasText: /^connecting$/ }).waitFor()
      await dialog(page).getByRole('button', { name: 'Close' }).click()
      await dialog(page).waitFor({ state: 'detached' })
      await page.locator('[data-demo-status]', { hasText: /^disconnected$/ }).waitFor()
      const second = await openPairing(page)
      expect(second).not.toBe(first)
    } finally {
      await page.context().close()
    }
  })

  it('the pairing code’s frame has its final size before the URI exists, the QR follows the URI within 300 ms, with the logo in its centre and Copy link', async () => {
    const { page } = await demo.openPage({ inject: false, initScripts: [PAIRING_TIMES] })
    try {
      const uri = await openPairing(page)
      const times = await page.evaluate(
        () =>
          (window as unknown as { __pairing: Record<string, number | boolean | number[] | undefined> })
            .__pairing,
      )
      const frame = await dialog(page).locator('[data-latch-pairing-code]').boundingBox()
      const block = await dialog(page).locator('[data-latch-pairing]').boundingBox()
      console.info(
        `[walletconnect] frame at ${times.frameAt} ms, URI at ${times.uriAt} ms, QR at ${times.qrAt} ms`,
      )
      // the frame came first, at its final size, with the copy action under it: nothing grows
      expect(times.uriAtFrame).toBe(false)
      expect(times.frame).toEqual([frame?.width, frame?.height])
      expect(times.block).toEqual([block?.width, block?.height])
      expect(frame?.width).toBeGreaterThanOrEqual(240)
      // the generator loaded beside the pairing: the code follows the URI at once
      expect(Number(times.qrAt) - Number(times.uriAt)).toBeLessThan(300)
      await dialog(page).locator('[data-latch-pairing-code] [data-latch-pairing-logo] img').waitFor()
      // the code still reads as the URI with the logo on it, as a phone's camera sees it
      const shot = PNG.sync.read(await dialog(page).locator('[data-latch-pairing-code]').screenshot())
      const read = jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height)
      expect(read?.data).toBe(uri)
      await dialog(page).getByRole('button', { name: 'Copy link' }).waitFor()
      await expect(dialog(page).getByRole('button', { name: 'Copy link' }).isEnabled()).resolves.toBe(true)
      await screenshot(page, 'walletconnect-qr-logo')
    } finally {
      await page.context().close()
    }
  })
})
