import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as delay } from 'node:timers/promises'
import { readRequestUrl } from '../net/readRequestUrl'
import { queryWallets } from './queryWallets'
import { seedAccountData } from './seedAccountData'
import { seedNameAddress } from './seedNameAddress'
import { SEEDED_ALLOWANCE, SWAP_ROUTER, SWAP_TOKENS } from './seedSwap'
import { type SeedWallet, seedWallets } from './seedWallets'

/**
 * One request the local server received.
 *
 * @example
 * ```ts
 * server.requests.filter((r) => r.path === '/getWallets').map((r) => r.query.page)
 * ```
 */
export type RecordedRequest = { method: string; path: string; query: Record<string, string>; body: unknown }

/**
 * How the server misbehaves for matching requests: an HTTP status, a malformed JSON body, a delay
 * before answering normally, a dropped connection, no answer at all until the server closes, a
 * body that starts but never finishes (`'stallBody'`), a JSON body of the test's choosing
 * (`{ body }`, e.g. a list with one bad item), or raw bytes with a content type (`{ raw }`).
 *
 * @example
 * ```ts
 * server.fail('/projects/v1/origins', { status: 429 })
 * server.fail('/getWallets', 'drop', { times: 2 })
 * server.fail('/getWallets', { body: { count: 1, data: [{ id: 1 }] } })
 * server.fail('/getWalletImage/*', { raw: '<script>alert(1)</script>', contentType: 'text/html' })
 * ```
 */
export type FailureMode =
  | { status: number }
  | 'malformed'
  | { delayMs: number }
  | 'drop'
  | 'hang'
  | 'stallBody'
  | { body: unknown }
  | { raw: string | Uint8Array; contentType: string }

/**
 * The local wallet-registry, project, analytics and data API server.
 *
 * @example
 * ```ts
 * const server = await startApiServer()
 * const latch = createLatch({ projectId: 'test', apiUrl: server.url, ... })
 * await server.close()
 * ```
 */
export interface ApiServer {
  /** Base URL, `http://127.0.0.1:<port>`. */
  readonly url: string
  /** Every request received, in order. */
  readonly requests: RecordedRequest[]
  /** The seeded wallets. */
  readonly wallets: readonly SeedWallet[]
  /** Misbehave for requests whose path equals `path` (or starts with it when it ends with `*`). */
  fail(path: string, mode: FailureMode, options?: { times?: number }): void
  /** Answer normally again. */
  clearFailures(): void
  /** Set what `/appkit/v1/config`, `/projects/v1/origins` and `/getAnalyticsConfig` answer. */
  configure(settings: Partial<ServerSettings>): void
  /** Stop the server (answers hanging requests by destroying them). */
  close(): Promise<void>
}

/**
 * The project settings the server answers with.
 *
 * @example
 * ```ts
 * server.configure({ multiWallet: false, analyticsEnabled: true })
 * ```
 */
export type ServerSettings = { multiWallet: boolean; allowedOrigins: string[]; analyticsEnabled: boolean }

type Rule = { path: string; mode: FailureMode; remaining: number }

const IMAGE = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')

function matches(rule: Rule, path: string): boolean {
  return rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : rule.path === path
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * The hosted JSON-RPC stand-in (`POST /v1/?chainId=eip155:N&projectId=…`): `eth_chainId` answers
 * the chain of the `chainId` query value, `eth_getBalance` 42 wei, `eth_blockNumber` 1; anything
 * else is "method not found".
 */
function answerJsonRpc(query: URLSearchParams, body: unknown): unknown {
  const request =
    typeof body === 'object' && body !== null ? (body as { id?: unknown; method?: unknown }) : {}
  const id = request.id ?? null
  const chain = /^eip155:(\d+)$/.exec(query.get('chainId') ?? '')
  if (request.method === 'eth_chainId' && chain)
    return { jsonrpc: '2.0', id, result: `0x${BigInt(chain[1] ?? '0').toString(16)}` }
  if (request.method === 'eth_getBalance') return { jsonrpc: '2.0', id, result: '0x2a' }
  if (request.method === 'eth_blockNumber') return { jsonrpc: '2.0', id, result: '0x1' }
  return { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } }
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
  response.end(JSON.stringify(body))
}

/**
 * Starts the local API server on 127.0.0.1 with a random free port. It serves SPEC §7's wallet SDK
 * provider endpoints (`/getWallets`, `/appkit/v1/config`, `/projects/v1/origins`,
 * `/getAnalyticsConfig`, the four image endpoints, `POST /e`) and the data API (`/v1/account/...`,
 * `/v1/identity/...`, `/v1/profile/account/...`, `/v1/fungible/price`) with seeded data, records every request, and can be told
 * to fail. It also stands in for the hosted JSON-RPC (`POST /v1/`, see `answerJsonRpc`).
 *
 * @param options - `wallets`: how many seed wallets (default 1200).
 * @returns The running server.
 * @example
 * ```ts
 * const server = await startApiServer({ wallets: 1500 })
 * ```
 */
export async function startApiServer(options: { wallets?: number } = {}): Promise<ApiServer> {
  const wallets = seedWallets(options.wallets ?? 1200)
  const requests: RecordedRequest[] = []
  let rules: Rule[] = []
  const settings: ServerSettings = {
    multiWallet: true,
    allowedOrigins: ['http://localhost'],
    analyticsEnabled: true,
  }

  const route = (
    method: string,
    path: string,
    query: URLSearchParams,
    body: unknown,
  ): [number, unknown] | 'image' => {
    if (method === 'POST' && path === '/e') return [202, { ok: true }]
    if (method === 'POST' && path === '/v1/') return [200, answerJsonRpc(query, body)]
    if (path === '/getWallets') return [200, queryWallets(wallets, query)]
    if (path === '/appkit/v1/config')
      return [200, { features: [{ id: 'multi_wallet', isEnabled: settings.multiWallet, config: null }] }]
    if (path === '/projects/v1/origins') return [200, { allowedOrigins: settings.allowedOrigins }]
    if (path === '/getAnalyticsConfig') return [200, { isAnalyticsEnabled: settings.analyticsEnabled }]
    if (/^\/(getWalletImage|public\/get(Asset|Currency|Token)Image)\/[^/]+$/.test(path)) return 'image'
    const account = /^\/v1\/account\/([^/]+)\/(balance|history|nfts)$/.exec(path)
    if (account) {
      const seed = seedAccountData(decodeURIComponent(account[1] ?? ''), query.get('chainId') ?? 'eip155:1')
      if (account[2] === 'balance') return [200, { balances: seed.balances }]
      if (account[2] === 'history') return [200, seed.history(query.get('cursor'))]
      return [200, { data: seed.nfts }]
    }
    const identity = /^\/v1\/identity\/([^/]+)$/.exec(path)
    if (identity) return [200, seedAccountData(identity[1] ?? '', 'eip155:1').identity]
    if (path === '/v1/convert/tokens')
      return [200, { tokens: query.get('chainId')?.startsWith('eip155:') ? SWAP_TOKENS : [] }]
    if (path === '/v1/convert/gas-price')
      return [200, { standard: '1000000000', fast: '1500000000', instant: '2000000000' }]
    if (path === '/v1/convert/fee-estimate')
      return [200, { standard: '5000', fast: '10000', instant: '25000' }]
    if (path === '/v1/convert/allowance') return [200, { allowance: SEEDED_ALLOWANCE }]
    if (path === '/v1/convert/build-transaction' || path === '/v1/convert/build-approve')
      return [200, { tx: { to: SWAP_ROUTER, data: '0x095ea7b3', value: '0' } }]
    if (path.startsWith('/v1/bundler/receipt/'))
      return [200, { receipt: { success: true, transactionHash: `0x${'ab'.repeat(32)}` } }]
    const sessions = /^\/v1\/sessions\/([^/]+)(\/revoke)?$/.exec(path)
    if (sessions) {
      if (sessions[2]) return [200, { revoked: true }]
      const live = {
        pci: 'live-session',
        expiry: Math.floor(Date.now() / 1000) + 3600,
        permissions: ['contract-call'],
      }
      const expired = { pci: 'expired-session', expiry: Math.floor(Date.now() / 1000) - 60, permissions: [] }
      return [200, { sessions: [live, expired] }]
    }
    if (path === '/v1/onramp/quotes') {
      const amount = query.get('amount') ?? '0'
      return [
        200,
        {
          quotes: [
            {
              provider: 'local',
              paymentAmount: amount,
              receiveAmount: '0.05',
              receiveSymbol: query.get('symbol') ?? '',
            },
          ],
        },
      ]
    }
    const profile = /^\/v1\/profile\/account\/([^/]+)$/.exec(path)
    if (profile) return [200, { address: seedNameAddress(decodeURIComponent(profile[1] ?? '')) }]
    if (path === '/v1/fungible/price') {
      const addresses = (query.get('addresses') ?? '').split(',').filter(Boolean)
      return [200, { fungibles: addresses.map((address) => ({ address, price: '1.00' })) }]
    }
    return [404, { error: 'not found' }]
  }

  const server = createServer(async (request, response) => {
    const url = readRequestUrl(request.url ?? '/')
    if (!url) return json(response, 400, { error: 'malformed request target' })
    const body = await readBody(request)
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
    })
    const rule = rules.find((candidate) => candidate.remaining > 0 && matches(candidate, url.pathname))
    if (rule) {
      rule.remaining -= 1
      const { mode } = rule
      if (mode === 'hang') return
      if (mode === 'drop') {
        request.socket.destroy()
        return
      }
      if (mode === 'stallBody') {
        const image = /Image\//.test(url.pathname)
        response.writeHead(200, { 'content-type': image ? 'image/svg+xml' : 'application/json' })
        response.write(image ? IMAGE.subarray(0, 8) : '{"data": [')
        return
      }
      if (mode === 'malformed') {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end('{"data": [ {"id": ')
        return
      }
      if ('status' in mode) return json(response, mode.status, { error: `status ${mode.status}` })
      if ('body' in mode) return json(response, 200, mode.body)
      if ('raw' in mode) {
        response.writeHead(200, { 'content-type': mode.contentType })
        response.end(mode.raw)
        return
      }
      await delay(mode.delayMs)
    }
    const answer = route(request.method ?? 'GET', url.pathname, url.searchParams, body)
    if (answer === 'image') {
      response.writeHead(200, { 'content-type': 'image/svg+xml' })
      response.end(IMAGE)
      return
    }
    json(response, answer[0], answer[1])
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    wallets,
    fail(path, mode, failOptions = {}) {
      rules.push({ path, mode, remaining: failOptions.times ?? Number.POSITIVE_INFINITY })
    },
    clearFailures() {
      rules = []
    },
    configure(next) {
      Object.assign(settings, next)
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
