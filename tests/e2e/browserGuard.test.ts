import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guardedPage, launchChromium } from './support/browser'

// The browser side of "tests fail if a non-loopback connection is attempted": every e2e page is a
// guardedPage in a browser launchChromium starts, the headless shell (the tests) or the browser
// itself (the benchmarks). A page's request to another host is recorded for the test to fail on, and
// fails at a proxy that is not there, never going out.

let server: Server
let origin: string
const browsers: Record<'headless shell' | 'browser', Browser | undefined> = {
  'headless shell': undefined,
  browser: undefined,
}

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/') response.setHeader('content-type', 'text/html')
    if (request.url !== '/' && request.url !== '/local') response.statusCode = 404
    response.end(request.url === '/' ? '<!doctype html><title>guard</title>' : 'local')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  ;[browsers['headless shell'], browsers.browser] = await Promise.all([
    launchChromium(),
    launchChromium({ full: true }),
  ])
})
afterAll(async () => {
  await Promise.all(Object.values(browsers).map((browser) => browser?.close()))
  await new Promise((resolve) => server?.close(resolve))
})

describe.each(['headless shell', 'browser'] as const)('the e2e browser guard in the %s', (kind) => {
  it('records every request to another host (a host name, IPv4 and IPv6 literals, a WebSocket) and each fails at the dead proxy, while loopback requests load', async () => {
    const { page, context, foreignRequests } = await guardedPage(browsers[kind]!)
    const failures = new Map<string, string>()
    page.on('requestfailed', (request) => failures.set(request.url(), request.failure()?.errorText ?? ''))
    await page.goto(`${origin}/`)
    const foreign = ['http://example.com/a', 'http://93.184.216.34/b', 'http://[2001:db8::1]/c']
    const outcome = await page.evaluate(
      async ({ urls, local }) => {
        const fetched = await Promise.all(
          urls.map((url) =>
            fetch(url).then(
              () => 'loaded',
              () => 'failed',
            ),
          ),
        )
        const socket = await new Promise<string>((resolve) => {
          const ws = new WebSocket('ws://203.0.113.7/d')
          ws.onopen = () => resolve('open')
          ws.onerror = () => resolve('failed')
        })
        const own = await fetch(local).then((response) => response.text())
        return { fetched, socket, own }
      },
      { urls: foreign, local: `${origin}/local` },
    )
    expect(outcome).toEqual({ fetched: ['failed', 'failed', 'failed'], socket: 'failed', own: 'local' })
    expect([...foreignRequests].sort()).toEqual([...foreign, 'ws://203.0.113.7/d'].sort())
    // An IP literal never meets the host resolver: it failed at the proxy, not on a direct attempt.
    for (const url of foreign.slice(1)) expect(failures.get(url)).toBe('net::ERR_PROXY_CONNECTION_FAILED')
    expect(failures.has(`${origin}/local`)).toBe(false)
    await context.close()
  })
})

describe('the e2e browser guard in the browser', () => {
  // The headless shell never asks for a page's icon; the browser (the benchmarks') does.
  it("records the page's console errors, but not the browser's own request for a /favicon.ico the server lacks", async () => {
    const { page, context, consoleErrors } = await guardedPage(browsers.browser!)
    const favicon = page.waitForEvent('console', (message) => message.location().url.endsWith('/favicon.ico'))
    // another origin than the first test's: the browser asks once per origin
    await page.goto(`${origin.replace('127.0.0.1', 'localhost')}/`)
    await favicon
    expect(consoleErrors).toEqual([])
    await page.evaluate(() => fetch('/missing'))
    await page.evaluate(() => console.error('the page failed'))
    await expect.poll(() => consoleErrors).toEqual([expect.stringContaining('404'), 'the page failed'])
    await context.close()
  })
})
