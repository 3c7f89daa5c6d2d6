import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { solanaAdapter } from '../adapter/solanaAdapter'
import { createSolanaAccountData } from '../data/createSolanaAccountData'
import { solanaLocalnet } from '../networks/solanaLocalnet'

// A JSON-RPC node on loopback that answers every method with the body the test sets.
let answers: Record<string, string> = {}
let server: Server
let url = ''

beforeEach(async () => {
  answers = {}
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string }
      const result = answers[method] ?? '{"context":{"slot":1},"value":[]}'
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(result.startsWith('<') ? result : `{"jsonrpc":"2.0","id":${id},"result":${result}}`)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve))
})

const ADDRESS = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
const GENESIS = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG'

describe('lamport amounts from a Solana RPC node', () => {
  it('reads a balance above 2^53 lamports exactly, in the adapter and the account data', async () => {
    answers.getBalance = '{"context":{"slot":1},"value":9007199254740993}'
    const network = solanaLocalnet({ genesisHash: GENESIS, http: url })
    const balance = await solanaAdapter().getBalance({ address: ADDRESS, network })
    expect(balance.value).toBe(9007199254740993n)
    const [native] = await createSolanaAccountData().getTokenBalances({ address: ADDRESS, network })
    expect(native?.quantity.numeric).toBe('9007199.254740993')
  })

  it('refuses a negative, fractional or non-JSON balance with a typed error', async () => {
    const network = solanaLocalnet({ genesisHash: GENESIS, http: url })
    for (const value of ['-1', '1.5', '"abc"', '1e400']) {
      answers.getBalance = `{"context":{"slot":1},"value":${value}}`
      await expect(solanaAdapter().getBalance({ address: ADDRESS, network }), value).rejects.toMatchObject({
        name: 'ApiError',
        code: 'INVALID_RESPONSE',
      })
    }
    answers.getBalance = '<html>bad gateway</html>'
    await expect(
      createSolanaAccountData().getTokenBalances({ address: ADDRESS, network }),
    ).rejects.toMatchObject({ name: 'ApiError', code: 'INVALID_RESPONSE' })
  })
})
