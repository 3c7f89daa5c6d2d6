/**
 * toNodeHandler reads every request node:http lets through without throwing: a malformed method,
 * target or Host header gets a 4xx with the kit's `{ error: { code, message } }` body, never a 500,
 * and the server keeps serving. Requests go as raw bytes over TCP, so nothing normalises them.
 */
import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createEvmSiwxVerifier } from '@latch/evm'
import { createMemorySiwxStore, createSiwxHandler, toNodeHandler } from '@latch/siwx-server'
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { malformedRequests } from '../support/malformedRequests'
import { type RawAnswer, sendAllRaw, sendRaw } from '../support/rawHttp'
import { DOMAIN, SECRET, startKit, URI } from './kitWorld'

const ADDRESS = '0x0000000000000000000000000000000000000001'
const NONCE_PATH = `/api/siwx/nonce?chainId=eip155:1&address=${ADDRESS}`

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  while (closers.length > 0) await closers.pop()?.()
})

/**
 * The kit mounted as the whole server: `toNodeHandler` gets every request, `/api/me` is guarded by
 * `getSession`, every other path goes to the kit (which answers by the path's last segment).
 */
async function startWholeServer() {
  const siwx = createSiwxHandler({
    domain: DOMAIN,
    uri: URI,
    secret: SECRET,
    store: createMemorySiwxStore(),
    verifiers: [createEvmSiwxVerifier()],
  })
  const server = http.createServer(
    toNodeHandler(async (request) => {
      if (new URL(request.url).pathname !== '/api/me') return siwx(request)
      const session = await siwx.getSession(request)
      return session
        ? Response.json({ id: session.id })
        : Response.json({ error: 'unauthorized' }, { status: 401 })
    }),
  )
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  closers.push(async () => {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })
  return { port: (server.address() as AddressInfo).port }
}

const portOf = (origin: string) => Number(new URL(origin).port)
const bodyOf = (answer: RawAnswer) => JSON.parse(answer.body) as { error: { code: string; message: string } }

/** A request any client sends: the kit still answers it. */
async function expectStillServing(port: number) {
  const answer = await fetch(`http://127.0.0.1:${port}${NONCE_PATH}`)
  expect(answer.status).toBe(200)
  expect(((await answer.json()) as { data: { accountAddress: string } }).data.accountAddress).toBe(ADDRESS)
}

describe('toNodeHandler: malformed requests get a 4xx, never a 500', () => {
  it('answers TRACE with 405 and the kit error body, and keeps serving', async () => {
    const { port } = await startWholeServer()
    const answer = await sendRaw(port, 'TRACE /api/siwx/nonce HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
    expect(answer.status).toBe(405)
    expect(answer.headers['content-type']).toBe('application/json')
    expect(bodyOf(answer)).toEqual({
      error: { code: 'METHOD_NOT_ALLOWED', message: 'TRACE requests are not served' },
    })
    await expectStillServing(port)
  })

  it('answers a malformed Host header on a getSession-guarded route with 400', async () => {
    // Mounted as the docs show: the kit under /api/siwx/, /api/me guarded by siwx.getSession.
    const kit = await startKit({ store: createMemorySiwxStore(), verifiers: [createEvmSiwxVerifier()] })
    closers.push(kit.close)
    const port = portOf(kit.origin)
    for (const host of ['a b', '[::1', 'a:99999', 'a/b']) {
      const answer = await sendRaw(port, `GET /api/me HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
      expect(answer.status, `Host: ${host}`).toBe(400)
      expect(bodyOf(answer)).toEqual({
        error: { code: 'SIWX_BAD_REQUEST', message: 'The Host header is not a valid host[:port]' },
      })
    }
    const signedOut = await fetch(`${kit.origin}/api/me`)
    expect(signedOut.status).toBe(401)
  })

  it('answers more than one Host header with 400', async () => {
    const { port } = await startWholeServer()
    const answer = await sendRaw(
      port,
      `GET ${NONCE_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: app.latch.test\r\nConnection: close\r\n\r\n`,
    )
    expect(answer.status).toBe(400)
    expect(bodyOf(answer).error.code).toBe('SIWX_BAD_REQUEST')
  })

  it('serves an absolute-form target by its path when mounted as the whole server, and refuses one with an invalid host', async () => {
    const { port } = await startWholeServer()
    const served = await sendRaw(
      port,
      `GET http://app.latch.test${NONCE_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
    )
    expect(served.status).toBe(200)
    expect((JSON.parse(served.body) as { data: { accountAddress: string } }).data.accountAddress).toBe(
      ADDRESS,
    )
    for (const target of [
      `http://[bad${NONCE_PATH}`,
      `http://a%zz${NONCE_PATH}`,
      `ftp://app.latch.test${NONCE_PATH}`,
    ]) {
      const refused = await sendRaw(
        port,
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
      )
      expect(refused.status, target).toBe(400)
      expect(bodyOf(refused).error.code).toBe('SIWX_BAD_REQUEST')
    }
    await expectStillServing(port)
  })

  it('answers none of 10,000 generated malformed requests with a 5xx, and still serves afterwards', async () => {
    const { port } = await startWholeServer()
    const seed = Date.now()
    const requests = fc.sample(
      malformedRequests(['/api/siwx/nonce', '/api/siwx/session', '/api/me', '/nonce', '/']),
      { numRuns: 10_000, seed },
    )
    const answers = await sendAllRaw(port, requests, 24)
    const failures = requests
      .map((request, index) => ({ request, answer: answers[index]! }))
      .filter(({ answer }) => answer.timedOut || (answer.status !== undefined && answer.status >= 500))
    expect(
      failures.slice(0, 5).map(({ request, answer }) => ({ request, status: answer.status })),
      `seed ${seed}`,
    ).toEqual([])
    // Most requests reached the kit and were answered (not only refused by node:http or dropped).
    expect(answers.filter((a) => a.status !== undefined && a.status !== 400).length).toBeGreaterThan(1000)
    await expectStillServing(port)
  })
})
