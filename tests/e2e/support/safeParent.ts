import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { DevChainAccount } from '@latch/testing/evm'
import type { Page } from 'playwright-core'
import { hashMessage, keccak256, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** A Safe Apps request the stand-in parent received from the framed dapp. */
export type SafeRequest = { id: string; method: string; params: unknown }

/**
 * A STAND-IN for Safe{Wallet}: Safe{Wallet} is an outside web app that cannot run here, so this
 * parent page plays its part of the Safe Apps message protocol as Safe{Wallet} does: it frames the
 * dapp, answers `getSafeInfo` with a Safe, forwards `rpcCall` to the Hardhat dev chain, queues
 * `sendTransactions` for the owners (answering a `safeTxHash`, executing nothing), and answers
 * `signMessage` with the 1-of-1 owner's signature. The "Safe" here is a dev-chain account that is
 * its own single owner, so signatures verify by ecrecover without Safe contracts on the chain.
 *
 * @example
 * ```ts
 * const parent = await openSafeParent(page, { dappUrl, rpcUrl, chainId, safe })
 * parent.requests // what the dapp asked
 * ```
 */
export type SafeParent = {
  /** Every request the framed dapp posted, in order. */
  requests: SafeRequest[]
  /** The safeTxHash answered to each `sendTransactions`, in order. */
  safeTxHashes: `0x${string}`[]
  /** The messages signed for `signMessage`, in order. */
  signed: { message: string; signature: `0x${string}` }[]
  /** Stops the stand-in's servers. */
  close(): Promise<void>
}

/** Starts an HTTP server on 127.0.0.1 with a free port; resolves with its origin. */
async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/**
 * Serves the stand-in parent and the dapp on two loopback origins (Safe{Wallet} and a dapp are
 * two origins) and frames the dapp in the parent. The dapp is the demo, passed through a small
 * proxy that changes one thing: its CSP lets the parent's origin frame it (a dapp offered as a Safe
 * App names Safe{Wallet}'s origin in frame-ancestors; the demo says 'none').
 *
 * @param page - A guarded page.
 * @param options - The dapp URL, the dev chain and the account that is the Safe.
 * @returns What the dapp asked and what was answered.
 * @example
 * ```ts
 * const parent = await openSafeParent(page, { dappUrl: world.url, rpcUrl, chainId, safe: accounts[19] })
 * ```
 */
export async function openSafeParent(
  page: Page,
  options: { dappUrl: string; rpcUrl: string; chainId: number; safe: DevChainAccount },
): Promise<SafeParent> {
  const demo = new URL(options.dappUrl)
  let dappUrl = ''
  let parentHtml = ''
  const parent = await listen((_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.end(parentHtml)
  })
  const dapp = await listen((req, res) => {
    const upstream = httpRequest(
      { host: demo.hostname, port: demo.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        const headers = { ...answer.headers }
        const csp = headers['content-security-policy']
        if (typeof csp === 'string')
          headers['content-security-policy'] = csp.replace(
            "frame-ancestors 'none'",
            `frame-ancestors ${parent.origin}`,
          )
        res.writeHead(answer.statusCode ?? 502, headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  const owner = privateKeyToAccount(options.safe.privateKey)
  const safeInfo = {
    safeAddress: options.safe.address,
    chainId: options.chainId,
    threshold: 1,
    owners: [owner.address],
    isReadOnly: false,
  }
  dappUrl = `${dapp.origin}${demo.pathname}${demo.search}`
  parentHtml = `<!doctype html><html><head><title>Safe{Wallet} stand-in</title></head>
<body style="margin:0"><iframe id="safe-app" src="${dappUrl}" style="border:0;width:1080px;height:780px"></iframe>
<script>
const frame = document.getElementById('safe-app')
const safeInfo = ${JSON.stringify(safeInfo)}
window.addEventListener('message', async (event) => {
  if (event.source !== frame.contentWindow) return
  const message = event.data
  // Safe{Wallet} answers the handshake at once, from what it already holds.
  if (message && message.method === 'getSafeInfo') {
    frame.contentWindow.postMessage({ id: message.id, success: true, data: safeInfo, version: '9.1.0' }, '*')
    void window.__safeRecord(message)
    return
  }
  const reply = await window.__safeStandIn(message)
  if (reply) frame.contentWindow.postMessage(reply, '*')
})
</script></body></html>`
  const state: SafeParent = {
    requests: [],
    safeTxHashes: [],
    signed: [],
    close: async () => {
      await Promise.all([parent.close(), dapp.close()])
    },
  }

  const rpc = async (method: string, params: unknown) => {
    const response = await fetch(options.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { message: string } }
    if (body.error) throw new Error(body.error.message)
    return body.result
  }
  const handle = async (method: string, params: unknown): Promise<unknown> => {
    switch (method) {
      case 'rpcCall': {
        const { call, params: callParams } = params as { call: string; params: unknown }
        return rpc(call, callParams)
      }
      case 'sendTransactions': {
        const safeTxHash = keccak256(toHex(JSON.stringify({ params, n: state.safeTxHashes.length })))
        state.safeTxHashes.push(safeTxHash)
        return { safeTxHash }
      }
      case 'getTxBySafeTxHash': {
        // Nothing the stand-in proposes is executed: every Safe transaction waits for its owners.
        const { safeTxHash } = params as { safeTxHash: string }
        if (!state.safeTxHashes.includes(safeTxHash as `0x${string}`)) throw new Error('No such transaction')
        return {
          safeAddress: options.safe.address,
          txId: `multisig_${safeTxHash}`,
          txStatus: 'AWAITING_CONFIRMATIONS',
        }
      }
      case 'signMessage': {
        const { message } = params as { message: string }
        const signature = await owner.signMessage({ message })
        state.signed.push({ message, signature })
        return { messageHash: hashMessage(message), signature }
      }
      default:
        throw new Error(`Method ${method} not supported by the stand-in`)
    }
  }
  const record = (message: unknown): SafeRequest | undefined => {
    if (typeof message !== 'object' || message === null) return undefined
    const { id, method, params } = message as SafeRequest
    if (typeof id !== 'string' || typeof method !== 'string') return undefined
    state.requests.push({ id, method, params })
    return { id, method, params }
  }
  await page.exposeFunction('__safeRecord', (message: unknown) => void record(message))
  await page.exposeFunction('__safeStandIn', async (message: unknown) => {
    const request = record(message)
    if (!request) return null
    const { id, method, params } = request
    try {
      return { id, success: true, data: await handle(method, params), version: '9.1.0' }
    } catch (error) {
      return { id, success: false, error: (error as Error).message, version: '9.1.0' }
    }
  })
  await page.goto(`${parent.origin}/`)
  return state
}
