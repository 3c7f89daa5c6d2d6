/**
 * TEST / DEV PART — the visitor's Farcaster app as a web page, for the local demo: the sign-in
 * link the app shows (the relay stand-in's `urlBase` points here) opens a page that names the
 * asking site and, on "Approve", signs the sign-in with a dev custody key and posts it to the relay
 * (with {@link createFarcasterApp}). No script; forms only.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { LocalAccount } from 'viem'
import { readRequestUrl } from '../net/readRequestUrl'
import { readFormBody } from '../oauth/readFormBody'
import { createFarcasterApp } from './createFarcasterApp'
import { approvalPage, DEV_FARCASTER_CSP, DEV_FARCASTER_CSS, devFarcasterPage } from './devFarcasterPages'

/**
 * Options of {@link startDevFarcasterApp}.
 *
 * @example
 * ```ts
 * const options: DevFarcasterAppOptions = { relayUrl: relay.url, authKey: relay.authKey, custody, fid: 1n }
 * ```
 */
export type DevFarcasterAppOptions = {
  relayUrl: string
  authKey: string
  /** The dev account's custody key. */
  custody: LocalAccount
  /** Its fid (registered to `custody` in the ID registry stand-in). */
  fid: bigint
  /** Port; default 0 (a free port). Reserve one to give the relay its `urlBase` first. */
  port?: number
}

/**
 * The running dev Farcaster app.
 *
 * @example
 * ```ts
 * const app: DevFarcasterApp = await startDevFarcasterApp(options)
 * startFarcasterRelay({ urlBase: app.signInUrl })
 * ```
 */
export type DevFarcasterApp = {
  url: string
  /** Where sign-in links point (`?channelToken=` is added): the relay's `urlBase`. */
  signInUrl: string
  close(): Promise<void>
}

const CHANNEL_TOKEN = /^[A-Za-z0-9._~-]{1,256}$/

/**
 * Starts the dev Farcaster app on loopback.
 *
 * @param options - The relay, its key, the dev custody account and its fid, the port.
 * @returns The running app.
 * @example
 * ```ts
 * const port = await reserveLoopbackPort()
 * const relay = await startFarcasterRelay({ urlBase: `http://127.0.0.1:${port}/siwf` })
 * const app = await startDevFarcasterApp({ relayUrl: relay.url, authKey: relay.authKey, custody, fid, port })
 * ```
 */
export async function startDevFarcasterApp(options: DevFarcasterAppOptions): Promise<DevFarcasterApp> {
  const farcaster = createFarcasterApp({ relayUrl: options.relayUrl, authKey: options.authKey })
  const send = (response: ServerResponse, status: number, html: string) => {
    response.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': DEV_FARCASTER_CSP,
      'cache-control': 'no-store',
    })
    response.end(html)
  }
  const signInUrl = (port: number) => `http://127.0.0.1:${port}/siwf`
  let url = ''

  /** The channel's asking domain, from the relay (the page shows who asks before approving). */
  const channelDomain = async (channelToken: string): Promise<string | undefined> => {
    const response = await fetch(`${options.relayUrl}/v1/channel/status`, {
      headers: { authorization: `Bearer ${channelToken}` },
    })
    if (response.status !== 202) return undefined
    const body = (await response.json()) as { signatureParams?: { domain?: unknown } }
    const domain = body.signatureParams?.domain
    return typeof domain === 'string' ? domain : undefined
  }

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const target = readRequestUrl(request.url ?? '/')
    if (!target) return send(response, 400, devFarcasterPage('Bad request', ''))
    if (target.pathname === '/farcaster.css') {
      response.writeHead(200, { 'content-type': 'text/css; charset=utf-8' })
      return void response.end(DEV_FARCASTER_CSS)
    }
    if (request.method === 'GET' && target.pathname === '/siwf') {
      const channelToken = target.searchParams.get('channelToken') ?? ''
      const domain = CHANNEL_TOKEN.test(channelToken) ? await channelDomain(channelToken) : undefined
      if (domain === undefined)
        return send(
          response,
          404,
          devFarcasterPage('Sign-in not found', '<p>It expired or was already used.</p>'),
        )
      return send(
        response,
        200,
        approvalPage({ channelToken, domain, fid: options.fid, custody: options.custody.address }),
      )
    }
    if (request.method === 'POST' && target.pathname === '/approve') {
      const channelToken = (await readFormBody(request))?.get('channelToken') ?? ''
      if (!CHANNEL_TOKEN.test(channelToken)) return send(response, 400, devFarcasterPage('Bad request', ''))
      const uri = `${signInUrl(Number(new URL(url).port))}?${new URLSearchParams({ channelToken })}`
      const approved = await farcaster
        .approve({ uri, fid: options.fid, custody: options.custody })
        .then(() => true)
        .catch(() => false)
      return approved
        ? send(
            response,
            200,
            devFarcasterPage('Signed in', '<p data-dev-farcaster-done="">Return to the app.</p>'),
          )
        : send(response, 404, devFarcasterPage('Sign-in not found', '<p>It expired or was already used.</p>'))
    }
    send(response, 404, devFarcasterPage('Not found', ''))
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) send(response, 500, devFarcasterPage('Something went wrong', ''))
      else response.destroy()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  url = `http://127.0.0.1:${port}`
  return {
    url,
    signInUrl: signInUrl(port),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
