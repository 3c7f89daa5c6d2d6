/**
 * The kit mounted exactly as docs/siwx-server.md shows: a Next.js App Router route handler (the
 * exported GET/POST/DELETE called with the Request, as Next.js calls them) and an Express app on
 * loopback (`app.use('/api/siwx', toNodeHandler(siwx))`).
 */
import { once } from 'node:events'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createEvmSiwxVerifier, formatEip4361Message } from '@latch/evm'
import { createMemorySiwxStore, createSiwxHandler, toNodeHandler } from '@latch/siwx-server'
import express from 'express'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { cookieJar, DOMAIN, SECRET, URI } from './kitWorld'

const user = privateKeyToAccount(generatePrivateKey())

/** lib/siwx.ts of the docs. */
const makeSiwx = () =>
  createSiwxHandler({
    domain: DOMAIN,
    uri: URI,
    secret: SECRET, // process.env.SIWX_SECRET in the docs
    store: createMemorySiwxStore(), // createSqliteSiwxStore({ path: './siwx.db' }) in the docs
    verifiers: [createEvmSiwxVerifier()],
    statement: 'Sign in to My dApp',
  })

/** Signs in through the kit at `base` as the browser half does; returns the cookie jar. */
async function signIn(base: string, http: ReturnType<typeof cookieJar>['fetch']) {
  const answer = await http(`${base}/api/siwx/nonce?chainId=eip155:1&address=${user.address}`)
  const { data } = (await answer.json()) as { data: Parameters<typeof formatEip4361Message>[0] }
  const message = formatEip4361Message(data)
  const signature = await user.signMessage({ message })
  return http(`${base}/api/siwx/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data, message, signature }),
  })
}

describe('the kit mounted as the docs show', () => {
  it('Next.js route handlers: app/api/siwx/[...siwx]/route.ts and a protected app/api/me/route.ts', async () => {
    const siwx = makeSiwx()
    // app/api/siwx/[...siwx]/route.ts
    const kitRoute = { GET: siwx, POST: siwx, DELETE: siwx }
    // app/api/me/route.ts
    const meRoute = {
      async GET(request: Request) {
        const session = await siwx.getSession(request)
        if (!session) return Response.json({ error: 'unauthorized' }, { status: 401 })
        return Response.json({ address: session.sessions[0]?.data.accountAddress })
      },
    }
    // Next.js calls the route's method export with the Request.
    const next: typeof fetch = async (input, init) => {
      const request = new Request(input, init)
      const path = new URL(request.url).pathname
      const route = path.startsWith('/api/siwx/') ? kitRoute : path === '/api/me' ? meRoute : undefined
      const method = request.method as 'GET' | 'POST' | 'DELETE'
      const handler =
        route && (route as Partial<Record<typeof method, (r: Request) => Promise<Response>>>)[method]
      return handler ? handler(request) : new Response(null, { status: 404 })
    }
    const browser = cookieJar(next)
    const http = browser.fetch
    const base = 'https://app.latch.test'
    expect((await http(`${base}/api/me`)).status).toBe(401)
    expect((await signIn(base, http)).status).toBe(200)
    expect(await (await http(`${base}/api/me`)).json()).toEqual({ address: user.address })
    expect((await http(`${base}/api/siwx/session`, { method: 'DELETE' })).status).toBe(204)
    expect((await http(`${base}/api/me`)).status).toBe(401)
  })

  it('Express: app.use("/api/siwx", toNodeHandler(siwx)) and a protected route, over HTTP on loopback', async () => {
    const siwx = makeSiwx()
    const app = express()
    app.use('/api/siwx', toNodeHandler(siwx))
    app.get(
      '/api/me',
      toNodeHandler(async (request) => {
        const session = await siwx.getSession(request)
        if (!session) return Response.json({ error: 'unauthorized' }, { status: 401 })
        return Response.json({ address: session.sessions[0]?.data.accountAddress })
      }),
    )
    const server: Server = app.listen(0, '127.0.0.1')
    await once(server, 'listening')
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const browser = cookieJar()
      expect((await browser.fetch(`${base}/api/me`)).status).toBe(401)
      expect((await signIn(base, browser.fetch)).status).toBe(200)
      expect(await (await browser.fetch(`${base}/api/me`)).json()).toEqual({ address: user.address })
      expect((await browser.fetch(`${base}/api/siwx/session`, { method: 'DELETE' })).status).toBe(204)
      expect((await browser.fetch(`${base}/api/me`)).status).toBe(401)
    } finally {
      server.close()
    }
  })

  it('Express with express.json() in front of the kit: the parsed body is used, and sign-in works', async () => {
    const siwx = makeSiwx()
    const app = express()
    app.use(express.json())
    app.use('/api/siwx', toNodeHandler(siwx))
    const server: Server = app.listen(0, '127.0.0.1')
    await once(server, 'listening')
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const browser = cookieJar()
      expect((await signIn(base, browser.fetch)).status).toBe(200)
      expect((await browser.fetch(`${base}/api/siwx/session`)).status).toBe(200)
    } finally {
      server.close()
    }
  })
})
