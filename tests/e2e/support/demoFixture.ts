import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { OtpOptions } from '@latch/auth-server'
import { TEST_WALLET_ICON, testWalletInitScript } from '@latch/testing/evm'
import type { Browser, Page } from 'playwright-core'
import { ensureDemoBuild } from '../../../examples/demo/cachedBuild'
import { type DemoWorld, startDemoWorld } from '../../../examples/demo/world'
import { type GuardedPage, guardedPage, launchChromium } from './browser'

/** EIP-6963 identity of the wallet the e2e tests inject. */
export const TEST_WALLET = {
  uuid: 'latch-e2e',
  name: 'Test Wallet',
  icon: TEST_WALLET_ICON,
  rdns: 'dev.latch.test',
}

/** Where screenshots of the main views go. */
export const SCREENSHOT_DIR = path.resolve('test-output/screenshots')

/**
 * One e2e suite's world: the built demo served against fresh dev chains, and Chromium.
 *
 * @example
 * ```ts
 * const demo = await startDemoSuite()
 * const { page } = await demo.openPage({ account: 2 })
 * ```
 */
export type DemoSuite = {
  world: DemoWorld
  browser: Browser
  /** Opens the demo with the test wallet injected, holding dev-chain account `account`. */
  openPage: (options?: {
    account?: number
    authorized?: boolean
    colorScheme?: 'light' | 'dark'
    /** Inject the test wallet (default true); false for a visitor with no extension. */
    inject?: boolean
    /** The test wallet answers ERC-7846 `wallet_connect` with sign-in (one prompt); default false. */
    signIn?: boolean
    /** More scripts to run before the page's own (e.g. the Stacks/Bitcoin test wallets). */
    initScripts?: readonly string[]
  }) => Promise<GuardedPage>
  close: () => Promise<void>
}

/**
 * Builds the demo (once per run, cached), starts its world and launches Chromium.
 *
 * @param options - The server sign-in's session life (default the demo's, 1 hour); the auth
 *   service's email-code limits (default the service's); `smartAccount: true` for the embedded
 *   wallet's smart account (the ERC-4337 contracts, the bundler and the paymaster service: off by
 *   default, their start costs seconds a suite that does not use them would pay).
 * @returns The suite.
 * @example
 * ```ts
 * beforeAll(async () => { demo = await startDemoSuite() })
 * afterAll(() => demo.close())
 * ```
 */
export async function startDemoSuite(
  options: { siwxSessionTtlMs?: number; authOtp?: OtpOptions; smartAccount?: boolean } = {},
): Promise<DemoSuite> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  const distDir = await ensureDemoBuild()
  const world = await startDemoWorld({ distDir, ...options, smartAccount: options.smartAccount ?? false })
  const browser = await launchChromium().catch(async (error: unknown) => {
    await world.close()
    throw error
  })
  const [main, second] = world.chains
  return {
    world,
    browser,
    async openPage(options = {}) {
      const account = main!.accounts[options.account ?? 2]!
      const wallet = testWalletInitScript({
        rpcUrl: main!.url,
        chainId: main!.chainId,
        accounts: [account.address],
        info: TEST_WALLET,
        chains: { [second!.chainId]: second!.url },
        authorized: options.authorized ?? false,
        ...(options.signIn ? { signIn: true } : {}),
      })
      const guarded = await guardedPage(browser, {
        initScripts: [...(options.inject === false ? [] : [wallet]), ...(options.initScripts ?? [])],
        ...(options.colorScheme ? { colorScheme: options.colorScheme } : {}),
      })
      await guarded.page.goto(world.url)
      await guarded.page.waitForSelector('[data-latch-connect-button]')
      return guarded
    },
    async close() {
      await browser.close()
      await world.close()
    },
  }
}

/**
 * Saves a screenshot of the page under test-output/screenshots.
 *
 * @param page - The page.
 * @param name - File name without extension.
 * @example
 * ```ts
 * await screenshot(page, 'account')
 * ```
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) })
}
