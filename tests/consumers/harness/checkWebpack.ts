import path from 'node:path'
import type { FixtureContext } from './fixtureContext'
import { runCommand } from './runCommand'
import { serveStatic } from './serveStatic'
import { assertCleanPage, openConnectView, openWalletPage } from './walletPage'

/**
 * The webpack 5 fixture (plain JavaScript, no loader for node_modules): `webpack --mode
 * production`, then in Chromium Connect opens the modal and lists the injected test wallet.
 *
 * @param context - The fixture's context.
 * @example
 * ```ts
 * await checkWebpack({ ...context, name: 'webpack', dir })
 * ```
 */
export async function checkWebpack(context: FixtureContext): Promise<void> {
  const { checks, dir, name } = context
  const chain = await context.chain()
  const built = await checks.run(`${name}: webpack 5 production build`, async () => {
    const ms = await runCommand('npm', ['run', 'build'], {
      cwd: dir,
      log: path.join(context.logDir, `${name}-build.log`),
      env: { LATCH_RPC_URL: chain.url },
    })
    context.figures[`${name} build s`] = Number((ms / 1000).toFixed(1))
  })
  const modalName = `${name}: Connect opens the modal listing the test wallet`
  if (!built) {
    checks.fail(modalName, 'webpack build failed')
    return
  }
  await checks.run(modalName, async () => {
    const site = await serveStatic(path.join(dir, 'dist'))
    const wallet = await openWalletPage(await context.browser(), { chain, account: 5, url: site.url })
    try {
      await openConnectView(wallet.page)
      assertCleanPage(wallet)
    } finally {
      await wallet.context.close()
      await site.close()
    }
  })
}
