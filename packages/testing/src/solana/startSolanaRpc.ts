import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { base58 } from '@scure/base'
import { LiteSVM } from 'litesvm'
import { type WebSocket, WebSocketServer } from 'ws'
import { callSolanaRpcMethod, type RpcMethodContext, RpcMethodError } from './solanaRpcMethods'
import { stringifyExact } from './stringifyExact'
import { SvmLedger } from './svmLedger'

/**
 * Options of {@link startSolanaRpc}.
 *
 * @example
 * ```ts
 * const rpc = await startSolanaRpc({ genesisHash: 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69Xm1ZE3MEE6JC' })
 * ```
 */
export type StartSolanaRpcOptions = {
  /** Genesis hash the node reports (base58). Random per node by default. */
  genesisHash?: string
  /** A ready LiteSVM to serve; a fresh one by default. */
  svm?: LiteSVM
}

/**
 * A running local Solana JSON-RPC node.
 *
 * @example
 * ```ts
 * const rpc = await startSolanaRpc()
 * await rpc.airdrop(address, 2_000_000_000n)
 * await rpc.stop()
 * ```
 */
export type SolanaRpc = {
  /** HTTP JSON-RPC endpoint, e.g. `http://127.0.0.1:40123`. */
  url: string
  /** WebSocket endpoint on the same port, e.g. `ws://127.0.0.1:40123`. */
  wsUrl: string
  /** Genesis hash (base58); the CAIP-2 id is `solana:` plus its first 32 characters. */
  genesisHash: string
  /** CAIP-2 id of this local chain. */
  caipNetworkId: `solana:${string}`
  /** The in-process SVM behind the node. */
  svm: LiteSVM
  /** Credits lamports to an address; resolves with the airdrop signature. */
  airdrop(address: string, lamports: bigint): Promise<string>
  /** Closes every socket and the server. */
  stop(): Promise<void>
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-max-age': '600',
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

type JsonRpcRequest = { id?: unknown; method?: unknown; params?: unknown }

function answer(request: JsonRpcRequest, ctx: RpcMethodContext) {
  const id = request.id ?? null
  try {
    const params = Array.isArray(request.params) ? request.params : []
    const result = callSolanaRpcMethod(String(request.method), params, ctx)
    return { jsonrpc: '2.0', id, result }
  } catch (error) {
    if (error instanceof RpcMethodError) {
      return { jsonrpc: '2.0', id, error: { code: error.code, message: error.message, data: error.data } }
    }
    return { jsonrpc: '2.0', id, error: { code: -32603, message: (error as Error).message } }
  }
}

/**
 * Starts a Solana JSON-RPC node over an in-process SVM (litesvm) on 127.0.0.1, on a free port, with
 * HTTP and WebSocket (`signatureSubscribe`) on the same port and CORS headers for browser pages.
 *
 * @param options - Optional genesis hash or SVM.
 * @returns The running node.
 * @example
 * ```ts
 * const rpc = await startSolanaRpc()
 * const connection = new Connection(rpc.url, { wsEndpoint: rpc.wsUrl, commitment: 'confirmed' })
 * ```
 */
export async function startSolanaRpc(options: StartSolanaRpcOptions = {}): Promise<SolanaRpc> {
  const svm = options.svm ?? new LiteSVM().withBlockhashCheck(false)
  const ledger = new SvmLedger(svm)
  const genesisHash = options.genesisHash ?? base58.encode(randomBytes(32))
  const subscriptions = new Map<number, { socket: WebSocket; signature: string }>()
  let nextSubscription = 1

  const notify = (id: number, socket: WebSocket, err: unknown) => {
    subscriptions.delete(id)
    socket.send(
      stringifyExact({
        jsonrpc: '2.0',
        method: 'signatureNotification',
        params: { result: { context: { slot: ledger.slot }, value: { err } }, subscription: id },
      }),
    )
  }
  const ctx: RpcMethodContext = {
    ledger,
    genesisHash,
    onProcessed: (signature, err) => {
      for (const [id, sub] of subscriptions) if (sub.signature === signature) notify(id, sub.socket, err)
    },
  }

  let inFlight = 0
  let lastActivity = 0
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    inFlight += 1
    lastActivity = Date.now()
    res.on('close', () => {
      inFlight -= 1
      lastActivity = Date.now()
    })
    const requested = req.headers['access-control-request-headers']
    const headers = { ...CORS_HEADERS, 'access-control-allow-headers': requested ?? 'content-type' }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, headers).end()
      return
    }
    if (req.method !== 'POST') {
      res.writeHead(405, headers).end()
      return
    }
    readBody(req)
      .then((body) => {
        const parsed = JSON.parse(body) as JsonRpcRequest | JsonRpcRequest[]
        const reply = Array.isArray(parsed) ? parsed.map((r) => answer(r, ctx)) : answer(parsed, ctx)
        res.writeHead(200, { ...headers, 'content-type': 'application/json' }).end(stringifyExact(reply))
      })
      .catch((error: Error) => {
        const reply = { jsonrpc: '2.0', id: null, error: { code: -32700, message: error.message } }
        res.writeHead(200, { ...headers, 'content-type': 'application/json' }).end(stringifyExact(reply))
      })
  })

  const wss = new WebSocketServer({ server })
  wss.on('connection', (socket) => {
    socket.on('message', (raw) => {
      let request: JsonRpcRequest
      try {
        request = JSON.parse(String(raw)) as JsonRpcRequest
      } catch {
        return
      }
      if (request.id === undefined) return // notifications such as web3.js's `ping`
      const params = Array.isArray(request.params) ? request.params : []
      if (request.method === 'signatureSubscribe') {
        const id = nextSubscription++
        const signature = String(params[0])
        subscriptions.set(id, { socket, signature })
        socket.send(stringifyExact({ jsonrpc: '2.0', id: request.id, result: id }))
        if (ledger.isProcessed(signature)) notify(id, socket, ledger.get(signature)?.err ?? null)
        return
      }
      if (request.method === 'signatureUnsubscribe') {
        subscriptions.delete(Number(params[0]))
        socket.send(stringifyExact({ jsonrpc: '2.0', id: request.id, result: true }))
        return
      }
      socket.send(stringifyExact(answer(request, ctx)))
    })
    socket.on('close', () => {
      for (const [id, sub] of subscriptions) if (sub.socket === socket) subscriptions.delete(id)
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}`,
    genesisHash,
    caipNetworkId: `solana:${genesisHash.slice(0, 32)}`,
    svm,
    airdrop: async (address, lamports) => ledger.airdrop(address, lamports),
    stop: async () => {
      // Close WebSockets with 1000 (normal closure): web3.js's socket client reconnects forever on
      // any other code, which would keep the test process alive.
      const closing = [...wss.clients].map(
        (client) =>
          new Promise<void>((resolve) => {
            client.once('close', () => resolve())
            client.close(1000, 'node stopped')
            setTimeout(() => {
              client.terminate()
              resolve()
            }, 500).unref()
          }),
      )
      await Promise.all(closing)
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      // web3.js fires a last getSignatureStatus after a confirmation without awaiting it: let such
      // trailing requests land and be answered (quiet for 100 ms, at most 1 s) before closing, so a
      // client never sees its keep-alive socket reset mid-request.
      const deadline = Date.now() + 1000
      while ((inFlight > 0 || Date.now() - lastActivity < 100) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeAllConnections()
      await closed
    },
  }
}
