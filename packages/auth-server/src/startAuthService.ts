import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ValidationError } from '@latch/core'
import { deleteExpired } from './db/deleteExpired'
import { openStore } from './db/openStore'
import { AuthServiceError } from './errors/AuthServiceError'
import { apiErrors } from './errors/apiErrors'
import { AUTH_SERVICE_MESSAGES } from './errors/authServiceMessages'
import { applyCors } from './http/cors'
import { matchRoute, type Route } from './http/Route'
import { readJsonBody } from './http/readJsonBody'
import { readRequestTarget } from './http/readRequestTarget'
import { refuseConnect } from './http/refuseConnect'
import { sendError, sendResult } from './http/sendResult'
import { createMailer } from './mail/createMailer'
import { accountDeviceRoutes } from './routes/accountDeviceRoutes'
import { deviceRoutes } from './routes/deviceRoutes'
import { devMailboxRoutes } from './routes/devMailboxRoutes'
import { emailChangeRoutes } from './routes/emailChangeRoutes'
import { emailLoginRoutes } from './routes/emailLoginRoutes'
import { farcasterRoutes } from './routes/farcasterRoutes'
import { passkeyRoutes } from './routes/passkeyRoutes'
import { socialRoutes } from './routes/socialRoutes'
import { userRoutes } from './routes/userRoutes'
import { walletRoutes } from './routes/walletRoutes'
import { walletShareRoutes } from './routes/walletShareRoutes'
import { type AuthServiceOptions, resolveOtpPolicy } from './service/authServiceOptions'
import { resolveFarcasterPolicy } from './service/resolveFarcasterPolicy'
import type { ServiceContext } from './service/ServiceContext'
import { WALLET_CHALLENGE_TTL_MS } from './wallets/walletChallenges'

/**
 * A running auth service.
 *
 * @example
 * ```ts
 * const auth: AuthService = await startAuthService({ allowedOrigins: [appOrigin], mail: 'dev-mailbox' })
 * await auth.close()
 * ```
 */
export type AuthService = {
  /** Base URL it listens on, `http://127.0.0.1:<port>`. */
  url: string
  /** Stops the server and closes the database. */
  close(): Promise<void>
}

/**
 * Starts the reference embedded wallet's auth service: email sign-in with one-time codes and
 * new-device approval, social sign-in (OAuth 2.0 code flow with PKCE), Sign In With Farcaster
 * (through the app's relay, verified against the ID registry on Optimism), sessions, the user record
 * (account type, wallet addresses bound only with a proof of possession, email change), the
 * wallet's auth share (recovery with the visitor's kit, device list and revocation) and, for
 * development, a mailbox of sent mails. It speaks the HTTP API of `protocol/api.ts` (`API_PATHS`),
 * stores everything in SQLite or PostgreSQL (`database`; several instances may share one
 * PostgreSQL database: single-use codes, rate limits and challenges are enforced by it), keeps
 * codes and tokens only as hashes, deletes expired rows on a schedule, and answers CORS only for
 * `allowedOrigins`.
 *
 * @param options - See {@link AuthServiceOptions}.
 * @returns The running service.
 * @example
 * ```ts
 * const auth = await startAuthService({
 *   allowedOrigins: ['http://127.0.0.1:5173', 'http://127.0.0.1:5174'],
 *   databasePath: './auth.sqlite',
 *   mail: 'dev-mailbox',
 *   socialProviders: { github: { authorizationEndpoint, tokenEndpoint, userinfoEndpoint, clientId } },
 * })
 * console.log(`auth service on ${auth.url}`)
 * ```
 */
export async function startAuthService(options: AuthServiceOptions): Promise<AuthService> {
  const database = options.database ?? { sqlite: options.databasePath ?? ':memory:' }
  if ('postgres' in database && options.secret === undefined)
    throw new ValidationError(AUTH_SERVICE_MESSAGES.postgresSecret)
  const cleanupIntervalMs = options.cleanupIntervalMs ?? 10 * 60_000
  if (!(Number.isFinite(cleanupIntervalMs) && cleanupIntervalMs > 0))
    throw new ValidationError(AUTH_SERVICE_MESSAGES.cleanupInterval)
  const farcaster = resolveFarcasterPolicy(options.farcaster)
  const store = await openStore(database)
  const now = options.now ?? Date.now
  const server = createServer()
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
    })
  } catch (error) {
    await store.close()
    throw error
  }
  const address = server.address() as AddressInfo
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  const url = `http://${host}:${address.port}`
  const devMailbox = options.devMailbox ?? options.mail === 'dev-mailbox'
  const context: ServiceContext = {
    store,
    now,
    secret:
      options.secret === undefined
        ? randomBytes(32)
        : typeof options.secret === 'string'
          ? Buffer.from(options.secret)
          : options.secret,
    publicUrl: (options.publicUrl ?? url).replace(/\/+$/, ''),
    allowedOrigins: new Set(options.allowedOrigins),
    otp: resolveOtpPolicy(options.otp),
    mailer: createMailer({ store, now, transport: options.mail, storeInMailbox: devMailbox }),
    socialProviders: options.socialProviders ?? {},
    devMailbox,
    passkeys: options.passkeys,
    farcaster,
  }
  const ownOrigin = new URL(context.publicUrl).origin
  const routes: Route[] = [
    ...emailLoginRoutes(context),
    ...deviceRoutes(context),
    ...userRoutes(context),
    ...walletRoutes(context),
    ...walletShareRoutes(context),
    ...accountDeviceRoutes(context),
    ...passkeyRoutes(context),
    ...emailChangeRoutes(context),
    ...socialRoutes(context),
    ...farcasterRoutes(context),
    ...devMailboxRoutes(context),
  ]

  server.on('connect', refuseConnect)
  server.on('request', async (request, response) => {
    try {
      const cors = applyCors(request, response, context.allowedOrigins, ownOrigin)
      if (cors === 'answered') return
      if (cors === 'refused') throw apiErrors.originNotAllowed()
      const target = readRequestTarget(request.url ?? '/')
      const matched = matchRoute(routes, request.method ?? 'GET', target.pathname)
      if (matched === undefined) throw apiErrors.noEndpoint(target.pathname)
      if (matched === 'method') throw apiErrors.methodNotAllowed(request.method)
      const body = matched.route.method === 'GET' ? {} : await readJsonBody(request)
      const result = await matched.route.handle({
        headers: request.headers,
        query: target.query,
        params: matched.params,
        body,
      })
      sendResult(response, result)
    } catch (error) {
      if (response.headersSent) return void response.destroy()
      sendError(response, error instanceof AuthServiceError ? error : apiErrors.internal())
    }
  })

  // Every instance sweeps; the deletes are idempotent. A failed sweep (database away) waits for the next.
  let sweeping: Promise<unknown> = Promise.resolve()
  const cleanup = setInterval(() => {
    sweeping = deleteExpired(store, now(), {
      walletChallengeMs: WALLET_CHALLENGE_TTL_MS,
      mailSendMs: context.otp.sendWindowMs,
    }).catch(() => {})
  }, cleanupIntervalMs)
  cleanup.unref()

  return {
    url,
    close: () =>
      new Promise<void>((resolve, reject) => {
        clearInterval(cleanup)
        server.close((error) => {
          void sweeping
            .then(() => store.close())
            .then(
              () => (error ? reject(error) : resolve()),
              (closeError: unknown) => reject(error ?? closeError),
            )
        })
        server.closeAllConnections()
      }),
  }
}
