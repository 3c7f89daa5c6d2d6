import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Where the demo server mounts the local block explorer.
 *
 * @example
 * ```ts
 * `${server.url}${LOCAL_EXPLORER_PATH.slice(1)}/31337/tx/${hash}`
 * ```
 */
export const LOCAL_EXPLORER_PATH = '/explorer'

const HEX_HASH = /^0x[0-9a-fA-F]{64}$/
const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown }
  return body.result
}

const wei = (hex: unknown) => {
  if (typeof hex !== 'string' || !/^0x[0-9a-f]+$/i.test(hex)) return '—'
  const value = BigInt(hex)
  const whole = value / 10n ** 18n
  const fraction = (value % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '')
  return `${whole}${fraction ? `.${fraction}` : ''} ETH`
}

function page(title: string, rows: [string, string][]): string {
  const body = rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1><dl>${body}</dl></body></html>`
}

/**
 * DEV PART — a tiny block explorer for the demo's local EVM chains, so the Account view's "View on
 * explorer" and the Activity tab's transaction links open a real page offline:
 * `/explorer/{chainId}/address/{address}` shows the balance and nonce,
 * `/explorer/{chainId}/tx/{hash}` the transaction and its receipt, read from the chain's JSON-RPC.
 *
 * @param chains - The local chains by chain id.
 * @returns The request handler to mount at {@link LOCAL_EXPLORER_PATH}.
 * @example
 * ```ts
 * server.mount(LOCAL_EXPLORER_PATH, createLocalExplorer([{ chainId: 31337, rpcUrl }]))
 * ```
 */
export function createLocalExplorer(chains: readonly { chainId: number; rpcUrl: string }[]) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const parts = new URL(request.url ?? '/', 'http://127.0.0.1').pathname.split('/').filter(Boolean)
    const [, chainId, kind, value = ''] = parts
    const chain = chains.find((c) => String(c.chainId) === chainId)
    const send = (status: number, html: string) => {
      response.statusCode = status
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.end(html)
    }
    if (!chain || (kind === 'tx' ? !HEX_HASH.test(value) : kind !== 'address' || !HEX_ADDRESS.test(value))) {
      send(404, page('Not found', []))
      return
    }
    const read =
      kind === 'tx'
        ? Promise.all([
            rpc(chain.rpcUrl, 'eth_getTransactionByHash', [value]),
            rpc(chain.rpcUrl, 'eth_getTransactionReceipt', [value]),
          ]).then(([tx, receipt]) => {
            const t = (tx ?? {}) as Record<string, unknown>
            const r = (receipt ?? {}) as Record<string, unknown>
            return page(`Transaction ${value}`, [
              ['Chain', String(chain.chainId)],
              ['Status', r.status === '0x1' ? 'Success' : r.status === undefined ? 'Pending' : 'Failed'],
              ['Block', typeof t.blockNumber === 'string' ? String(BigInt(t.blockNumber)) : '—'],
              ['From', String(t.from ?? '—')],
              ['To', String(t.to ?? '—')],
              ['Value', wei(t.value)],
            ])
          })
        : Promise.all([
            rpc(chain.rpcUrl, 'eth_getBalance', [value, 'latest']),
            rpc(chain.rpcUrl, 'eth_getTransactionCount', [value, 'latest']),
          ]).then(([balance, nonce]) =>
            page(`Address ${value}`, [
              ['Chain', String(chain.chainId)],
              ['Balance', wei(balance)],
              ['Transactions sent', typeof nonce === 'string' ? String(BigInt(nonce)) : '—'],
            ]),
          )
    read.then(
      (html) => send(200, html),
      () => send(502, page('The local chain did not answer', [])),
    )
  }
}
