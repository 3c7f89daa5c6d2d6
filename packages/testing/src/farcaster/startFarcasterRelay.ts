/**
 * TEST / DEV PART — not Farcaster's relay. Sign In With Farcaster connects an app and the
 * visitor's Farcaster app through a relay (`relay.farcaster.xyz`), an outside host that tests and
 * the local demo cannot reach. This is a loopback stand-in of its channel API, as
 * `@farcaster/auth-client` 0.7 calls it: the app creates a channel (`POST /v1/channel`), the
 * Farcaster app reads it and posts the signed message (`GET /v1/channel/status`,
 * `POST /v1/channel/authenticate` with the relay's auth key), and the app polls the status (202
 * pending, 200 completed, after which the channel is closed). Channels live in memory and expire;
 * bodies and the number of open channels are capped. Like the real relay it checks no signature:
 * the app verifies the message.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readRequestUrl } from '../net/readRequestUrl'
import { readRelayBody } from './readRelayBody'
import {
  type RelayAuthentication,
  type RelayChannelRequest,
  readAuthentication,
  readChannelRequest,
} from './relayShapes'

/**
 * Options of {@link startFarcasterRelay}.
 *
 * @example
 * ```ts
 * const options: FarcasterRelayOptions = { channelTtlMs: 60_000, urlBase: 'http://127.0.0.1:5180/farcaster' }
 * ```
 */
export type FarcasterRelayOptions = {
  /** The key the Farcaster app sends in `X-Farcaster-Auth-Relay-Key`; default random. */
  authKey?: string
  /** How long a channel lives; default 1 hour (the real relay's). */
  channelTtlMs?: number
  /** Most channels open at once (past it, creating one answers 503); default 1,000. */
  maxChannels?: number
  /** Largest request body, in bytes; default 16 KB. */
  maxBodyBytes?: number
  /** The sign-in link's base, the channel token added as `?channelToken=`; default Farcaster's. */
  urlBase?: string
  /** Clock in ms since the epoch; default `Date.now`. */
  now?: () => number
  /** Interface to listen on; default 127.0.0.1. */
  host?: string
  /** Port; default 0 (a free port). */
  port?: number
}

/**
 * A running relay stand-in.
 *
 * @example
 * ```ts
 * const relay: FarcasterRelay = await startFarcasterRelay()
 * const app = createAppClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: chain.url }) })
 * await relay.close()
 * ```
 */
export type FarcasterRelay = {
  /** Base URL (`http://127.0.0.1:<port>`), the `relay` of `@farcaster/auth-client`'s clients. */
  url: string
  /** The key a Farcaster app must send to complete a channel. */
  authKey: string
  /** How many channels are open (not expired, not closed). */
  channelCount(): number
  close(): Promise<void>
}

type Channel = {
  token: string
  expiresAt: number
  state: 'pending' | 'completed'
  nonce: string
  url: string
  signatureParams: RelayChannelRequest & { nonce: string }
  acceptAuthAddress: boolean
  metadata: { ip: string; userAgent: string }
  done?: RelayAuthentication
}

/** The sign-in link base of Farcaster's own relay. */
const FARCASTER_URL_BASE = 'https://farcaster.xyz/~/siwf'

/**
 * Starts the loopback Farcaster relay stand-in.
 *
 * @param options - Auth key, channel lifetime and caps, link base, clock, address.
 * @returns The running relay.
 * @example
 * ```ts
 * const relay = await startFarcasterRelay({ urlBase: `${devAppUrl}/farcaster` })
 * const app = createAppClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl }) })
 * const { data } = await app.createChannel({ siweUri: 'http://127.0.0.1:5173', domain: '127.0.0.1:5173' })
 * ```
 */
export async function startFarcasterRelay(options: FarcasterRelayOptions = {}): Promise<FarcasterRelay> {
  const authKey = options.authKey ?? randomBytes(24).toString('base64url')
  const ttlMs = options.channelTtlMs ?? 60 * 60_000
  const maxChannels = options.maxChannels ?? 1_000
  const maxBodyBytes = options.maxBodyBytes ?? 16_384
  const urlBase = options.urlBase ?? FARCASTER_URL_BASE
  const now = options.now ?? Date.now
  const channels = new Map<string, Channel>()

  const sweep = () => {
    const time = now()
    for (const [token, channel] of channels) if (channel.expiresAt <= time) channels.delete(token)
  }
  const reply = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    response.end(JSON.stringify(body))
  }
  const bearer = (request: IncomingMessage) =>
    /^Bearer (\S{1,200})$/.exec(request.headers.authorization ?? '')?.[1]
  const sameKey = (given: string | string[] | undefined) =>
    typeof given === 'string' &&
    given.length === authKey.length &&
    timingSafeEqual(Buffer.from(given), Buffer.from(authKey))
  const statusOf = (channel: Channel) => ({
    state: channel.state,
    nonce: channel.nonce,
    signatureParams: channel.signatureParams,
    metadata: channel.metadata,
    acceptAuthAddress: channel.acceptAuthAddress,
    ...channel.done,
  })

  const create = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readRelayBody(request, maxBodyBytes)
    if (body === 'tooLarge') return reply(response, 413, { error: 'Body too large' })
    const params = body && readChannelRequest(body)
    if (!params) return reply(response, 400, { error: 'Validation error' })
    if (channels.size >= maxChannels) return reply(response, 503, { error: 'Too many open channels' })
    const token = randomBytes(18).toString('base64url')
    const nonce = params.nonce ?? randomBytes(12).toString('hex')
    const url = `${urlBase}?${new URLSearchParams({ channelToken: token })}`
    channels.set(token, {
      token,
      expiresAt: now() + ttlMs,
      state: 'pending',
      nonce,
      url,
      signatureParams: { ...params, nonce },
      acceptAuthAddress: params.acceptAuthAddress ?? false,
      metadata: {
        ip: request.socket.remoteAddress ?? '',
        userAgent: String(request.headers['user-agent'] ?? 'Unknown').slice(0, 256),
      },
    })
    reply(response, 201, { channelToken: token, url, connectUri: url, nonce })
  }

  const status = (request: IncomingMessage, response: ServerResponse) => {
    const token = bearer(request)
    const channel = token === undefined ? undefined : channels.get(token)
    if (!channel) return reply(response, 401, { error: 'Unauthorized' })
    if (channel.state === 'pending') return reply(response, 202, statusOf(channel))
    // a completed channel is answered once, then closed (as the real relay does)
    channels.delete(channel.token)
    reply(response, 200, statusOf(channel))
  }

  const authenticate = async (request: IncomingMessage, response: ServerResponse) => {
    if (!sameKey(request.headers['x-farcaster-auth-relay-key']))
      return reply(response, 401, { error: 'Unauthorized' })
    const token = bearer(request)
    const channel = token === undefined ? undefined : channels.get(token)
    if (!channel) return reply(response, 401, { error: 'Unauthorized' })
    const body = await readRelayBody(request, maxBodyBytes)
    if (body === 'tooLarge') return reply(response, 413, { error: 'Body too large' })
    const done = body && readAuthentication(body)
    if (!done) return reply(response, 400, { error: 'Validation error' })
    channel.state = 'completed'
    channel.done = done
    reply(response, 201, statusOf(channel))
  }

  const server = createServer((request, response) => {
    sweep()
    const target = readRequestUrl(request.url ?? '/')
    const route = `${request.method} ${target?.pathname}`
    const handled =
      route === 'POST /v1/channel'
        ? create(request, response)
        : route === 'GET /v1/channel/status'
          ? status(request, response)
          : route === 'POST /v1/channel/authenticate'
            ? authenticate(request, response)
            : reply(response, 404, { error: 'Not found' })
    Promise.resolve(handled).catch(() => {
      if (!response.headersSent) reply(response, 500, { error: 'Relay error' })
      else response.destroy()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    authKey,
    channelCount: () => {
      sweep()
      return channels.size
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
