/**
 * Returns a wallet's result whatever its envelope: a JSON-RPC `{ result }`, a sats-connect style
 * `{ status: 'success', result }`, or the bare result. Throws the wallet's error object for
 * `{ error }` and `{ status: 'error', error }`, so the caller normalises one way.
 *
 * @param response - What `provider.request` resolved with.
 * @returns The result.
 * @example
 * ```ts
 * unwrapWalletResponse({ jsonrpc: '2.0', id: '1', result: { txid: 'ab' } }) // { txid: 'ab' }
 * ```
 */
export function unwrapWalletResponse(response: unknown): unknown {
  if (typeof response !== 'object' || response === null) return response
  const r = response as { jsonrpc?: unknown; status?: unknown; result?: unknown; error?: unknown }
  if (r.error !== undefined && (r.jsonrpc !== undefined || r.status === 'error' || !('result' in r)))
    throw r.error
  if (r.jsonrpc !== undefined || r.status === 'success') return r.result
  return response
}
