import path from 'node:path'
import { deployTestTokens } from '@latch/testing/evm'
import { createPublicClient, http } from 'viem'
import type { FixtureContext } from './fixtureContext'
import { initialJs } from './initialJs'
import { runCommand } from './runCommand'
import { serveStatic } from './serveStatic'
import { assertCleanPage, connectTestWallet, dialogOf, openWalletPage } from './walletPage'

/**
 * The Vite + React 19 + wagmi 3 fixture (issue 27, proof 1): `vite build` with the test NFT's
 * address; then in Chromium the app's own wagmi "Connect" opens Latch's modal, the test wallet
 * picked there becomes wagmi's account, wagmi's `useWriteContract` mints the NFT through it (the
 * token is the account's on chain), and wagmi's `useDisconnect` closes Latch's connection.
 *
 * @param context - The fixture's context.
 * @param options - The dev-chain account the wallet holds.
 * @example
 * ```ts
 * await checkViteWagmi({ ...context, name: 'vite-wagmi', dir }, { account: 5 })
 * ```
 */
export async function checkViteWagmi(context: FixtureContext, options: { account: number }): Promise<void> {
  const { checks, dir, name } = context
  const chain = await context.chain()
  const { nft } = await deployTestTokens(chain, { holders: 1 })
  const distDir = path.join(dir, 'dist')
  const built = await checks.run(`${name}: vite build`, async () => {
    const ms = await runCommand('npm', ['run', 'build'], {
      cwd: dir,
      log: path.join(context.logDir, `${name}-build.log`),
      env: { VITE_RPC_URL: chain.url, VITE_NFT_ADDRESS: nft.address },
    })
    context.figures[`${name} build s`] = Number((ms / 1000).toFixed(1))
    context.figures[`${name} initial JS KB gzip`] = Number(initialJs(distDir).gzipKb.toFixed(1))
  })
  const mintName = `${name}: wagmi's connect opens Latch's modal, useWriteContract mints the test NFT through the wallet picked there, and wagmi's disconnect closes Latch's connection`
  if (!built) {
    checks.fail(mintName, 'vite build failed')
    return
  }
  await checks.run(mintName, async () => {
    const site = await serveStatic(distDir)
    const wallet = await openWalletPage(await context.browser(), {
      chain,
      account: options.account,
      url: site.url,
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
      await site.close()
    }
  })
}
