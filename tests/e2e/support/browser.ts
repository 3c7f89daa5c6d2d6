import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { CHROMIUM_HEADLESS_SHELL_PATH, CHROMIUM_PATH, ensureChromium } from '../../../scripts/ensure-chromium'

/** Flags that work for Debian's Chromium on these machines (RECIPES.md). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Every non-loopback request goes to a proxy that is not there (port 9, the discard port: nothing
  // here listens on it, and the tests' servers all take free ports), so it fails without leaving the
  // machine, a host name or an IP literal, HTTP or WebSocket; loopback requests go direct (the bypass
  // list; Chromium bypasses loopback anyway). browserGuard.test.ts fails if a request gets past it.
  '--proxy-server=http://127.0.0.1:9',
  '--proxy-bypass-list=127.0.0.1;localhost;[::1]',
  // Belt and braces: a non-loopback host name cannot resolve either.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
]

/**
 * Launches Debian's Chromium headless through playwright-core (installing it first if missing):
 * its headless shell by default, for the tests (the same Blink and V8 at a third of the cost per
 * page, ensure-chromium.ts), or the browser itself (`full: true`) for the benchmarks, which time
 * what a visitor's browser does.
 *
 * @param options - `full: true` for the browser instead of the headless shell.
 * @returns The browser.
 * @example
 * ```ts
 * const browser = await launchChromium()
 * const timed = await launchChromium({ full: true })
 * ```
 */
export async function launchChromium(options: { full?: boolean } = {}): Promise<Browser> {
  ensureChromium()
  return chromium.launch({
    executablePath: options.full ? CHROMIUM_PATH : CHROMIUM_HEADLESS_SHELL_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  })
}

/** True for URLs the page may load: its own loopback origin, the local chains, data: and blob:. */
export function isLocalUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url)
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]'
}

/**
 * A page whose context records every non-loopback request, so a test can fail on any hidden
 * network call; none of them can leave the machine (the browser's launch flags send them to a
 * proxy that is not there).
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
 * Opens a fresh context and page with the loopback-only guard and a console-error recorder. The
 * guard observes requests and routes none: routing each one through the test driver costs a round
 * trip per request and turns off the HTTP cache (measured on modalLook.test.ts, one run each on a
 * quiet 2-core machine: 122 CPU-seconds routed, 103 observed; the file 66 s and 58 s), and a
 * benchmark's page loads its chunks as a visitor's does.
 *
 * @param browser - The browser.
 * @param options - Optional init scripts (e.g. the test wallet) and color scheme.
 * @returns The guarded page.
 * @example
 * ```ts
 * const { page } = await guardedPage(browser, { initScripts: [walletScript] })
 * ```
 */
export async function guardedPage(
  browser: Browser,
  options: { initScripts?: readonly string[]; colorScheme?: 'light' | 'dark' } = {},
): Promise<GuardedPage> {
  const context = await browser.newContext({
    viewport: { width: 1100, height: 800 },
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: 'reduce',
  })
  const foreignRequests = recordForeignRequests(context)
  for (const script of options.initScripts ?? []) await context.addInitScript(script)
  const page = await context.newPage()
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !isOwnFaviconMiss(message.location().url))
      consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => consoleErrors.push(error.message))
  return { context, page, foreignRequests, consoleErrors }
}

/**
 * True for a console error about `/favicon.ico`: the browser asks for it on every load of a page
 * that names no icon, and reports a server without one (the consumer fixtures' servers) as an error
 * the page did not make.
 */
function isOwnFaviconMiss(url: string): boolean {
  return url !== '' && new URL(url).pathname === '/favicon.ico'
}

/**
 * Records the URL of every non-loopback request a context's pages make (HTTP from pages and their
 * workers, and WebSocket handshakes); the launch flags make each of them fail.
 *
 * @param context - A browser context.
 * @param foreignRequests - The list to add to (default a new one): one list may gather several contexts'.
 * @returns The list, filled as requests are made.
 * @example
 * ```ts
 * const foreignRequests = recordForeignRequests(context)
 * ```
 */
export function recordForeignRequests(context: BrowserContext, foreignRequests: string[] = []): string[] {
  const record = (url: string) => {
    if (!isLocalUrl(url)) foreignRequests.push(url)
  }
  context.on('request', (request) => record(request.url()))
  const watchSockets = (page: Page) => page.on('websocket', (socket) => record(socket.url()))
  for (const page of context.pages()) watchSockets(page)
  context.on('page', watchSockets)
  return foreignRequests
}

/**
 * Closes a popup once it shows its page, as a visitor closes a window they can see. A popup that
 * was opened blank and then sent to its URL (the social login's) is closed only after that page
 * has loaded: Chromium's headless shell can leave a popup closed during that navigation open, and
 * Playwright's `close()` then never returns (a 120 s test timeout in 2 of 4 full e2e runs; in a
 * loop under load, 3 of 3 workers hung within 5 closes, and 45 of 45 closes returned once the
 * login page had loaded).
 *
 * @param popup - The popup page.
 * @example
 * ```ts
 * const [popup] = await Promise.all([page.waitForEvent('popup'), socialButton.click()])
 * await closeShownPopup(popup)
 * ```
 */
export async function closeShownPopup(popup: Page): Promise<void> {
  await popup.waitForURL((url) => url.href !== 'about:blank')
  await popup.close()
}
