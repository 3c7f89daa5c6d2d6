import path from 'node:path'
import { type DeployedTestContract, deployTestTokens } from '@latch/testing/evm'
import { createPublicClient, http } from 'viem'
import { checkEmbeddedWalletMint } from './checkEmbeddedWalletMint'
import { checkWagmiGuides } from './checkGuides'
import type { FixtureContext } from './fixtureContext'
import { initialJs } from './initialJs'
import { runCommand } from './runCommand'
import { serveStatic } from './serveStatic'
import { type EmbeddedWalletBackend, startEmbeddedWalletBackend } from './startEmbeddedWalletBackend'
import { assertCleanPage, connectTestWallet, dialogOf, openWalletPage } from './walletPage'

/**
 * Options of {@link checkViteWagmi}.
 *
 * @example
 * ```ts
 * const options: ViteWagmiCheckOptions = { account: 8, embeddedWallet: false }
 * ```
 */
export type ViteWagmiCheckOptions = {
  /** The dev-chain account the test wallet holds; it also funds the embedded wallet's account. */
  account: number
  /** Build against the embedded wallet's backend and check it (default true; a variant skips it to save time). */
  embeddedWallet?: boolean
}

/**
 * The Vite + React + wagmi fixture (issue 27, proof 1), on wagmi 3 or (a variant) wagmi 2:
 * `vite build` with the test NFT's address; then in Chromium the app's own wagmi "Connect" opens
 * Latch's modal, the test wallet picked there becomes wagmi's account, wagmi's `useWriteContract`
 * mints the NFT through it (the token is the account's on chain), and wagmi's `useDisconnect`
 * closes Latch's connection. First, the `@latch/wagmi` guides this fixture proves
 * ({@link checkWagmiGuides}). With `embeddedWallet`, the app is built against the embedded wallet's
 * backend (started here, as the app's server would run it) and {@link checkEmbeddedWalletMint}
 * follows, unless `embeddedWallet` is false.
 *
 * @param context - The fixture's context.
 * @param options - See {@link ViteWagmiCheckOptions}.
 * @example
 * ```ts
 * await checkViteWagmi({ ...context, name: 'vite-wagmi', dir }, { account: 5 })
 * ```
 */
export async function checkViteWagmi(context: FixtureContext, options: ViteWagmiCheckOptions): Promise<void> {
  const { checks, dir, name } = context
  await checkWagmiGuides(context)
  const chain = await context.chain()
  const { nft } = await deployTestTokens(chain, { holders: 1 })
  const distDir = path.join(dir, 'dist')
  // Served from before the build: the backend allows only the page's origin.
  const site = await serveStatic(distDir)
  const embedded = options.embeddedWallet ?? true
  let backend: EmbeddedWalletBackend | undefined
  try {
    const backendName = `${name}: the embedded wallet's backend (auth service, key frame server) starts on loopback for the page's origin`
    if (embedded)
      await checks.run(backendName, async () => {
        backend = await startEmbeddedWalletBackend({ appOrigin: site.url })
      })
    const built = await checks.run(`${name}: vite build`, async () => {
      const ms = await runCommand('npm', ['run', 'build'], {
        cwd: dir,
        log: path.join(context.logDir, `${name}-build.log`),
        env: {
          VITE_RPC_URL: chain.url,
          VITE_NFT_ADDRESS: nft.address,
          VITE_AUTH_URL: backend?.authUrl,
          VITE_FRAME_URL: backend?.frameUrl,
        },
      })
      context.figures[`${name} build s`] = Number((ms / 1000).toFixed(1))
      context.figures[`${name} initial JS KB gzip`] = Number(initialJs(distDir).gzipKb.toFixed(1))
    })
    await checkTestWalletMint(context, { ...options, built, url: site.url, nft })
    if (embedded)
      await checkEmbeddedWalletMint(context, {
        funder: options.account,
        url: site.url,
        nft,
        backend: built ? backend : undefined,
      })
  } finally {
    await backend?.close()
    await site.close()
  }
}

/** The test wallet's mint: wagmi's connect, useWriteContract through Latch, wagmi's disconnect. */
async function checkTestWalletMint(
  context: FixtureContext,
  options: { account: number; built: boolean; url: string; nft: DeployedTestContract },
): Promise<void> {
  const { checks, name } = context
  const { nft } = options
  const chain = await context.chain()
  const mintName = `${name}: wagmi's connect opens Latch's modal, useWriteContract mints the test NFT through the wallet picked there, and wagmi's disconnect closes Latch's connection`
  if (!options.built) {
    checks.fail(mintName, 'vite build failed')
    return
  }
  await checks.run(mintName, async () => {
    const wallet = await openWalletPage(await context.browser(), {
      chain,
      account: options.account,
      url: options.url,
    })
    try {
      const { page } = wallet
      const address = chain.accounts[options.account]!.address
      await page.getByRole('button', { name: 'Connect with wagmi', exact: true }).click()
      await dialogOf(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
      await connectTestWallet(page)
      await page.locator(`[data-wagmi-status="connected"][data-wagmi-address="${address}"]`).waitFor()
      const client = createPublicClient({ transport: http(chain.url) })
      const supply = (await client.readContract({
        address: nft.address,
        abi: nft.abi,
        functionName: 'totalSupply',
      })) as bigint
      if (await dialogOf(page).isVisible()) await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'Mint', exact: true }).click()
      await page.locator('[data-minted], [data-wagmi-error]').first().waitFor()
      const error = await page
        .locator('[data-wagmi-error]')
        .textContent({ timeout: 100 })
        .catch(() => null)
      if (error) throw new Error(`useWriteContract failed: ${error}`)
      const owner = await client.readContract({
        address: nft.address,
        abi: nft.abi,
        functionName: 'ownerOf',
        args: [supply + 1n],
      })
      if (owner !== address)
        throw new Error(`Token ${supply + 1n} belongs to ${String(owner)}, not ${address}`)
      await page.getByRole('button', { name: 'Disconnect with wagmi', exact: true }).click()
      await page.locator('[data-wagmi-status="disconnected"]').waitFor()
      await page.locator('[data-latch-connect-button][data-status="disconnected"]').waitFor()
      assertCleanPage(wallet)
    } finally {
      await wallet.context.close()
    }
  })
}
