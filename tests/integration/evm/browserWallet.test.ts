import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { TEST_WALLET_ICON, testWalletInitScript } from '@latch/testing/evm'
import type { Browser } from 'playwright-core'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../e2e/support/browser'
import { type EvmWorld, startEvmWorld } from './evmWorld'

let world: EvmWorld
let server: Server
let pageUrl: string
let browser: Browser

beforeAll(async () => {
  world = await startEvmWorld({ second: false })
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' })
    res.end('<!doctype html><title>Latch wallet page</title><p>app</p>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
  await world?.stop()
})

describe('test wallet injected into a real Chromium page', () => {
  it('announces over EIP-6963, connects, signs and sends through the dev chain, and rejects when scripted', async () => {
    const page = await browser.newPage()
    const from = world.chain.accounts[7]!.address
    const to = world.chain.accounts[19]!.address
    await page.addInitScript(
      testWalletInitScript({
        rpcUrl: world.chain.url,
        chainId: world.chain.chainId,
        accounts: [from],
        info: { uuid: 'page-uuid', name: 'Page Wallet', icon: TEST_WALLET_ICON, rdns: 'dev.latch.page' },
      }),
    )
    await page.goto(pageUrl)
    const result = await page.evaluate(
      async ({ to }) => {
        type Provider = { request(a: { method: string; params?: unknown[] }): Promise<unknown> }
        const found: { info: { rdns: string; name: string }; provider: Provider }[] = []
        window.addEventListener('eip6963:announceProvider', (e) => found.push((e as CustomEvent).detail))
        window.dispatchEvent(new Event('eip6963:requestProvider'))
        const provider = found[0]!.provider
        const accounts = (await provider.request({ method: 'eth_requestAccounts' })) as string[]
        const signature = await provider.request({ method: 'personal_sign', params: ['0x6869', accounts[0]] })
        const hash = await provider.request({
          method: 'eth_sendTransaction',
          params: [{ from: accounts[0], to, value: '0x3e8' }],
        })
        const controls = (
          window as unknown as { __latchTestWallets: Record<string, { rejectNext(r: object): void }> }
        ).__latchTestWallets['dev.latch.page']!
        controls.rejectNext({ method: 'personal_sign' })
        const rejected = await provider
          .request({ method: 'personal_sign', params: ['0x6869', accounts[0]] })
          .then(
            () => undefined,
            (e: { code: number }) => e.code,
          )
        return { names: found.map((f) => f.info.name), accounts, signature, hash, rejected }
      },
      { to },
    )
    expect(result.names).toEqual(['Page Wallet'])
    expect(result.accounts).toEqual([from])
    expect(result.signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(result.rejected).toBe(4001)
    const client = createPublicClient({ transport: http(world.chain.url) })
    const receipt = await client.waitForTransactionReceipt({
      hash: result.hash as `0x${string}`,
      pollingInterval: 50,
    })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(to.toLowerCase())
  })
})
