import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ApiError } from '@latch/core'
import { afterEach, describe, expect, it } from 'vitest'
import { createSolanaRpcClient } from './createSolanaRpcClient'

let server: Server | undefined
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve))
  server = undefined
})

/** A loopback JSON-RPC endpoint answering every call with `status` and `body`. */
async function endpoint(status: number, body: unknown): Promise<{ url: string; seen: unknown[] }> {
  const seen: unknown[] = []
  server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => {
      raw += c
    })
    req.on('end', () => {
      seen.push(JSON.parse(raw))
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    })
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen }
}

describe('createSolanaRpcClient: JSON-RPC reads without an SDK', () => {
  it('posts a JSON-RPC 2.0 call and returns its result', async () => {
    const { url, seen } = await endpoint(200, { jsonrpc: '2.0', id: 1, result: { value: 42 } })
    expect(await createSolanaRpcClient(url).request('getBalance', ['addr'])).toEqual({ value: 42 })
    expect(seen).toEqual([{ jsonrpc: '2.0', id: 1, method: 'getBalance', params: ['addr'] }])
  })

  it('maps HTTP 429 to RATE_LIMITED and 5xx to SERVER_ERROR', async () => {
    const limited = await endpoint(429, {})
    await expect(createSolanaRpcClient(limited.url).request('getSlot')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
    })
    await new Promise((resolve) => server?.close(resolve))
    const failing = await endpoint(503, {})
    await expect(createSolanaRpcClient(failing.url).request('getSlot')).rejects.toMatchObject({
      code: 'SERVER_ERROR',
    })
  })

  it('turns a JSON-RPC error into an ApiError that keeps the node’s code and message', async () => {
    const { url } = await endpoint(200, {
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32602, message: 'Invalid param' },
    })
    const error = await createSolanaRpcClient(url)
      .request('getAccountInfo', ['x'])
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      code: 'INVALID_RESPONSE',
      details: 'Invalid param',
      meta: { rpcCode: -32602 },
    })
  })
})
