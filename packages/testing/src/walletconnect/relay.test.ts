import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { TestKitError } from '../errors/TestKitError'
import { type PairingRelay, startPairingRelay } from './relay'

let relay: PairingRelay | undefined
afterEach(async () => {
  await relay?.close()
  relay = undefined
})

/** Sends one JSON-RPC request to the relay and answers the parsed reply. */
async function call(url: string, request: object): Promise<Record<string, unknown>> {
  const socket = new WebSocket(`${url}/?projectId=p`)
  try {
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
    const reply = new Promise<string>((resolve) => socket.once('message', (data) => resolve(String(data))))
    socket.send(JSON.stringify({ id: 1, jsonrpc: '2.0', ...request }))
    return JSON.parse(await reply) as Record<string, unknown>
  } finally {
    socket.close()
  }
}

describe('the pairing relay stand-in', () => {
  it('answers a request without its parameters with JSON-RPC invalid params (-32602) and the message', async () => {
    relay = await startPairingRelay()
    expect(await call(relay.url, { method: 'irn_subscribe', params: {} })).toMatchObject({
      id: 1,
      error: { code: -32602, message: 'topic required' },
    })
    expect(await call(relay.url, { method: 'irn_publish', params: { topic: 't' } })).toMatchObject({
      error: { code: -32602, message: 'topic and message required' },
    })
  })

  it('rejects waiting for subscribed clients that never come with a TestKitError (RELAY_NOT_READY)', async () => {
    relay = await startPairingRelay()
    const waiting = relay.waitForSubscribedClients(1, 50)
    await expect(waiting).rejects.toBeInstanceOf(TestKitError)
    await expect(waiting).rejects.toMatchObject({
      code: 'RELAY_NOT_READY',
      message: 'only 0 of 1 clients subscribed',
    })
  })
})
