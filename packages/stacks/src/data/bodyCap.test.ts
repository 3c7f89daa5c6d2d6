import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defineBitcoinNetwork, defineStacksNetwork } from '../networks/stacksNetworks'
import { createEsploraAccountData } from './createEsploraAccountData'
import { createStacksAccountData } from './createStacksAccountData'

// The app's Stacks API / Esplora server on loopback, answering a body far over 5 MB: an API Latch
// does not control. The body is streamed, so only a capped reader stops early.
let server: Server
let url = ''
let served = 0

beforeEach(async () => {
  served = 0
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' })
    response.write('{"balance":"1","pad":"')
    const chunk = 'p'.repeat(64 * 1024)
    const push = () => {
      while (served < 20_000_000) {
        served += chunk.length
        if (!response.write(chunk)) return void response.once('drain', push)
      }
      response.end('"}')
    }
    response.on('error', () => undefined)
    push()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterEach(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

describe("an oversized answer from the app's Stacks or Esplora API", () => {
  it('is refused with a typed INVALID_RESPONSE, without reading it all', async () => {
    const stx = createStacksAccountData().getStxBalance(
      'ST2JHG361ZXG51QTKY2NQCVBPPRRE2KZB1HR05NNC',
      defineStacksNetwork('testnet', url),
    )
    await expect(stx).rejects.toMatchObject({ name: 'ApiError', code: 'INVALID_RESPONSE' })
    const sats = createEsploraAccountData().getSatsBalance(
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      defineBitcoinNetwork('testnet', url),
    )
    await expect(sats).rejects.toMatchObject({ name: 'ApiError', code: 'INVALID_RESPONSE' })
    expect(served).toBeLessThan(20_000_000)
  })
})

describe("an Esplora balance whose totals are above 2^53 sats (an address's cumulative flow)", () => {
  it('is read exactly', async () => {
    const esplora = createServer((_request, response) => {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(
          '{"chain_stats":{"funded_txo_sum":9007199254740993,"spent_txo_sum":9007199254740990},"mempool_stats":{"funded_txo_sum":0,"spent_txo_sum":0}}',
        )
    })
    await new Promise<void>((resolve) => esplora.listen(0, '127.0.0.1', resolve))
    try {
      const base = `http://127.0.0.1:${(esplora.address() as AddressInfo).port}`
      const sats = await createEsploraAccountData().getSatsBalance(
        'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
        defineBitcoinNetwork('testnet', base),
      )
      expect(sats).toBe(3n)
    } finally {
      await new Promise((resolve) => esplora.close(resolve))
    }
  })
})
