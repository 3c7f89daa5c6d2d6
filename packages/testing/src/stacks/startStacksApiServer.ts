import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A Stacks transaction as the local API lists it.
 *
 * @example
 * ```ts
 * api.state.stxTxs.push({ txid: '0xabc', sender, recipient, amount: 1n, time: 1_700_000_000 } satisfies FakeStacksTx)
 * ```
 */
export type FakeStacksTx = {
  txid: string
  sender: string
  recipient: string
  /** micro-STX */
  amount: bigint
  /** seconds since the epoch */
  time: number
  status?: 'success' | 'pending' | 'abort_by_response'
}

/**
 * State the local API serves; tests mutate it freely.
 *
 * @example
 * ```ts
 * const state: StacksApiState = api.state
 * ```
 */
export type StacksApiState = {
  /** micro-STX per Stacks address. */
  stx: Map<string, bigint>
  /** Stacks transactions, newest first. */
  stxTxs: FakeStacksTx[]
  /** Confirmed and mempool sats per Bitcoin address. */
  btc: Map<string, { confirmed: bigint; mempool?: bigint }>
  /** Every request path served, in order. */
  requests: string[]
}

/**
 * A tiny local HTTP server with the few Stacks API and Esplora endpoints the Stacks/Bitcoin
 * account data reads: `GET /extended/v1/address/{a}/stx`, `/extended/v1/address/{a}/balances`,
 * `/extended/v1/address/{a}/transactions?limit&offset`, `/address/{a}` and `/address/{a}/txs`.
 * Listens on 127.0.0.1 on a free port.
 *
 * @returns `{ url, state, close }`.
 * @example
 * ```ts
 * const api = await startStacksApiServer()
 * api.state.stx.set(address, 1_500_000n)
 * const network = defineStacksNetwork('testnet', api.url)
 * ```
 */
export async function startStacksApiServer(): Promise<{
  url: string
  state: StacksApiState
  close(): Promise<void>
}> {
  const state: StacksApiState = { stx: new Map(), stxTxs: [], btc: new Map(), requests: [] }
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    state.requests.push(url.pathname + url.search)
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      res.end(JSON.stringify(body))
    }
    let m = /^\/extended\/v1\/address\/([^/]+)\/(stx|balances|transactions)$/.exec(url.pathname)
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
        tx_type: 'token_transfer',
        tx_status: t.status ?? 'success',
        burn_block_time: t.time,
        sender_address: t.sender,
        token_transfer: { recipient_address: t.recipient, amount: t.amount.toString(), memo: '0x' },
      }))
      return send(200, { limit, offset, total: mine.length, results })
    }
    m = /^\/address\/([^/]+)(\/txs)?$/.exec(url.pathname)
    if (m) {
      const entry = state.btc.get(m[1]!) ?? { confirmed: 0n }
      if (m[2]) return send(200, [])
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
