import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { CHROMIUM_PATH, ensureChromium } from '../../../scripts/ensure-chromium'

/** Flags that work for Debian's Chromium on these machines (RECIPES.md). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Belt and braces: even a request the route guard missed cannot resolve a non-loopback host.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
]

/**
 * Launches headless Debian Chromium through playwright-core (installing it first if missing).
 *
 * @returns The browser.
 * @example
 * ```ts
 * const browser = await launchChromium()
 * ```
 */
export async function launchChromium(): Promise<Browser> {
  ensureChromium()
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
}

/** True for URLs the page may load: its own loopback origin, the local chains, data: and blob:. */
export function isLocalUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url)
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]'
}

/**
 * A page whose context aborts every non-loopback request and records it, so a test can fail on
 * any hidden network call.
 *
 * @example
 * ```ts
 * const { page, foreignRequests } = await guardedPage(browser)
 * expect(foreignRequests).toEqual([])
 * ```
 */
export type GuardedPage = {
  context: BrowserContext
  page: Page
  foreignRequests: string[]
  consoleErrors: string[]
}

/**
 * Opens a fresh context and page with the loopback-only guard and a console-error recorder.
 *
 * @param browser - The browser.
 * @param options - Optional init scripts (e.g. the test wallet) and color scheme. `observeOnly`
 *   records the non-loopback requests without routing any request: a benchmark's page loads its
 *   chunks as a visitor's does (routing every request through the test driver delays each one,
 *   ~90 ms over the ~50 chunks of a Latch page's start-up); non-loopback hosts still cannot resolve
 *   (the browser's launch flags).
 * @returns The guarded page.
 * @example
 * ```ts
 * const { page } = await guardedPage(browser, { initScripts: [walletScript] })
 * ```
 */
export async function guardedPage(
  browser: Browser,
  options: { initScripts?: readonly string[]; colorScheme?: 'light' | 'dark'; observeOnly?: boolean } = {},
): Promise<GuardedPage> {
  const context = await browser.newContext({
    viewport: { width: 1100, height: 800 },
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: 'reduce',
  })
  const foreignRequests: string[] = []
  if (options.observeOnly)
    context.on('request', (request) => {
      if (!isLocalUrl(request.url())) foreignRequests.push(request.url())
    })
  else
    await context.route('**/*', (route) => {
      const url = route.request().url()
      if (isLocalUrl(url)) return route.continue()
      foreignRequests.push(url)
      return route.abort('blockedbyclient')
    })
  for (const script of options.initScripts ?? []) await context.addInitScript(script)
  const page = await context.newPage()
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => consoleErrors.push(error.message))
  return { context, page, foreignRequests, consoleErrors }
}
