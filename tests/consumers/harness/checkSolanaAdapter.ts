import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { type SolanaRpc, solanaTestWalletScript, startSolanaRpc } from '@latch/testing/solana'
import {
  createMint,
  getAccount,
  getAssociatedTokenAddressSync,
  getOrCreateAssociatedTokenAccount,
  mintTo,
} from '@solana/spl-token'
import { Connection, Keypair, type PublicKey } from '@solana/web3.js'
import type { Browser } from 'playwright-core'
import type { FixtureContext } from './fixtureContext'
import { initialJs } from './initialJs'
import { runCommand } from './runCommand'
import { serveStatic } from './serveStatic'
import { assertCleanPage, dialogOf, openRecordedPage, type WalletPage } from './walletPage'

/** Seed of the Solana test wallet, in the page and in the Kit script alike. */
const WALLET_SEED = '5e'.repeat(32)
/** Name the test wallet registers under (Wallet Standard), shown in Latch's modal. */
const WALLET_NAME = 'Latch Test Wallet'
const LAMPORTS_FUNDED = 5_000_000_000n
const TOKENS_MINTED = 10_000_000n
const PAGE_LAMPORTS = 250_000_000n
const PAGE_TOKENS = 1_500_000n
const KIT_LAMPORTS = 120_000_000n
const KIT_TOKENS = 2_250_000n

/** The local node, a web3.js Connection on it, the funded test wallet and a test token it holds. */
type SolanaWorld = { rpc: SolanaRpc; connection: Connection; wallet: PublicKey; mint: PublicKey }

/** Starts the node (litesvm, in this process), funds the wallet and mints it a 6-decimal token. */
async function startSolanaWorld(): Promise<SolanaWorld> {
  const rpc = await startSolanaRpc()
  try {
    const connection = new Connection(rpc.url, { wsEndpoint: rpc.wsUrl, commitment: 'confirmed' })
    const wallet = Keypair.fromSeed(Buffer.from(WALLET_SEED, 'hex')).publicKey
    await rpc.airdrop(wallet.toBase58(), LAMPORTS_FUNDED)
    const minter = Keypair.generate()
    await rpc.airdrop(minter.publicKey.toBase58(), 2_000_000_000n)
    const mint = await createMint(connection, minter, minter.publicKey, null, 6)
    const account = await getOrCreateAssociatedTokenAccount(connection, minter, mint, wallet)
    await mintTo(connection, minter, mint, account.address, minter, TOKENS_MINTED)
    return { rpc, connection, wallet, mint }
  } catch (error) {
    await rpc.stop()
    throw error
  }
}

/** `owner`'s balance of the test token (base units), read from the node; 0 without a token account. */
async function tokenBalance(world: SolanaWorld, owner: PublicKey): Promise<bigint> {
  const account = getAssociatedTokenAddressSync(world.mint, owner)
  return getAccount(world.connection, account).then(
    (a) => a.amount,
    () => 0n,
  )
}

/** Throws unless `actual` is `expected`. */
function expectAmount(what: string, actual: bigint, expected: bigint): void {
  if (actual !== expected) throw new Error(`${what} is ${actual}, not ${expected}`)
}

/** Opens `url` in a guarded page with the Solana test wallet injected, recording warnings and scripts. */
async function openSolanaWalletPage(browser: Browser, rpc: SolanaRpc, url: string): Promise<WalletPage> {
  const wallet = await solanaTestWalletScript({ seedHex: WALLET_SEED, rpcUrl: rpc.url })
  return openRecordedPage(browser, url, [wallet])
}

/** Submits one of the page's send forms and waits for its result; throws the page's error. */
async function sendFromPage(
  wallet: WalletPage,
  form: 'Send SOL' | 'Send token',
  fields: Record<string, string>,
): Promise<void> {
  const { page } = wallet
  const section = page.getByRole('form', { name: form })
  for (const [label, value] of Object.entries(fields)) await section.getByLabel(label).fill(value)
  await section.getByRole('button', { name: form }).click()
  const kind = form === 'Send SOL' ? 'sol' : 'token'
  await page.locator(`[data-sent="${kind}"], [data-send-error]`).first().waitFor({ timeout: 30_000 })
  const error = await page
    .locator('[data-send-error]')
    .textContent({ timeout: 100 })
    .catch(() => null)
  if (error) throw new Error(`${form} failed in the page: ${error}`)
}

/**
 * The Solana wallet-adapter fixture (issue 27, proof 5): a Vite + React 19 app written with
 * `@solana/wallet-adapter-react` whose only wallet is Latch's `LatchWalletAdapter`, and a Node
 * script written with `@solana/kit` whose signer is `createLatchKitSigner(latch)`, both against a
 * local SVM node (litesvm, started here) with the Solana test wallet of `@latch/testing`.
 * `vite build`; in Chromium wallet-adapter's connect opens Latch's modal, the wallet picked there
 * is `useWallet().publicKey`, and the page's own `sendTransaction` sends SOL and an SPL token; then
 * the Kit script sends SOL and the token. Every amount is read back from the node.
 *
 * @param context - The fixture's context.
 * @example
 * ```ts
 * await checkSolanaAdapter({ ...context, name: 'solana-adapter', dir })
 * ```
 */
export async function checkSolanaAdapter(context: FixtureContext): Promise<void> {
  const { checks, dir, name } = context
  const buildName = `${name}: vite build of a wallet-adapter app with Latch's adapter`
  const pageName = `${name}: wallet-adapter's connect opens Latch's modal, the wallet picked there is useWallet().publicKey, and the page's sendTransaction lands SOL and an SPL token`
  const kitName = `${name}: node kit-send.mjs sends SOL and an SPL token with Kit through createLatchKitSigner`
  let world: SolanaWorld | undefined
  const started = await checks.run(
    `${name}: local SVM node with the funded test wallet and a test token`,
    async () => {
      world = await startSolanaWorld()
    },
  )
  if (!started || !world) {
    for (const check of [buildName, pageName, kitName]) checks.fail(check, 'the local SVM node did not start')
    return
  }
  const { rpc, mint, wallet } = world
  try {
    const distDir = path.join(dir, 'dist')
    const built = await checks.run(buildName, async () => {
      const ms = await runCommand('npm', ['run', 'build'], {
        cwd: dir,
        log: path.join(context.logDir, `${name}-build.log`),
        env: {
          VITE_SOLANA_RPC_URL: rpc.url,
          VITE_SOLANA_WS_URL: rpc.wsUrl,
          VITE_SOLANA_GENESIS_HASH: rpc.genesisHash,
          VITE_TOKEN_MINT: mint.toBase58(),
        },
      })
      context.figures[`${name} build s`] = Number((ms / 1000).toFixed(1))
      context.figures[`${name} initial JS KB gzip`] = Number(initialJs(distDir).gzipKb.toFixed(1))
    })
    if (!built) checks.fail(pageName, 'vite build failed')
    else
      await checks.run(pageName, async () => {
        const site = await serveStatic(distDir)
        const page = await openSolanaWalletPage(await context.browser(), rpc, site.url)
        try {
          await page.page.getByRole('button', { name: 'Connect with wallet-adapter', exact: true }).click()
          const modal = dialogOf(page.page)
          await modal.getByRole('heading', { name: 'Connect Wallet' }).waitFor()
          await modal.getByRole('button', { name: new RegExp(WALLET_NAME) }).click()
          await page.page.locator(`[data-wallet-adapter-key="${wallet.toBase58()}"]`).waitFor()
          await page.page.locator('[data-latch-connect-button][data-status="connected"]').waitFor()
          if (await modal.isVisible()) await page.page.keyboard.press('Escape')

          const solReceiver = Keypair.generate().publicKey
          await sendFromPage(page, 'Send SOL', {
            'SOL receiver': solReceiver.toBase58(),
            Lamports: String(PAGE_LAMPORTS),
          })
          const received = BigInt(await world!.connection.getBalance(solReceiver, 'confirmed'))
          expectAmount("The SOL receiver's balance", received, PAGE_LAMPORTS)

          const tokenReceiver = Keypair.generate().publicKey
          await sendFromPage(page, 'Send token', {
            'Token receiver': tokenReceiver.toBase58(),
            'Token base units': String(PAGE_TOKENS),
          })
          expectAmount("The token receiver's balance", await tokenBalance(world!, tokenReceiver), PAGE_TOKENS)
          expectAmount(
            "The wallet's token balance",
            await tokenBalance(world!, wallet),
            TOKENS_MINTED - PAGE_TOKENS,
          )
          assertCleanPage(page)
        } finally {
          await page.context.close()
          await site.close()
        }
      })

    await checks.run(kitName, async () => {
      const walletScript = path.join(dir, 'solana-test-wallet.js')
      writeFileSync(walletScript, await solanaTestWalletScript({ seedHex: WALLET_SEED, rpcUrl: rpc.url }))
      const receiver = Keypair.generate().publicKey
      const tokensBefore = await tokenBalance(world!, wallet)
      const log = path.join(context.logDir, `${name}-kit-send.log`)
      const ms = await runCommand('node', ['kit-send.mjs'], {
        cwd: dir,
        log,
        env: {
          NODE_OPTIONS: undefined,
          SOLANA_RPC_URL: rpc.url,
          SOLANA_GENESIS_HASH: rpc.genesisHash,
          TOKEN_MINT: mint.toBase58(),
          RECEIVER: receiver.toBase58(),
          LAMPORTS: String(KIT_LAMPORTS),
          TOKEN_AMOUNT: String(KIT_TOKENS),
          WALLET_SCRIPT: walletScript,
        },
        timeoutMs: 120_000,
      })
      context.figures[`${name} kit-send s`] = Number((ms / 1000).toFixed(1))
      const printed = readFileSync(log, 'utf8').trim().split('\n').at(-1) ?? ''
      const result = JSON.parse(printed) as { signer?: string }
      if (result.signer !== wallet.toBase58())
        throw new Error(`The Kit signer is ${result.signer}, not the test wallet ${wallet.toBase58()}`)
      const received = BigInt(await world!.connection.getBalance(receiver, 'confirmed'))
      expectAmount("The Kit receiver's SOL balance", received, KIT_LAMPORTS)
      expectAmount("The Kit receiver's token balance", await tokenBalance(world!, receiver), KIT_TOKENS)
      expectAmount(
        "The wallet's token balance",
        await tokenBalance(world!, wallet),
        tokensBefore - KIT_TOKENS,
      )
    })
  } finally {
    await rpc.stop()
  }
}
