import path from 'node:path'
import { chainReads } from '../../e2e/support/chainReads'
import type { FixtureContext } from './fixtureContext'
import { initialJs } from './initialJs'
import { runCommand } from './runCommand'
import { serveStatic } from './serveStatic'
import {
  assertCleanPage,
  connectTestWallet,
  openConnectView,
  openWalletPage,
  sendThroughModal,
} from './walletPage'

/**
 * A Vite + React fixture (React 18 or 19): `vite build`, then in Chromium the page shows the
 * expected React major, the test wallet connects, a 1.5 ETH send through the modal moves exactly
 * 1.5 ETH on the dev chain, and code the flow needed was split off the initial load.
 *
 * @param context - The fixture's context.
 * @param options - The React major the page must run and the dev-chain accounts to use.
 * @example
 * ```ts
 * await checkViteReact({ ...context, name: 'vite-react18', dir }, { reactMajor: 18, account: 3, receiver: 12 })
 * ```
 */
export async function checkViteReact(
  context: FixtureContext,
  options: { reactMajor: number; account: number; receiver: number },
): Promise<void> {
  const { checks, dir, name } = context
  const chain = await context.chain()
  const distDir = path.join(dir, 'dist')
  const built = await checks.run(`${name}: vite build`, async () => {
    const ms = await runCommand('npm', ['run', 'build'], {
      cwd: dir,
      log: path.join(context.logDir, `${name}-build.log`),
      env: { VITE_LATCH_RPC_URL: chain.url },
    })
    context.figures[`${name} build s`] = Number((ms / 1000).toFixed(1))
    const initial = initialJs(distDir)
    context.figures[`${name} initial JS KB gzip`] = Number(initial.gzipKb.toFixed(1))
  })
  const sendName = `${name}: React ${options.reactMajor} page connects the test wallet and sends 1.5 ETH on the dev chain`
  if (!built) {
    checks.fail(sendName, 'vite build failed')
    return
  }
  await checks.run(sendName, async () => {
    const site = await serveStatic(distDir)
    const wallet = await openWalletPage(await context.browser(), {
      chain,
      account: options.account,
      url: site.url,
    })
    try {
      const { page } = wallet
      const version = await page.locator('[data-react-version]').getAttribute('data-react-version')
      if (!version?.startsWith(`${options.reactMajor}.`))
        throw new Error(`The page runs React ${version}, not ${options.reactMajor}`)
      await openConnectView(page)
      await connectTestWallet(page)
      const reads = chainReads(chain.url)
      const receiver = chain.accounts[options.receiver]!.address
      const balance = await reads.native(receiver)
      await sendThroughModal(page, '1.5', receiver)
      const received = (await reads.native(receiver)) - balance
      if (received !== 1_500_000_000_000_000_000n)
        throw new Error(`The receiver got ${received} wei, not 1.5 ETH`)
      // The build kept the packages' split points: the modal, connect and send fetched code that
      // the page's initial load (its index.html's scripts and preloads) does not hold.
      const initial = new Set(initialJs(distDir).files.map((file) => new URL(file, site.url).href))
      if (!wallet.scripts.some((url) => !initial.has(url)))
        throw new Error('Every script the flow ran was in the initial load: no code was split off')
      assertCleanPage(wallet)
    } finally {
      await wallet.context.close()
      await site.close()
    }
  })
}
