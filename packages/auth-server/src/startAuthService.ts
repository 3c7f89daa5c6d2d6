import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type AuthServiceOptions, resolveOtpPolicy } from './authServiceOptions'
import { openDatabase } from './db/openDatabase'
import { AuthServiceError } from './errors/AuthServiceError'
import { apiErrors } from './errors/apiErrors'
import { applyCors } from './http/cors'
import { matchRoute, type Route } from './http/Route'
import { readJsonBody } from './http/readJsonBody'
import { sendError, sendResult } from './http/sendResult'
import { createMailer } from './mail/createMailer'
import { deviceRoutes } from './routes/deviceRoutes'
import { devMailboxRoutes } from './routes/devMailboxRoutes'
import { emailChangeRoutes } from './routes/emailChangeRoutes'
import { emailLoginRoutes } from './routes/emailLoginRoutes'
import { socialRoutes } from './routes/socialRoutes'
import { userRoutes } from './routes/userRoutes'
import type { ServiceContext } from './ServiceContext'

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
 * new-device approval, social sign-in (OAuth 2.0 code flow with PKCE), sessions, the user record
 * (account type, wallet addresses, email change) and, for development, a mailbox of sent mails.
 * It speaks the HTTP API of `protocol/api.ts` (`API_PATHS`), stores everything in SQLite, keeps
 * codes and tokens only as hashes, and answers CORS only for `allowedOrigins`.
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
  const db = openDatabase(options.databasePath ?? ':memory:')
  const now = options.now ?? Date.now
  const server = createServer()
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
    })
  } catch (error) {
    db.close()
    throw error
  }
  const address = server.address() as AddressInfo
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  const url = `http://${host}:${address.port}`
  const devMailbox = options.devMailbox ?? options.mail === 'dev-mailbox'
  const context: ServiceContext = {
    db,
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
    mailer: createMailer({ db, now, transport: options.mail, storeInMailbox: devMailbox }),
    socialProviders: options.socialProviders ?? {},
    devMailbox,
  }
  const routes: Route[] = [
    ...emailLoginRoutes(context),
    ...deviceRoutes(context),
    ...userRoutes(context),
    ...emailChangeRoutes(context),
    ...socialRoutes(context),
    ...devMailboxRoutes(context),
  ]

  server.on('request', async (request, response) => {
    try {
      const cors = applyCors(request, response, context.allowedOrigins)
      if (cors === 'answered') return
      if (cors === 'refused') throw apiErrors.originNotAllowed()
      const target = new URL(request.url ?? '/', url)
      const matched = matchRoute(routes, request.method ?? 'GET', target.pathname)
      if (matched === undefined) throw apiErrors.notFound(`No endpoint ${target.pathname}.`)
      if (matched === 'method')
        throw apiErrors.invalidRequest(`Method ${request.method} is not allowed here.`, 405)
      const body = matched.route.method === 'POST' ? await readJsonBody(request) : {}
      const result = await matched.route.handle({
        headers: request.headers,
        query: target.searchParams,
        params: matched.params,
        body,
      })
      sendResult(response, result)
    } catch (error) {
      if (response.headersSent) return void response.destroy()
      sendError(response, error instanceof AuthServiceError ? error : apiErrors.internal())
    }
  })

  return {
    url,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          db.close()
          if (error) reject(error)
          else resolve()
        })
        server.closeAllConnections()
      }),
  }
}
