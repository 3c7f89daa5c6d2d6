/**
 * The auth service reads every request node:http lets through without throwing: a malformed
 * method, target or percent-escape gets a 4xx with its `{ error: { code, message } }` body, never
 * a 500, and it keeps serving. Requests go as raw bytes over TCP, so nothing normalises them.
 */
import { type AuthService, startAuthService } from '@latch/auth-server'
import { API_PATHS } from '@latch/embedded-wallet'
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { malformedRequests } from '../support/malformedRequests'
import { type RawAnswer, sendAllRaw, sendRaw } from '../support/rawHttp'

const APP_ORIGIN = 'http://127.0.0.1:5173'

let service: AuthService | undefined
afterEach(async () => {
  await service?.close()
  service = undefined
})

async function start() {
  service = await startAuthService({
    allowedOrigins: [APP_ORIGIN],
    mail: 'dev-mailbox',
    socialProviders: {
      github: {
        authorizationEndpoint: 'http://127.0.0.1:9/authorize',
        tokenEndpoint: 'http://127.0.0.1:9/token',
        userinfoEndpoint: 'http://127.0.0.1:9/userinfo',
        clientId: 'latch-test',
      },
    },
  })
  return { url: service.url, port: Number(new URL(service.url).port) }
}

const request = (port: number, line: string) =>
  sendRaw(port, `${line}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`)
const errorOf = (answer: RawAnswer) => (JSON.parse(answer.body) as { error: { code: string } }).error

/** A request the app sends: the service still answers it. */
async function expectStillServing(url: string) {
  const answer = await fetch(`${url}${API_PATHS.emailStart}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'a@example.com', deviceId: 'd1' }),
  })
  expect(answer.status).toBe(200)
}

describe('auth service: malformed requests get a 4xx, never a 500', () => {
  it('answers a bad percent-escape in a path segment (/v1/social/%E0%A4%A/start) with 400', async () => {
    const { url, port } = await start()
    for (const segment of ['%E0%A4%A', '%E0%A4', '%zz', '%']) {
      const answer = await request(port, `POST /v1/social/${segment}/start HTTP/1.1`)
      expect(answer.status, segment).toBe(400)
      expect(errorOf(answer).code).toBe('INVALID_REQUEST')
    }
    await expectStillServing(url)
  })

  it('answers a path of // and an invalid host with 404: it is a path, never a host', async () => {
    const { url, port } = await start()
    for (const target of ['//[bad/v1/user', '//a:99999/v1/user', '//[::1/v1/user']) {
      const answer = await request(port, `GET ${target} HTTP/1.1`)
      expect(answer.status, target).toBe(404)
      expect(errorOf(answer).code).toBe('NOT_FOUND')
    }
    await expectStillServing(url)
  })

  it('does not route a path of // and a valid host by the part after the host', async () => {
    const { port } = await start()
    const answer = await request(port, `GET //127.0.0.1:${port}${API_PATHS.user} HTTP/1.1`)
    expect(answer.status).toBe(404)
    expect(errorOf(answer).code).toBe('NOT_FOUND')
  })

  it('answers an absolute-form target with an invalid host with 400, and serves one with a valid host by its path', async () => {
    const { url, port } = await start()
    for (const target of ['http://[bad/v1/user', 'http://a%zz/v1/user', 'http://a:99999/v1/user']) {
      const answer = await request(port, `GET ${target} HTTP/1.1`)
      expect(answer.status, target).toBe(400)
      expect(errorOf(answer).code).toBe('INVALID_REQUEST')
    }
    const served = await request(port, `GET http://127.0.0.1:${port}${API_PATHS.user} HTTP/1.1`)
    expect(served.status).toBe(401)
    expect(errorOf(served).code).toBe('UNAUTHORIZED')
    await expectStillServing(url)
  })

  it('answers CONNECT with 405 and the error body instead of dropping the connection', async () => {
    const { url, port } = await start()
    const answer = await request(port, `CONNECT 127.0.0.1:${port} HTTP/1.1`)
    expect(answer.status).toBe(405)
    expect(errorOf(answer).code).toBe('INVALID_REQUEST')
    await expectStillServing(url)
  })

  it('answers none of 10,000 generated malformed requests with a 5xx, and still serves afterwards', async () => {
    const { url, port } = await start()
    const paths = Object.values(API_PATHS).map((path) => path.replace(':provider', 'github'))
    const seed = Date.now()
    const requests = fc.sample(malformedRequests([...paths, '/v1/social/google/start', '/']), {
      numRuns: 10_000,
      seed,
    })
    const answers = await sendAllRaw(port, requests, 24)
    const failures = requests
      .map((raw, index) => ({ raw, answer: answers[index]! }))
      .filter(({ answer }) => answer.timedOut || (answer.status !== undefined && answer.status >= 500))
    expect(
      failures.slice(0, 5).map(({ raw, answer }) => ({ raw, status: answer.status })),
      `seed ${seed}`,
    ).toEqual([])
    // Most requests reached the service and were answered (not only refused by node:http or dropped).
    expect(answers.filter((a) => a.status !== undefined && a.status !== 400).length).toBeGreaterThan(1000)
    await expectStillServing(url)
  })
})
