import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type CaipNetwork, LatchError, UNTRUSTED_TEXT_MAX } from '@latch/core'
import { walletConnectAdapter } from '@latch/walletconnect'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type PairingWorld, startPairingWorld } from './pairingWorld'

// The app's RPC node, on loopback, answering whatever the test sets: a node Latch does not control.
let answer = ''
let server: Server
let url = ''
let world: PairingWorld

beforeEach(async () => {
  world = await startPairingWorld()
  server = createServer((request, response) => {
    request.resume()
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end(answer))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve))
  await world.close()
})

function balanceOf(namespace: 'eip155' | 'solana') {
  const base = world.networks.find((n) => n.chainNamespace === namespace) as CaipNetwork
  const network: CaipNetwork = { ...base, rpcUrls: { default: { http: [url] } } }
  const adapter = walletConnectAdapter({ connector: world.connector(), namespace })
  const address =
    namespace === 'eip155' ? '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' : '11111111111111111111111111111111'
  return adapter.getBalance({ address, network }).then(
    (balance) => ({ balance, failure: undefined }),
    (failure: unknown) => ({ balance: undefined, failure }),
  )
}

describe("the pairing adapter's balance read through the app's RPC node", () => {
  it('types a node answer that is not JSON', async () => {
    answer = '<html>bad gateway</html>'
    for (const namespace of ['eip155', 'solana'] as const) {
      const { failure } = await balanceOf(namespace)
      expect(failure instanceof LatchError).toBe(true)
    }
  })

  it("caps a node's JSON-RPC error message", async () => {
    answer = JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'x'.repeat(100_000) } })
    const { failure } = await balanceOf('eip155')
    expect(failure instanceof LatchError).toBe(true)
    const error = failure as { message: string; details?: string }
    expect(error.message.length).toBeLessThanOrEqual(UNTRUSTED_TEXT_MAX * 2)
    expect(String(error.details ?? '').length).toBeLessThanOrEqual(UNTRUSTED_TEXT_MAX)
  })

  it('refuses a balance that is not an amount, and reads a large one exactly', async () => {
    for (const value of ['"0xzz"', '-1', '1.5', `"0x1${'0'.repeat(70)}"`]) {
      answer = `{"jsonrpc":"2.0","id":1,"result":${value}}`
      expect((await balanceOf('eip155')).failure instanceof LatchError, value).toBe(true)
    }
    answer = '{"jsonrpc":"2.0","id":1,"result":{"context":{"slot":1},"value":9007199254740993}}'
    expect((await balanceOf('solana')).balance?.value).toBe(9007199254740993n)
    answer = '{"jsonrpc":"2.0","id":1,"result":{"context":{"slot":1},"value":-3}}'
    expect((await balanceOf('solana')).failure instanceof LatchError).toBe(true)
  })

  it('refuses a body larger than 5 MB with a typed error', async () => {
    answer = `{"jsonrpc":"2.0","id":1,"result":"0x1","pad":"${'p'.repeat(6_000_000)}"}`
    const { failure } = await balanceOf('eip155')
    expect(failure).toMatchObject({ code: 'INVALID_RESPONSE' })
  })
})
