import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createTestWbipWallet, stacksWalletInitScript, TEST_KEYS } from '@latch/testing/stacks'
import { build } from 'esbuild'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../e2e/support/browser'

let server: Server
let pageUrl: string
let browser: Browser
let adapterBundle: string

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' })
    res.end('<!doctype html><title>Latch Stacks page</title><p>app</p>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  // The app side: @latch/stacks bundled for the browser, exposed for page.evaluate.
  const out = await build({
    stdin: {
      contents: `
        import { createMemoryStore, createStorage } from '@latch/core'
        import { createStacksAdapters, defineBitcoinNetwork, defineStacksNetwork } from '@latch/stacks'
        window.__app = { createMemoryStore, createStorage, createStacksAdapters, defineBitcoinNetwork, defineStacksNetwork }
      `,
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    // Workspace packages from their `source` condition (src); `module` stays on as by default.
    conditions: ['source', 'module'],
    write: false,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  adapterBundle = out.outputFiles[0]!.text
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
})

describe('Stacks/Bitcoin test wallets injected into a real Chromium page', () => {
  it('are discovered as installed, connect Leather-like then Xverse-like, sign for real and reject when scripted', async () => {
    const page = await browser.newPage()
    await page.addInitScript(await stacksWalletInitScript([{ flavour: 'leather' }, { flavour: 'xverse' }]))
    await page.goto(pageUrl)
    await page.addScriptTag({ content: adapterBundle })
    const bob = createTestWbipWallet({ flavour: 'leather', keys: TEST_KEYS.bob }).accounts
    const result = await page.evaluate(
      async ({ bob }) => {
        // biome-ignore lint/suspicious/noExplicitAny: the page's globals are untyped
        const w = window as any
        const app = w.__app
        const networks = [
          app.defineStacksNetwork('testnet', 'http://127.0.0.1:9'),
          app.defineBitcoinNetwork('testnet', 'http://127.0.0.1:9'),
        ]
        const { stacks, bip122 } = app.createStacksAdapters()
        const context = { networks, storage: app.createStorage(window.localStorage), getWindow: () => window }
        await Promise.all([stacks.init(context), bip122.init(context)])
        const connectors = stacks
          .getConnectors()
          .map((c: { name: string; installed: boolean }) => [c.name, c.installed])
        const leather = await stacks.connect({ connectorId: 'LeatherProvider' })
        const transfer = await stacks.call('stx_transferStx', {
          recipient: bob.stxAddress,
          amount: 1_000_000n,
          memo: 'page',
        })
        w.__latchStacksTestWallets.LeatherProvider.rejectNext()
        const rejected = await stacks
          .call('stx_signMessage', { message: 'x' })
          .catch((e: { code: number; meta: unknown }) => ({
            code: e.code,
            meta: e.meta,
          }))
        const xverse = await bip122.connect({ connectorId: 'XverseProviders.BitcoinProvider' })
        const send = await bip122.call(
          'sendTransfer',
          {
            recipients: [{ address: bob.btcPaymentAddress, amount: 5_000n }],
          },
          'XverseProviders.BitcoinProvider',
        )
        const xverseCalls = w.__latchStacksTestWallets['XverseProviders.BitcoinProvider'].calls
        return {
          connectors,
          leather: leather.accounts[0].address,
          transfer,
          leatherSigned: w.__latchStacksTestWallets.LeatherProvider.signed.at(-1),
          rejected,
          xverse: xverse.accounts[0].address,
          send,
          xverseShape: xverseCalls.at(-1).params,
          remembered: window.localStorage.getItem('@latch/stacks.sessions'),
        }
      },
      { bob },
    )
    const alice = createTestWbipWallet({ flavour: 'leather' }).accounts
    expect(result.connectors).toEqual([
      ['Leather', true],
      ['Xverse', true],
      ['Asigna', false],
    ])
    expect(result.leather).toBe(alice.stxAddress)
    expect(result.transfer.txid).toMatch(/^[0-9a-f]{64}$/)
    expect(result.transfer.transaction).toBe(result.leatherSigned)
    expect(result.rejected).toEqual({ code: 4001, meta: { walletCode: 4001 } })
    expect(result.xverse).toBe(alice.btcPaymentAddress)
    expect(result.send.txid).toMatch(/^[0-9a-f]{64}$/)
    expect(result.xverseShape).toEqual({ recipients: [{ address: bob.btcPaymentAddress, amount: 5000 }] })
    // both wallets stay connected, each with its own stored session
    expect(Object.keys(JSON.parse(result.remembered!).d)).toEqual([
      'LeatherProvider',
      'XverseProviders.BitcoinProvider',
    ])
    await page.close()
  })
})
