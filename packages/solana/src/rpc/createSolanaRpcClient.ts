import {
  ApiError,
  describeUntrusted,
  parseJsonExact,
  readJsonBody,
  readUntrustedField,
} from '@latch/core/kit'
import { SOLANA_MESSAGES } from '../errors/solanaMessages'

/**
 * A minimal JSON-RPC client over `fetch` for the read calls that need no SDK (balances, token
 * accounts, history), so reading an account never loads @solana/web3.js.
 *
 * @example
 * ```ts
 * const rpc = createSolanaRpcClient('http://127.0.0.1:8899')
 * const { value } = await rpc.request<{ value: unknown }>('getBalance', [address])
 * readBaseUnits(value, 'getBalance') // exact, even above 2^53
 * ```
 */
export type SolanaRpcClient = {
  /** Calls one method; throws {@link ApiError} on network, HTTP or JSON-RPC errors and on a body that is not JSON-RPC. */
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
      let response: Response
      try {
        response = await fetchFn(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
        })
      } catch (cause) {
        throw new ApiError(SOLANA_MESSAGES.rpcFailed(method), { code: 'NETWORK', cause })
      }
      if (!response.ok) {
        const code =
          response.status === 429 ? 'RATE_LIMITED' : response.status >= 500 ? 'SERVER_ERROR' : 'NETWORK'
        throw new ApiError(SOLANA_MESSAGES.rpcFailed(method), { code, status: response.status })
      }
      // The endpoint's answer is untrusted: capped at 5 MB like Latch's own API client's, parsed
      // with large integers kept exact (lamports above 2^53 would round as JS numbers: they are read
      // as digit strings, see parseJsonExact), and anything but a JSON-RPC object is a typed invalid response.
      const body = await readJsonBody(response, method, parseJsonExact)
      if (typeof body !== 'object' || body === null)
        throw new ApiError(SOLANA_MESSAGES.invalidResponse, { code: 'INVALID_RESPONSE', details: method })
      const { result, error } = body as { result?: T; error?: unknown }
      if (error !== undefined && error !== null) {
        const code = readUntrustedField(error, 'code')
        const message = readUntrustedField(error, 'message')
        throw new ApiError(SOLANA_MESSAGES.rpcFailed(method), {
          code: 'INVALID_RESPONSE',
          details: typeof message === 'string' ? describeUntrusted(message) : 'error',
          meta: { rpcCode: typeof code === 'number' ? code : undefined },
        })
      }
      return result as T
    },
  }
}
