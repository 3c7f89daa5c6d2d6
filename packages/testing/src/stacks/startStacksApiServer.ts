import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readRequestUrl } from '../net/readRequestUrl'
import { applyStacksBroadcast, MAX_BROADCAST_BYTES } from './applyStacksBroadcast'
import type { StacksApiState } from './stacksApiState'

/** Reads a request body of at most `limit` bytes, or undefined when it is larger. */
async function readBody(req: IncomingMessage, limit: number): Promise<Uint8Array | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) return undefined
    chunks.push(chunk)
  }
  return new Uint8Array(Buffer.concat(chunks))
}

/**
 * A tiny local HTTP server with the few Stacks API and Esplora endpoints the Stacks/Bitcoin
 * account data and a wallet read: `GET /extended/v1/address/{a}/stx`,
 * `/extended/v1/address/{a}/balances`, `/extended/v1/address/{a}/transactions?limit&offset`,
 * `/v2/accounts/{a}` (balance and next nonce, as a Stacks node answers), `/address/{a}`,
 * `/address/{a}/txs` and `/address/{a}/utxo` (one confirmed output holding the address's sats).
 * `POST /v2/transactions` takes a signed STX transfer (raw bytes, or JSON `{ tx: hex }`), checks it
 * (signature, network, nonce, funds) and applies it to the balances, so a wallet that broadcasts
 * here moves funds the account data then shows. Answers CORS preflights, so a page can call it.
 * Listens on 127.0.0.1 on a free port.
 *
 * @param options - The network the node serves (default testnet).
 * @returns `{ url, state, close }`.
 * @example
 * ```ts
 * const api = await startStacksApiServer()
 * api.state.stx.set(address, 1_500_000n)
 * const network = defineStacksNetwork('testnet', api.url)
 * ```
 */
export async function startStacksApiServer(options: { network?: 'mainnet' | 'testnet' } = {}): Promise<{
  url: string
  state: StacksApiState
  close(): Promise<void>
}> {
  const network = options.network ?? 'testnet'
  const state: StacksApiState = {
    stx: new Map(),
    nonces: new Map(),
    stxTxs: [],
    btc: new Map(),
    requests: [],
  }
  const broadcast = async (req: IncomingMessage): Promise<[number, unknown]> => {
    // a hex transaction in JSON is twice its bytes, plus the envelope
    const body = await readBody(req, MAX_BROADCAST_BYTES * 2 + 64)
    if (!body) return [413, { error: 'transaction rejected', reason: 'Serialization' }]
    let bytes = body
    if (String(req.headers['content-type']).startsWith('application/json')) {
      const tx = (JSON.parse(Buffer.from(body).toString('utf8')) as { tx?: unknown }).tx
      if (typeof tx !== 'string' || !/^(0x)?([0-9a-f]{2})+$/i.test(tx))
        return [400, { error: 'transaction rejected', reason: 'Serialization' }]
      bytes = new Uint8Array(Buffer.from(tx.replace(/^0x/, ''), 'hex'))
    }
    const outcome = applyStacksBroadcast(state, bytes, network, Date.now() / 1000)
    if ('txid' in outcome) return [200, outcome.txid]
    return [400, { error: 'transaction rejected', reason: outcome.reason, reason_data: outcome.message }]
  }
  const server: Server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      res.end(JSON.stringify(body))
    }
    const url = readRequestUrl(req.url ?? '/')
    if (!url) return send(400, { error: 'malformed request target' })
    state.requests.push(url.pathname + url.search)
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': 'content-type',
      })
      res.end()
      return
    }
    if (req.method === 'POST' && url.pathname === '/v2/transactions') {
      broadcast(req).then(
        ([status, body]) => send(status, body),
        () => send(400, { error: 'transaction rejected', reason: 'Serialization' }),
      )
      return
    }
    let m = /^\/v2\/accounts\/([^/]+)$/.exec(url.pathname)
    if (m) {
      const balance = state.stx.get(m[1]!) ?? 0n
      return send(200, {
        balance: `0x${balance.toString(16).padStart(32, '0')}`,
        locked: `0x${'0'.repeat(32)}`,
        nonce: Number(state.nonces.get(m[1]!) ?? 0n),
      })
    }
    m = /^\/extended\/v1\/address\/([^/]+)\/(stx|balances|transactions)$/.exec(url.pathname)
    if (m) {
      const address = m[1]!
      const balance = (state.stx.get(address) ?? 0n).toString()
      if (m[2] === 'stx') return send(200, { balance, total_sent: '0', total_received: balance })
      if (m[2] === 'balances')
        return send(200, { stx: { balance }, fungible_tokens: {}, non_fungible_tokens: {} })
      const limit = Number(url.searchParams.get('limit') ?? 20)
      const offset = Number(url.searchParams.get('offset') ?? 0)
      const mine = state.stxTxs.filter((t) => t.sender === address || t.recipient === address)
      const results = mine.slice(offset, offset + limit).map((t) => ({
        tx_id: t.txid,
        tx_type: t.call ? 'contract_call' : 'token_transfer',
        tx_status: t.status ?? 'success',
        burn_block_time: t.time,
        sender_address: t.sender,
        ...(t.call
          ? { contract_call: { contract_id: t.call.contract, function_name: t.call.functionName } }
          : { token_transfer: { recipient_address: t.recipient, amount: t.amount.toString(), memo: '0x' } }),
      }))
      return send(200, { limit, offset, total: mine.length, results })
    }
    m = /^\/address\/([^/]+)(\/txs|\/utxo)?$/.exec(url.pathname)
    if (m) {
      const entry = state.btc.get(m[1]!) ?? { confirmed: 0n }
      if (m[2] === '/txs') return send(200, [])
      if (m[2] === '/utxo') {
        if (entry.confirmed === 0n) return send(200, [])
        // One output per funded address, at the made-up outpoint the test wallets' transfers spend.
        const txid = createHash('sha256').update(`latch-test-utxo-${m[1]}`).digest('hex')
        return send(200, [
          { txid, vout: 0, value: Number(entry.confirmed), status: { confirmed: true, block_height: 1 } },
        ])
      }
      return send(200, {
        address: m[1],
        chain_stats: { funded_txo_sum: Number(entry.confirmed), spent_txo_sum: 0, tx_count: 1 },
        mempool_stats: { funded_txo_sum: Number(entry.mempool ?? 0n), spent_txo_sum: 0, tx_count: 0 },
      })
    }
    send(404, { error: 'not found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  }
}
