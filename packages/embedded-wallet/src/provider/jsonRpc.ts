import { ApiError, WalletRequestError } from '@latch/core'
import { EMBEDDED_WALLET_MESSAGES } from './messages'

/**
 * Sends one JSON-RPC 2.0 call to `url`. An RPC error becomes a {@link WalletRequestError} with the
 * node's code; a transport failure an {@link ApiError}.
 *
 * @param url - The node's HTTP endpoint.
 * @param method - JSON-RPC method.
 * @param params - Its params.
 * @param fetcher - The fetch to use.
 * @returns The `result`.
 * @example
 * ```ts
 * const nonce = await jsonRpc('http://127.0.0.1:8545', 'eth_getTransactionCount', [address, 'pending'], fetch)
 * ```
 */
export async function jsonRpc(
  url: string,
  method: string,
  params: unknown,
  fetcher: typeof fetch,
): Promise<unknown> {
  let body: { result?: unknown; error?: { code?: number; message?: string; data?: unknown } } | undefined
  try {
    const response = await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    })
    body = (await response.json()) as typeof body
  } catch (cause) {
    throw new ApiError(EMBEDDED_WALLET_MESSAGES.rpcUnreachable, {
      code: 'RPC_UNREACHABLE',
      cause,
      details: `${method} to ${url} failed`,
    })
  }
  if (body?.error)
    throw new WalletRequestError(body.error.message ?? `${method} failed`, {
      code: body.error.code ?? -32603,
      details: `${method}: ${body.error.message ?? 'error'}`,
      meta: { data: body.error.data },
    })
  return body?.result
}
