import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import { TestKitError } from '../errors/TestKitError'
import { TEST_KIT_MESSAGES } from '../errors/testKitMessages'
import { readRequestUrl } from '../net/readRequestUrl'

/**
 * One message the relay accepted, as recorded for assertions.
 *
 * @example
 * ```ts
 * relay.published.filter((m) => m.topic === session.topic).length
 * ```
 */
export type RelayPublishedMessage = {
  /** Topic it was published on. */
  topic: string
  /** Relay method that carried it (`irn_publish`, `wc_proposeSession`, `wc_approveSession`). */
  method: string
  /** Client id (did:key issuer of the relay JWT) of the publisher. */
  publisherId: string
  /** When the relay accepted it (ms since epoch). */
  publishedAt: number
}

/**
 * Options of {@link startPairingRelay}.
 *
 * @example
 * ```ts
 * const relay = await startPairingRelay({ pingIntervalMs: 10_000 })
 * ```
 */
export type PairingRelayOptions = {
  /** Interval of the WebSocket pings that keep clients' stall detection quiet. Default 15 s (the clients give up after 35 s). */
  pingIntervalMs?: number
}

/**
 * A running relay stand-in.
 *
 * @example
 * ```ts
 * const relay = await startPairingRelay()
 * const provider = await UniversalProvider.init({ relayUrl: relay.url, ... })
 * relay.dropAllConnections() // clients reconnect on their own
 * await relay.close()
 * ```
 */
export type PairingRelay = {
  /** `ws://127.0.0.1:<port>` to pass as the clients' `relayUrl`. */
  url: string
  /** Every message accepted so far, oldest first. */
  readonly published: readonly RelayPublishedMessage[]
  /** Open client connections right now. */
  connectionCount(): number
  /** The `projectId` each client connected with (from its connection URL), oldest first. */
  projectIds(): string[]
  /** Resolves once `count` clients are connected and each has (re)subscribed to a topic. */
  waitForSubscribedClients(count: number, timeoutMs?: number): Promise<void>
  /** Terminate every client connection (the server keeps listening, so clients can reconnect). */
  dropAllConnections(): void
  /** Stop the server and drop every connection. */
  close(): Promise<void>
}

type Client = { socket: WebSocket; clientId: string; subscriptions: Map<string, string> }
type StoredMessage = RelayPublishedMessage & {
  message: string
  tag: number | undefined
  /** The publisher's Verify attestation, passed on as the relay does ('' says there is none). */
  attestation: string | undefined
  expiresAt: number
}

type JsonRpcRequest = { method?: unknown; params?: unknown }

/** Reads the issuer (`iss`, the client's did:key) from the relay JWT in the connection URL. */
function clientIdFromUrl(url: string | undefined): string {
  const auth = readRequestUrl(url ?? '/')?.searchParams.get('auth')
  const payload = auth?.split('.')[1]
  if (payload) {
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iss?: unknown }
      if (typeof claims.iss === 'string') return claims.iss
    } catch {
      // not a JWT: fall through to an anonymous id
    }
  }
  return `anonymous:${randomBytes(8).toString('hex')}`
}

/**
 * The JSON-RPC id exactly as the client wrote it. The clients use ids above 2^53, which a
 * `JSON.parse` round trip would corrupt, so the response echoes the original text.
 */
function rawId(text: string): string | undefined {
  return (
    /^\s*\{\s*"id"\s*:\s*("(?:[^"\\]|\\.)*"|-?\d+)/.exec(text)?.[1] ??
    /"id"\s*:\s*(-?\d+|"[^"]*")/.exec(text)?.[1]
  )
}

/** The error of a relay request that lacks `what`. */
function relayRequestError(what: string): TestKitError {
  return new TestKitError(TEST_KIT_MESSAGES.relayParamsRequired(what), { code: 'BAD_RELAY_REQUEST' })
}

function str(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key]
  return typeof value === 'string' && value !== '' ? value : undefined
}

/**
 * Starts a WalletConnect v2 relay stand-in on 127.0.0.1 (a free port). It speaks the relay methods
 * the 2.25 clients use (`irn_subscribe`, `irn_batchSubscribe`, `irn_unsubscribe`, `irn_publish`,
 * `irn_batchFetchMessages`, `wc_proposeSession`, `wc_approveSession`), delivers with
 * `irn_subscription` (with the publisher's Verify attestation, as the relay does), keeps messages until their TTL for subscribers that arrive later, subscribes
 * the sender of the two `wc_*` methods itself, and pings every client.
 *
 * @param options - Ping interval.
 * @returns The running relay.
 * @example
 * ```ts
 * const relay = await startPairingRelay()
 * console.log(relay.url) // ws://127.0.0.1:40123
 * ```
 */
export async function startPairingRelay(options: PairingRelayOptions = {}): Promise<PairingRelay> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 })
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const { port } = server.address() as AddressInfo
  const clients = new Set<Client>()
  const projectIds: string[] = []
  const messages = new Map<string, StoredMessage[]>()
  const published: RelayPublishedMessage[] = []
  let nextDeliveryId = 1

  const send = (client: Client, text: string) => {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(text)
  }

  const deliver = (client: Client, stored: StoredMessage) => {
    const subscriptionId = client.subscriptions.get(stored.topic)
    if (subscriptionId === undefined || stored.publisherId === client.clientId) return
    const data: Record<string, unknown> = {
      topic: stored.topic,
      message: stored.message,
      publishedAt: stored.publishedAt,
    }
    if (stored.tag !== undefined) data.tag = stored.tag
    if (stored.attestation !== undefined) data.attestation = stored.attestation
    send(
      client,
      JSON.stringify({
        id: nextDeliveryId++,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: { id: subscriptionId, data },
      }),
    )
  }

  const liveMessages = (topic: string): StoredMessage[] => {
    const now = Date.now()
    const list = (messages.get(topic) ?? []).filter((m) => m.expiresAt > now)
    messages.set(topic, list)
    return list
  }

  const subscribe = (client: Client, topic: string): string => {
    let id = client.subscriptions.get(topic)
    if (id === undefined) {
      id = randomBytes(32).toString('hex')
      client.subscriptions.set(topic, id)
    }
    for (const stored of liveMessages(topic)) deliver(client, stored)
    return id
  }

  const publish = (
    client: Client,
    method: string,
    topic: string,
    message: string,
    params: Record<string, unknown>,
  ) => {
    const { ttl: ttlSeconds, tag, attestation } = params
    const publishedAt = Date.now()
    const ttl = typeof ttlSeconds === 'number' && ttlSeconds > 0 ? ttlSeconds : 300
    const record: RelayPublishedMessage = { topic, method, publisherId: client.clientId, publishedAt }
    const stored: StoredMessage = {
      ...record,
      message,
      tag: typeof tag === 'number' ? tag : undefined,
      attestation: typeof attestation === 'string' ? attestation : undefined,
      expiresAt: publishedAt + ttl * 1000,
    }
    published.push(record)
    liveMessages(topic).push(stored)
    for (const other of clients) deliver(other, stored)
  }

  const handle = (client: Client, request: JsonRpcRequest): unknown => {
    const params = (
      typeof request.params === 'object' && request.params !== null ? request.params : {}
    ) as Record<string, unknown>
    switch (request.method) {
      case 'irn_subscribe': {
        const topic = str(params, 'topic')
        if (!topic) throw relayRequestError('topic')
        return subscribe(client, topic)
      }
      case 'irn_batchSubscribe': {
        const topics = Array.isArray(params.topics) ? params.topics.filter((t) => typeof t === 'string') : []
        return topics.map((topic) => subscribe(client, topic))
      }
      case 'irn_unsubscribe': {
        const topic = str(params, 'topic')
        if (topic) client.subscriptions.delete(topic)
        return true
      }
      case 'irn_batchFetchMessages':
        // Stored messages are delivered on (re)subscribe, so there is never a backlog to fetch.
        return { messages: [], hasMore: false }
      case 'irn_publish': {
        const topic = str(params, 'topic')
        const message = str(params, 'message')
        if (!topic || !message) throw relayRequestError('topic and message')
        publish(client, 'irn_publish', topic, message, params)
        return true
      }
      case 'wc_proposeSession': {
        const pairingTopic = str(params, 'pairingTopic')
        const proposal = str(params, 'sessionProposal')
        if (!pairingTopic || !proposal) throw relayRequestError('pairingTopic and sessionProposal')
        // The proposer skips its own subscribe for this topic: the relay does it.
        subscribe(client, pairingTopic)
        publish(client, 'wc_proposeSession', pairingTopic, proposal, params)
        return true
      }
      case 'wc_approveSession': {
        const sessionTopic = str(params, 'sessionTopic')
        const pairingTopic = str(params, 'pairingTopic')
        const response = str(params, 'sessionProposalResponse')
        const settle = str(params, 'sessionSettlementRequest')
        if (!sessionTopic || !pairingTopic || !response || !settle)
          throw relayRequestError('approve parameters')
        subscribe(client, sessionTopic)
        publish(client, 'wc_approveSession', pairingTopic, response, params)
        publish(client, 'wc_approveSession', sessionTopic, settle, params)
        return true
      }
      default:
        throw Object.assign(new Error(`Method not found: ${String(request.method)}`), { code: -32601 })
    }
  }

  server.on('connection', (socket, req) => {
    projectIds.push(readRequestUrl(req.url ?? '/')?.searchParams.get('projectId') ?? '')
    const client: Client = { socket, clientId: clientIdFromUrl(req.url), subscriptions: new Map() }
    clients.add(client)
    socket.on('close', () => clients.delete(client))
    socket.on('error', () => clients.delete(client))
    socket.on('message', (raw) => {
      const text = raw.toString()
      let request: JsonRpcRequest
      try {
        request = JSON.parse(text) as JsonRpcRequest
      } catch {
        return
      }
      // Acknowledgements of our deliveries carry no method.
      if (typeof request.method !== 'string') return
      const id = rawId(text) ?? 'null'
      try {
        const result = handle(client, request)
        send(client, `{"id":${id},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`)
      } catch (error) {
        // A relay error of our own (a string code) answers as invalid params, as the relay does.
        const own = (error as { code?: unknown }).code
        const code = typeof own === 'number' ? own : -32602
        send(
          client,
          `{"id":${id},"jsonrpc":"2.0","error":${JSON.stringify({ code, message: (error as Error).message })}}`,
        )
      }
    })
  })

  const pingTimer = setInterval(() => {
    for (const client of clients) if (client.socket.readyState === client.socket.OPEN) client.socket.ping()
  }, options.pingIntervalMs ?? 15_000)
  pingTimer.unref()

  return {
    url: `ws://127.0.0.1:${port}`,
    published,
    connectionCount: () => clients.size,
    projectIds: () => [...projectIds],
    waitForSubscribedClients(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          const ready = [...clients].filter((c) => c.subscriptions.size > 0).length
          if (ready >= count) resolve()
          else if (Date.now() > deadline)
            reject(
              new TestKitError(TEST_KIT_MESSAGES.relayClientsNotSubscribed(ready, count), {
                code: 'RELAY_NOT_READY',
              }),
            )
          else setTimeout(check, 20)
        }
        check()
      })
    },
    dropAllConnections() {
      for (const client of clients) client.socket.terminate()
      clients.clear()
    },
    async close() {
      clearInterval(pingTimer)
      for (const client of clients) client.socket.terminate()
      clients.clear()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
