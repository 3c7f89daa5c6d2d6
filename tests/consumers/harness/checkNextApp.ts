import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { reserveLoopbackPort } from '@latch/testing'
import type { FixtureContext } from './fixtureContext'
import { guardRecords, SERVER_GUARD } from './guardRecords'
import { runCommand, startCommand, stopCommand } from './runCommand'
import { waitForServer } from './waitForServer'
import { assertCleanPage, connectTestWallet, openConnectView, openWalletPage } from './walletPage'

/**
 * The Next.js App Router fixture: `next build` with no config file (so no `transpilePackages`),
 * `next start` on a free loopback port, the server-rendered HTML, then hydration, the modal and a
 * connection with the test wallet in Chromium. Node's network, fetch and Web Storage are recorded
 * during the build (which prerenders the page) and the server's render: none may be used.
 *
 * @param context - The fixture's context.
 * @example
 * ```ts
 * await checkNextApp({ ...context, name: 'next-app', dir })
 * ```
 */
export async function checkNextApp(context: FixtureContext): Promise<void> {
  const { checks, dir, name } = context
  const guardLog = path.join(dir, 'server-guard.log')
  const chain = await context.chain()
  const env = {
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_PUBLIC_RPC_URL: chain.url,
    NODE_OPTIONS: `--import=${SERVER_GUARD}`,
    LATCH_SERVER_GUARD_LOG: guardLog,
  }
  const built = await checks.run(
    `${name}: next build with no config prerenders the page using no network or storage`,
    async () => {
      const config = ['js', 'mjs', 'ts', 'cjs'].find((ext) =>
        existsSync(path.join(dir, `next.config.${ext}`)),
      )
      if (config) throw new Error(`The fixture must build with no config, found next.config.${config}`)
      rmSync(guardLog, { force: true })
      const ms = await runCommand('npm', ['run', 'build'], {
        cwd: dir,
        log: path.join(context.logDir, `${name}-build.log`),
        env,
      })
      context.figures[`${name} build s`] = Number((ms / 1000).toFixed(1))
      const records = guardRecords(guardLog)
      if (records.length > 0) throw new Error(`The build touched:\n${records.join('\n')}`)
      const html = readFileSync(path.join(dir, '.next/server/app/index.html'), 'utf8')
      if (!html.includes('data-latch-connect-button'))
        throw new Error('The prerendered page has no connect button')
    },
  )
  const serverRendered = `${name}: next start serves the server-rendered ConnectButton using no network or storage`
  const inBrowser = `${name}: hydrates with no warning or console error, Connect opens the modal, the test wallet connects`
  if (!built) {
    checks.fail(serverRendered, 'next build failed')
    checks.fail(inBrowser, 'next build failed')
    return
  }
  const port = await reserveLoopbackPort()
  const url = `http://127.0.0.1:${port}`
  rmSync(guardLog, { force: true })
  const server = startCommand(
    'npm',
    ['run', 'start', '--', '--hostname', '127.0.0.1', '--port', String(port)],
    {
      cwd: dir,
      log: path.join(context.logDir, `${name}-start.log`),
      env,
    },
  )
  try {
    const started = await checks.run(serverRendered, async () => {
      await waitForServer(url, 60_000)
      const response = await fetch(url)
      const html = await response.text()
      if (response.status !== 200) throw new Error(`GET / answered ${response.status}`)
      if (!/<button[^>]*data-latch-connect-button[^>]*>Connect Wallet<\/button>/.test(html))
        throw new Error(`The server-rendered page has no Connect Wallet button:\n${html.slice(0, 2000)}`)
      const records = guardRecords(guardLog)
      if (records.length > 0) throw new Error(`The server touched:\n${records.join('\n')}`)
    })
    if (!started) {
      checks.fail(inBrowser, 'next start failed')
      return
    }
    await checks.run(inBrowser, async () => {
      const wallet = await openWalletPage(await context.browser(), { chain, account: 2, url })
      try {
        await wallet.page.locator('[data-hydrated="yes"]').waitFor({ state: 'attached' })
        await openConnectView(wallet.page)
        await connectTestWallet(wallet.page)
        const shown = await wallet.page.locator('[data-latch-connect-button]').textContent()
        const address = chain.accounts[2]!.address
        if (shown !== `${address.slice(0, 6)}…${address.slice(-4)}`)
          throw new Error(`The button shows "${shown}", not ${address}`)
        assertCleanPage(wallet)
      } finally {
        await wallet.context.close()
      }
    })
  } finally {
    await stopCommand(server)
  }
}
