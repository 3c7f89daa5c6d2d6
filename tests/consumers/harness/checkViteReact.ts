import { readFileSync } from 'node:fs'
import path from 'node:path'
import { INITIAL_JS_BUDGET_KB } from '../../../scripts/bench-app'
import { chainReads } from '../../e2e/support/chainReads'
import type { FixtureContext } from './fixtureContext'
import { initialJs } from './initialJs'
import { runCommand } from './runCommand'
import { serveStatic } from './serveStatic'
import {
  assertCleanPage,
  checkAllWalletsArrowKeys,
  connectTestWallet,
  openConnectView,
  openWalletPage,
  sendThroughModal,
} from './walletPage'

/** Marks viem's code: its errors name themselves `viem@<version>`. */
const VIEM_MARK = 'viem@'

/**
 * Throws unless the build kept the packages' split points: the page's initial load (the scripts
 * and preloads its index.html names) holds neither the modal's views nor viem, and the flow
 * (open, connect, send) fetched both on demand.
 */
function assertSplitPoints(distDir: string, origin: string, fetched: readonly string[]): void {
  const read = (file: string) => readFileSync(path.join(distDir, file), 'utf8')
  const initial = initialJs(distDir).files.map((file) => file.replace(/^\//, ''))
  const lazy = fetched
    .map((url) => new URL(url, origin).pathname.replace(/^\//, ''))
    .filter((file) => !initial.includes(file))
  const isModal = (file: string) => path.basename(file).startsWith('ModalRoot')
  if (initial.some(isModal)) throw new Error(`The modal is in the initial load: ${initial.join(', ')}`)
  if (!lazy.some(isModal)) throw new Error(`Opening the modal fetched no ModalRoot chunk: ${lazy.join(', ')}`)
  if (initial.some((file) => read(file).includes(VIEM_MARK))) throw new Error('viem is in the initial load')
  if (!lazy.some((file) => read(file).includes(VIEM_MARK)))
    throw new Error('Connecting and sending fetched no chunk with viem')
}

/**
 * A Vite + React fixture (React 18 or 19): `vite build`; its initial JS beyond React's share (the
 * same page without Latch, `baseline/`) within the size-app budget; then in Chromium the page shows the
 * expected React major, the test wallet connects, a 1.5 ETH send through the modal moves exactly
 * 1.5 ETH on the dev chain, and the modal and viem stayed out of the initial load.
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
      env: { VITE_RPC_URL: chain.url },
    })
    context.figures[`${name} build s`] = Number((ms / 1000).toFixed(1))
    context.figures[`${name} initial JS KB gzip`] = Number(initialJs(distDir).gzipKb.toFixed(1))
  })
  const budgetName = `${name}: initial JS beyond React within the ${INITIAL_JS_BUDGET_KB} KB gzip budget`
  if (built)
    await checks.run(budgetName, async () => {
      await runCommand('npm', ['run', 'build:baseline'], {
        cwd: dir,
        log: path.join(context.logDir, `${name}-build-baseline.log`),
      })
      const react = initialJs(path.join(dir, 'baseline/dist')).gzipKb
      const beyondReact = initialJs(distDir).gzipKb - react
      context.figures[`${name} React-only initial JS KB gzip`] = Number(react.toFixed(1))
      context.figures[`${name} initial JS beyond React KB gzip`] = Number(beyondReact.toFixed(2))
      if (beyondReact > INITIAL_JS_BUDGET_KB)
        throw new Error(`${beyondReact.toFixed(1)} KB gzip beyond React, budget ${INITIAL_JS_BUDGET_KB} KB`)
    })
  else checks.fail(budgetName, 'vite build failed')
  const sendName = `${name}: React ${options.reactMajor} page moves focus with the arrow keys in All Wallets, connects the test wallet and sends 1.5 ETH on the dev chain; the modal and viem load on demand`
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
      await checkAllWalletsArrowKeys(page)
      await connectTestWallet(page)
      const reads = chainReads(chain.url)
      const receiver = chain.accounts[options.receiver]!.address
      const balance = await reads.native(receiver)
      await sendThroughModal(page, '1.5', receiver)
      const received = (await reads.native(receiver)) - balance
      if (received !== 1_500_000_000_000_000_000n)
        throw new Error(`The receiver got ${received} wei, not 1.5 ETH`)
      assertSplitPoints(distDir, site.url, wallet.scripts)
      assertCleanPage(wallet)
    } finally {
      await wallet.context.close()
      await site.close()
    }
  })
}
