import { createPublicKey, verify } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { createSolanaAccountData, decodeBase58, solanaLocalnet } from '@latch/solana'
import { type SolanaRpc, solanaTestWalletScript, startSolanaRpc } from '@latch/testing/solana'
import {
  createMint,
  getAccount,
  getAssociatedTokenAddressSync,
  getOrCreateAssociatedTokenAccount,
  mintTo,
} from '@solana/spl-token'
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import { build } from 'esbuild'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../e2e/support/browser'

const SEED = '2a'.repeat(32)
let rpc: SolanaRpc
let server: Server
let pageUrl: string
let browser: Browser

beforeAll(async () => {
  rpc = await startSolanaRpc()
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL('./browserApp.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    // Workspace packages from their `source` condition (src); `module` stays on as by default.
    conditions: ['source', 'module'],
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    logLevel: 'error',
  })
  const app = bundle.outputFiles[0]!.text
  const config = JSON.stringify({ genesisHash: rpc.genesisHash, http: rpc.url, webSocket: rpc.wsUrl })
  server = createServer((req, res) => {
    if (req.url === '/app.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(app)
      return
    }
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(
        `<!doctype html><title>Latch Solana page</title><script>window.__appConfig=${config}</script><script src="/app.js"></script>`,
      )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
  await rpc?.stop()
})

type App = {
  connectors(): { name: string; installed: boolean }[]
  connect(id: string): Promise<string>
  balance(address: string): Promise<string>
  sign(id: string, address: string, message: string): Promise<string>
  send(id: string, from: string, to: string, lamports: string): Promise<string>
  sendToken(id: string, from: string, to: string, mint: string, amount: string): Promise<string>
  sendError(id: string, from: string, to: string): Promise<{ name: string; code: unknown } | null>
}

describe('Solana test wallet injected into a real Chromium page', () => {
  it('is discovered by the adapter in the page, connects, shows its balance, signs and sends SOL', async () => {
    const page = await browser.newPage()
    await page.addInitScript({ content: await solanaTestWalletScript({ seedHex: SEED, rpcUrl: rpc.url }) })
    await page.goto(pageUrl)
    const address = await page.evaluate(
      () =>
        (window as unknown as { __latchSolanaTestWallet: { address: string } }).__latchSolanaTestWallet
          .address,
    )
    await rpc.airdrop(address, 3_000_000_000n)
    const to = Keypair.generate().publicKey.toBase58()
    const result = await page.evaluate(
      async ({ to }) => {
        const app = (window as unknown as { __latchSolanaApp: App }).__latchSolanaApp
        const wallet = (
          window as unknown as { __latchSolanaTestWallet: { control: { rejectNext(m: string): void } } }
        ).__latchSolanaTestWallet
        const connectors = app.connectors()
        const account = await app.connect('Latch Test Wallet')
        const balance = await app.balance(account)
        const signature = await app.sign('Latch Test Wallet', account, 'hello from the page')
        const hash = await app.send('Latch Test Wallet', account, to, '500000000')
        wallet.control.rejectNext('signTransaction')
        const rejected = await app.sendError('Latch Test Wallet', account, to)
        return { connectors, account, balance, signature, hash, rejected }
      },
      { to },
    )
    expect(result.connectors).toEqual([{ name: 'Latch Test Wallet', installed: true }])
    expect(result.account).toBe(address)
    expect(result.balance).toBe('3000000000')
    const message = new TextEncoder().encode('hello from the page')
    const spki = Buffer.concat([
      Buffer.from('302a300506032b6570032100', 'hex'),
      new PublicKey(address).toBuffer(),
    ])
    const key = createPublicKey({ key: spki, format: 'der', type: 'spki' })
    expect(verify(null, message, key, decodeBase58(result.signature))).toBe(true)
    expect(result.rejected).toEqual({ name: 'UserRejectedRequestError', code: 4001 })
    const network = solanaLocalnet({ genesisHash: rpc.genesisHash, http: rpc.url })
    const tokens = await createSolanaAccountData().getTokenBalances({ address: to, network })
    expect(tokens[0]?.quantity.numeric).toBe('0.5')
    await page.close()
  })

  it("sends an SPL token from a page that defines no global Buffer (spl-token's instruction writers use one)", async () => {
    const page = await browser.newPage()
    await page.addInitScript({
      content: await solanaTestWalletScript({ seedHex: '3b'.repeat(32), rpcUrl: rpc.url }),
    })
    await page.goto(pageUrl)
    const address = await page.evaluate(
      () =>
        (window as unknown as { __latchSolanaTestWallet: { address: string } }).__latchSolanaTestWallet
          .address,
    )
    const owner = new PublicKey(address)
    await rpc.airdrop(address, 1_000_000_000n)
    const connection = new Connection(rpc.url, { wsEndpoint: rpc.wsUrl, commitment: 'confirmed' })
    const minter = Keypair.generate()
    await rpc.airdrop(minter.publicKey.toBase58(), 1_000_000_000n)
    const mint = await createMint(connection, minter, minter.publicKey, null, 6)
    const held = await getOrCreateAssociatedTokenAccount(connection, minter, mint, owner)
    await mintTo(connection, minter, mint, held.address, minter, 5_000_000n)
    const to = Keypair.generate().publicKey
    const result = await page.evaluate(
      async ({ to, mint }) => {
        const app = (window as unknown as { __latchSolanaApp: App }).__latchSolanaApp
        const pageBuffer = typeof (globalThis as { Buffer?: unknown }).Buffer
        const account = await app.connect('Latch Test Wallet')
        const hash = await app
          .sendToken('Latch Test Wallet', account, to, mint, '1500000')
          .catch((error: Error) => `failed: ${error.message}`)
        return { pageBuffer, hash }
      },
      { to: to.toBase58(), mint: mint.toBase58() },
    )
    expect(result.pageBuffer).toBe('undefined')
    expect(result.hash).not.toMatch(/^failed/)
    expect((await getAccount(connection, getAssociatedTokenAddressSync(mint, to))).amount).toBe(1_500_000n)
    expect((await getAccount(connection, held.address)).amount).toBe(3_500_000n)
    await page.close()
  })
})
