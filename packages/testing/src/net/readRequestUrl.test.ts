import net from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { startApiServer } from '../api/createApiServer'
import { startOAuthStandIn } from '../oauth/startOAuthStandIn'
import { startStacksApiServer } from '../stacks/startStacksApiServer'
import { startPairingRelay } from '../walletconnect/relay'

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  while (closers.length > 0) await closers.pop()?.()
})

/** Sends a raw request head over TCP (no client normalises it); answers the status line ('' when none came). */
const sendRawHead = (origin: string, head: string) =>
  new Promise<string>((resolve) => {
    const port = Number(new URL(origin).port)
    const socket = net.connect(port, '127.0.0.1')
    let received = ''
    const done = () => {
      socket.destroy()
      resolve(received.split('\r\n')[0] ?? '')
    }
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1')
      if (received.includes('\r\n')) done()
    })
    socket.on('error', done)
    socket.on('close', done)
    socket.write(`${head}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`, 'latin1')
  })

const MALFORMED = ['//[bad/x', 'http://[bad/x', 'http://a%zz/x', '*']

describe('the HTTP fixtures answer a malformed request target with a 4xx and keep serving', () => {
  it('OAuth stand-in', async () => {
    const standIn = await startOAuthStandIn()
    closers.push(() => standIn.close())
    for (const target of MALFORMED)
      expect(await sendRawHead(standIn.url, `GET ${target} HTTP/1.1`), target).toMatch(/^HTTP\/1\.1 4\d\d /)
    expect((await fetch(`${standIn.url}/.well-known/openid-configuration`)).status).toBe(200)
  })

  it('OAuth stand-in: Basic credentials with a malformed percent-escape are an unknown client, not a 500', async () => {
    const standIn = await startOAuthStandIn()
    closers.push(() => standIn.close())
    const answer = await fetch(`${standIn.url}/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('%zz:%E0%A4%A').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=authorization_code&code=x&redirect_uri=http%3A%2F%2F127.0.0.1%2Fcb&code_verifier=x',
    })
    expect(answer.status).toBeLessThan(500)
    expect(answer.status).toBeGreaterThanOrEqual(400)
  })

  it('Stacks API server', async () => {
    const stacks = await startStacksApiServer()
    closers.push(() => stacks.close())
    for (const target of MALFORMED)
      expect(await sendRawHead(stacks.url, `GET ${target} HTTP/1.1`), target).toMatch(/^HTTP\/1\.1 4\d\d /)
    expect((await fetch(`${stacks.url}/v2/info`)).status).toBeLessThan(500)
  })

  it('data API server', async () => {
    const api = await startApiServer()
    closers.push(() => api.close())
    for (const target of MALFORMED)
      expect(await sendRawHead(api.url, `GET ${target} HTTP/1.1`), target).toMatch(/^HTTP\/1\.1 4\d\d /)
    expect((await fetch(`${api.url}/nothing-here`)).status).toBe(404)
  })

  it('pairing relay: a WebSocket client upgrading at a malformed target is still served', async () => {
    const relay = await startPairingRelay()
    closers.push(() => relay.close())
    const port = Number(new URL(relay.url).port)
    /** Upgrades at `target` over a raw socket, sends one JSON-RPC request in a masked text frame, answers what came back. */
    const rpcAt = (target: string) =>
      new Promise<string>((resolve) => {
        const socket = net.connect(port, '127.0.0.1')
        let received = ''
        const done = () => {
          socket.destroy()
          resolve(received)
        }
        const timer = setTimeout(done, 2000)
        socket.on('data', (chunk) => {
          received += chunk.toString('latin1')
          if (received.includes('"id":1')) {
            clearTimeout(timer)
            done()
          }
        })
        socket.on('error', done)
        const payload = Buffer.from(
          '{"id":1,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t"}}',
        )
        const mask = Buffer.from([1, 2, 3, 4])
        const masked = payload.map((byte, i) => byte ^ mask[i % 4]!)
        socket.write(
          `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
            'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
        )
        socket.write(Buffer.concat([Buffer.from([0x81, 0x80 | payload.length]), mask, masked]))
      })
    for (const target of ['//[bad/?projectId=p', 'http://[bad/?projectId=p', '/?projectId=p']) {
      const answer = await rpcAt(target)
      expect(answer.split('\r\n')[0], target).toBe('HTTP/1.1 101 Switching Protocols')
      expect(answer, target).toContain('"id":1')
    }
  })
})
