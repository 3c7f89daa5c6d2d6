import path from 'node:path'
import { reserveLoopbackPort } from '@latch/testing'
import { type DevChain, deployTestTokens } from '@latch/testing/evm'
import type { Page } from 'playwright-core'
import { createPublicClient, http } from 'viem'
import type { FixtureContext } from './fixtureContext'
import { guardRecords, SERVER_GUARD } from './guardRecords'
import { runCommand, startCommand, stopCommand } from './runCommand'
import { waitForServer } from './waitForServer'
import {
  assertCleanPage,
  connectTestWallet,
  openConnectView,
  openWalletPage,
  type WalletPage,
} from './walletPage'

/** React's hydration messages, in development wording and as production error codes. */
const HYDRATION =
  /hydrat|did not match|react\.dev\/errors\/(418|419|421|422|423|425)\b|React error #(418|419|421|422|423|425)\b/i

/** Every EVM address in `text`, lowercase. */
const addressesIn = (text: string) =>
  [...text.matchAll(/0x[0-9a-fA-F]{40}(?![0-9a-fA-F])/g)].map((match) => match[0].toLowerCase())

/** Throws unless the page's wagmi `useAccount` reports `address` connected. */
const waitForWagmiAccount = (page: Page, address: string) =>
  page.locator(`[data-wagmi-status="connected"][data-wagmi-address="${address}"]`).waitFor()

/** Opens the page for dev-chain account `account`, connects it through Latch's modal, waits for wagmi. */
async function connectedVisitor(
  context: FixtureContext,
  chain: DevChain,
  account: number,
  url: string,
): Promise<WalletPage> {
  // A wallet that remembers the site, as a real one does: a reload restores the connection.
  const wallet = await openWalletPage(await context.browser(), { chain, account, url, authorized: true })
  await wallet.page.locator('[data-hydrated="yes"]').waitFor({ state: 'attached' })
  await openConnectView(wallet.page)
  await connectTestWallet(wallet.page)
  const address = chain.accounts[account]!.address
  await waitForWagmiAccount(wallet.page, address)
  const cookies = JSON.stringify(await wallet.context.cookies(url))
  if (cookies.toLowerCase().includes(address.slice(2).toLowerCase()))
    throw new Error(`A cookie holds the address, for any server render to show: ${cookies}`)
  return wallet
}

/**
 * Gives the visitor the cookie the RainbowKit build of the app left (wagmi 2's `wagmi.store`, its
 * connection with `address`), as every visitor of the app before its move to Latch has: the server
 * render reads it through `cookieToInitialState`.
 */
async function rainbowKitCookie(wallet: WalletPage, url: string, address: string): Promise<void> {
  const connector = { id: 'io.rabby', name: 'Rabby Wallet', type: 'injected', uid: 'c1d2e3f4a5b' }
  const connection = { accounts: [address], chainId: 31337, connector }
  const state = {
    connections: { __type: 'Map', value: [[connector.uid, connection]] },
    chainId: 31337,
    current: connector.uid,
  }
  await wallet.context.addCookies([
    { name: 'wagmi.store', value: JSON.stringify({ state, version: 2 }), url },
  ])
}

/** Reloads a connected visitor's page and waits until wagmi shows `address` again. */
async function reloadConnected(wallet: WalletPage, address: string): Promise<void> {
  await wallet.page.reload()
  await wallet.page.locator('[data-hydrated="yes"]').waitFor({ state: 'attached' })
  await waitForWagmiAccount(wallet.page, address)
  await wallet.page.locator('[data-latch-connect-button][data-status="connected"]').waitFor()
}

/**
 * Throws when the server HTML of `wallet`'s visitor (fetched with its cookies) holds `other`'s
 * address, or any address but its own `address`. Returns whether it held its own.
 */
async function serverHtmlOwnOnly(wallet: WalletPage, url: string, address: string, other: string) {
  const response = await wallet.context.request.get(url)
  const html = await response.text()
  if (response.status() !== 200)
    throw new Error(`GET / with a visitor's cookie answered ${response.status()}`)
  if (html.toLowerCase().includes(other.slice(2).toLowerCase()))
    throw new Error(`The server HTML for ${address} holds the other visitor's address ${other}`)
  const foreign = addressesIn(html).filter((found) => found !== address.toLowerCase())
  if (foreign.length > 0) throw new Error(`The server HTML for ${address} holds ${foreign.join(', ')}`)
  return html.toLowerCase().includes(address.slice(2).toLowerCase())
}

/**
 * The Next.js 16 App Router + wagmi 2 fixture (issue 27, proofs 2 and 3): RainbowKit's Next
 * template (wagmi `ssr: true`, `cookieStorage`, `cookieToInitialState` in the root layout) moved to
 * Latch as `@latch/wagmi`'s README says. `next build` and `next start` (Node's network and Web
 * Storage recorded: none may be used), then in Chromium: Latch's modal connects, wagmi's
 * `useAccount` shows the address and `useWriteContract` mints the test NFT to it; a reload while
 * connected, the visitor still holding the wagmi cookie of the app's RainbowKit build, hydrates with
 * no hydration warning; two visitors connected with different accounts never get each other's
 * address in the server HTML, and a visitor with no cookie gets none (the config is one per server,
 * as in RainbowKit's template); wagmi's disconnect ends Latch's connection.
 *
 * @param context - The fixture's context.
 * @param options - The two dev-chain accounts the two visitors' wallets hold.
 * @example
 * ```ts
 * await checkNextWagmi2({ ...context, name: 'next-wagmi2', dir }, { accounts: [10, 11] })
 * ```
 */
export async function checkNextWagmi2(
  context: FixtureContext,
  options: { accounts: readonly [number, number] },
): Promise<void> {
  const { checks, dir, name } = context
  const chain = await context.chain()
  const { nft } = await deployTestTokens(chain, { holders: 1 })
  const [first, second] = options.accounts.map((index) => chain.accounts[index]!.address) as [string, string]
  const guardLog = path.join(dir, 'server-guard.log')
  const env = {
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_PUBLIC_RPC_URL: chain.url,
    NEXT_PUBLIC_NFT_ADDRESS: nft.address,
    NODE_OPTIONS: `--import=${SERVER_GUARD}`,
    LATCH_SERVER_GUARD_LOG: guardLog,
  }
  const assertGuardClean = (when: string) => {
    const records = guardRecords(guardLog)
    if (records.length > 0) throw new Error(`${when} touched:\n${records.join('\n')}`)
  }
  const names = {
    start: `${name}: next start serves the page to a visitor with no cookie: no address, no network or storage used`,
    mint: `${name}: Latch's modal connects the test wallet, wagmi's useAccount shows its address, useWriteContract mints the NFT to it`,
    reload: `${name}: a reload while connected, with wagmi's cookie of the RainbowKit build, hydrates with no hydration warning or console error and shows the address once Latch restored it`,
    visitors: `${name}: two visitors connected with different accounts (and wagmi cookies holding them): each server render holds its own address or none, never the other's; no cookie, no address`,
    disconnect: `${name}: wagmi's disconnect ends Latch's connection (still disconnected after a reload)`,
  }
  let blocked: string | undefined = (await checks.run(
    `${name}: next build (wagmi 2, ssr with cookieStorage) using no network or storage`,
    async () => {
      const ms = await runCommand('npm', ['run', 'build'], {
        cwd: dir,
        log: path.join(context.logDir, `${name}-build.log`),
        env,
      })
      context.figures[`${name} build s`] = Number((ms / 1000).toFixed(1))
      assertGuardClean('The build')
    },
  ))
    ? undefined
    : 'next build failed'
  const step = async (check: string, run: () => Promise<unknown>) => {
    if (blocked) return checks.fail(check, blocked)
    if (!(await checks.run(check, run))) blocked = `${check.slice(name.length + 2)} failed`
  }
  const port = await reserveLoopbackPort()
  const url = `http://127.0.0.1:${port}`
  const server = blocked
    ? undefined
    : startCommand('npm', ['run', 'start', '--', '--hostname', '127.0.0.1', '--port', String(port)], {
        cwd: dir,
        log: path.join(context.logDir, `${name}-start.log`),
        env,
      })
  const visitors: WalletPage[] = []
  try {
    await step(names.start, async () => {
      await waitForServer(url, 60_000)
      const response = await fetch(url)
      const html = await response.text()
      if (response.status !== 200) throw new Error(`GET / answered ${response.status}`)
      if (!html.includes('data-latch-connect-button') || !html.includes('data-wagmi-status="disconnected"'))
        throw new Error(`The server-rendered page is not the app's:\n${html.slice(0, 2000)}`)
      if (addressesIn(html).length > 0)
        throw new Error(`The server HTML holds ${addressesIn(html).join(', ')}`)
      assertGuardClean('The server')
    })
    await step(names.mint, async () => {
      const wallet = await connectedVisitor(context, chain, options.accounts[0], url)
      visitors.push(wallet)
      const client = createPublicClient({ transport: http(chain.url) })
      const read = (functionName: 'totalSupply' | 'ownerOf', args?: readonly [bigint]) =>
        client.readContract({ address: nft.address, abi: nft.abi, functionName, ...(args ? { args } : {}) })
      const supply = (await read('totalSupply')) as bigint
      await wallet.page.getByRole('button', { name: 'Mint', exact: true }).click()
      await wallet.page.locator('[data-minted], [data-wagmi-error]').first().waitFor()
      const error = await wallet.page.locator('[data-wagmi-error]').count()
      if (error > 0)
        throw new Error(
          `useWriteContract failed: ${await wallet.page.locator('[data-wagmi-error]').textContent()}`,
        )
      const owner = await read('ownerOf', [supply + 1n])
      if (owner !== first) throw new Error(`Token ${supply + 1n} belongs to ${String(owner)}, not ${first}`)
      assertCleanPage(wallet)
    })
    await step(names.reload, async () => {
      const wallet = visitors[0]!
      const errors = wallet.consoleErrors.length
      const warnings = wallet.warnings.length
      await rainbowKitCookie(wallet, url, first)
      await reloadConnected(wallet, first)
      const logged = [...wallet.consoleErrors.slice(errors), ...wallet.warnings.slice(warnings)]
      const hydration = logged.filter((text) => HYDRATION.test(text))
      if (hydration.length > 0) throw new Error(`Hydration warnings:\n${hydration.join('\n')}`)
      assertCleanPage(wallet)
    })
    await step(names.visitors, async () => {
      const wallet = await connectedVisitor(context, chain, options.accounts[1], url)
      visitors.push(wallet)
      await reloadConnected(wallet, second)
      const [one, two] = visitors as [WalletPage, WalletPage]
      await reloadConnected(one, first)
      await rainbowKitCookie(one, url, first)
      await rainbowKitCookie(two, url, second)
      const own = [
        await serverHtmlOwnOnly(one, url, first, second),
        await serverHtmlOwnOnly(two, url, second, first),
        await serverHtmlOwnOnly(one, url, first, second),
      ]
      context.figures[`${name} server HTML holds the visitor's own address`] = own.join(' ')
      // Last: a server render that kept an earlier visitor's state would show here.
      const html = await (await fetch(url)).text()
      if (addressesIn(html).length > 0)
        throw new Error(`The server HTML for a visitor with no cookie holds ${addressesIn(html).join(', ')}`)
      assertCleanPage(one)
      assertCleanPage(two)
    })
    await step(names.disconnect, async () => {
      const { page } = visitors[0]!
      await page.getByRole('button', { name: 'Disconnect', exact: true }).click()
      await page.locator('[data-wagmi-status="disconnected"]').waitFor()
      await page.locator('[data-latch-connect-button][data-status="disconnected"]').waitFor()
      await page.reload()
      await page.locator('[data-hydrated="yes"]').waitFor({ state: 'attached' })
      await page.locator('[data-latch-connect-button][data-status="disconnected"]').waitFor()
      await page.locator('[data-wagmi-status="disconnected"]').waitFor()
      assertCleanPage(visitors[0]!)
    })
  } finally {
    for (const wallet of visitors) await wallet.context.close()
    if (server) await stopCommand(server)
  }
}
