import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { UNTRUSTED_TEXT_MAX } from '@latch/core'
import { SolanaTransactionError } from '@latch/solana'
import { Keypair } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SolanaWorld, startSolanaWorld } from './solanaWorld'

// The app's RPC node on loopback: the local SVM node for every method, except that it refuses
// `sendTransaction` with a 100,000-character error message.
describe("a Solana node's error on send", () => {
  let world: SolanaWorld
  let proxy: Server
  let proxyUrl = ''
  beforeAll(async () => {
    world = await startSolanaWorld()
    await world.rpc.airdrop(world.test.address, 5_000_000_000n)
    await world.adapter.connect({ connectorId: 'Latch Test Wallet' })
    proxy = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => {
        body += chunk
      })
      request.on('end', async () => {
        const { id, method } = JSON.parse(body) as { id: number; method: string }
        if (method === 'sendTransaction') {
          const error = { code: -32002, message: 'x'.repeat(100_000) }
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ jsonrpc: '2.0', id, error }))
          return
        }
        const answer = await fetch(world.rpc.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        })
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text())
      })
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => proxy.close(resolve))
    await world.stop()
  })

  it('is a typed transaction error with capped text', async () => {
    const network = { ...world.network, rpcUrls: { default: { http: [proxyUrl] } } }
    const failure = await world.adapter
      .send?.({
        connectorId: 'Latch Test Wallet',
        network,
        from: world.test.address,
        to: Keypair.generate().publicKey.toBase58(),
        amount: 10_000_000n,
        token: { symbol: 'SOL', decimals: 9, name: 'Solana' },
      })
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(SolanaTransactionError)
    const error = failure as SolanaTransactionError
    expect(error.message.length).toBeLessThanOrEqual(UNTRUSTED_TEXT_MAX * 2)
  })
})
