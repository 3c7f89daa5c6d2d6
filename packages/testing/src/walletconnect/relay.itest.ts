import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { type PairingRelay, startPairingRelay } from './relay'

type Frame = {
  id?: unknown
  method?: string
  result?: unknown
  params?: { id?: string; data?: Record<string, unknown> }
}

/** A raw relay client: sends JSON-RPC text, records every frame it receives. */
async function rawClient(url: string, clientId: string) {
  const claims = Buffer.from(JSON.stringify({ iss: clientId })).toString('base64url')
  const socket = new WebSocket(`${url}/?auth=x.${claims}.y`)
  const frames: Frame[] = []
  const texts: string[] = []
  socket.on('message', (raw) => {
    texts.push(raw.toString())
    frames.push(JSON.parse(raw.toString()) as Frame)
  })
  await new Promise((resolve) => socket.once('open', resolve))
  const waitFor = async (predicate: (f: Frame) => boolean) => {
    for (let i = 0; i < 200; i++) {
      const found = frames.find(predicate)
      if (found) return found
      await new Promise((r) => setTimeout(r, 10))
    }
    throw new Error('frame not received')
  }
  return { socket, frames, texts, send: (text: string) => socket.send(text), waitFor }
}

describe('pairing relay stand-in', () => {
  let relay: PairingRelay
  beforeEach(async () => {
    relay = await startPairingRelay()
  })
  afterEach(async () => {
    await relay.close()
  })

  it('listens on 127.0.0.1 and delivers a publish to subscribers with irn_subscription, not back to the publisher', async () => {
    expect(relay.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    const a = await rawClient(relay.url, 'did:key:a')
    const b = await rawClient(relay.url, 'did:key:b')
    b.send('{"id":1,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t1"}}')
    const subscribed = await b.waitFor((f) => f.id === 1)
    a.send('{"id":2,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t1"}}')
    await a.waitFor((f) => f.id === 2)
    a.send(
      '{"id":3,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"t1","message":"m1","ttl":300,"tag":1108}}',
    )
    expect((await a.waitFor((f) => f.id === 3)).result).toBe(true)
    const delivered = await b.waitFor((f) => f.method === 'irn_subscription')
    expect(delivered.params?.id).toBe(subscribed.result)
    expect(delivered.params?.data).toMatchObject({ topic: 't1', message: 'm1', tag: 1108 })
    expect(a.frames.some((f) => f.method === 'irn_subscription')).toBe(false)
    a.socket.close()
    b.socket.close()
  })

  it('keeps messages for a subscriber that arrives later, and subscribes the sender of wc_proposeSession itself', async () => {
    const dapp = await rawClient(relay.url, 'did:key:dapp')
    dapp.send(
      '{"id":10,"jsonrpc":"2.0","method":"wc_proposeSession","params":{"pairingTopic":"p1","sessionProposal":"proposal","ttl":300}}',
    )
    await dapp.waitFor((f) => f.id === 10)
    const wallet = await rawClient(relay.url, 'did:key:wallet')
    wallet.send('{"id":11,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"p1"}}')
    expect((await wallet.waitFor((f) => f.method === 'irn_subscription')).params?.data?.message).toBe(
      'proposal',
    )
    wallet.send(
      '{"id":12,"jsonrpc":"2.0","method":"wc_approveSession","params":{"sessionTopic":"s1","pairingTopic":"p1","sessionProposalResponse":"response","sessionSettlementRequest":"settle"}}',
    )
    const response = await dapp.waitFor((f) => f.method === 'irn_subscription')
    expect(response.params?.data).toMatchObject({ topic: 'p1', message: 'response' })
    expect(relay.published.map((m) => [m.method, m.topic])).toEqual([
      ['wc_proposeSession', 'p1'],
      ['wc_approveSession', 'p1'],
      ['wc_approveSession', 's1'],
    ])
    dapp.socket.close()
    wallet.socket.close()
  })

  it('echoes request ids above 2^53 exactly, and drops every connection on demand', async () => {
    const client = await rawClient(relay.url, 'did:key:c')
    client.send(
      '{"id":1700000000000000000123,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t"}}',
    )
    await client.waitFor((f) => f.result !== undefined)
    expect(client.texts.some((t) => t.startsWith('{"id":1700000000000000000123,'))).toBe(true)
    expect(relay.connectionCount()).toBe(1)
    const closed = new Promise((resolve) => client.socket.once('close', resolve))
    relay.dropAllConnections()
    await closed
    expect(relay.connectionCount()).toBe(0)
  })
})
