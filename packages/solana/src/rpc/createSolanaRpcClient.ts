import { ApiError } from '@latch/core'

/**
 * A minimal JSON-RPC client over `fetch` for the read calls that need no SDK (balances, token
 * accounts, history), so reading an account never loads @solana/web3.js.
 *
 * @example
 * ```ts
 * const rpc = createSolanaRpcClient('http://127.0.0.1:8899')
 * const { value } = await rpc.request<{ value: number }>('getBalance', [address])
 * ```
 */
export type SolanaRpcClient = {
  /** Calls one method; throws {@link ApiError} on HTTP or JSON-RPC errors. */
  request<T>(method: string, params?: unknown[]): Promise<T>
}

/**
 * Creates a {@link SolanaRpcClient} for an endpoint.
 *
 * @param url - The app's RPC endpoint.
 * @param fetchFn - Fetch implementation (the global one by default).
 * @returns The client.
 * @example
 * ```ts
 * const rpc = createSolanaRpcClient(network.rpcUrls.default.http[0]!)
 * ```
 */
export function createSolanaRpcClient(
  url: string,
  fetchFn: typeof fetch = (...a) => fetch(...a),
): SolanaRpcClient {
  let id = 0
  return {
    async request<T>(method: string, params: unknown[] = []): Promise<T> {
      const response = await fetchFn(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
      })
      if (!response.ok) {
        const code =
          response.status === 429 ? 'RATE_LIMITED' : response.status >= 500 ? 'SERVER_ERROR' : 'NETWORK'
        throw new ApiError(`Solana RPC ${method} failed`, { code, status: response.status })
      }
      const body = (await response.json()) as { result?: T; error?: { code: number; message: string } }
      if (body.error) {
        throw new ApiError(`Solana RPC ${method} failed`, {
          code: 'INVALID_RESPONSE',
          details: body.error.message,
          meta: { rpcCode: body.error.code },
        })
      }
      return body.result as T
    },
  }
}
