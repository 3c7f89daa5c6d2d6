import {
  ApiError,
  describeUntrusted,
  type RpcErrorCode,
  readUntrustedField,
  WalletRequestError,
} from '@latch/core/kit'
import { EMBEDDED_WALLET_MESSAGES } from './messages'

// The error codes an RPC node answers with that a WalletRequestError keeps (JSON-RPC 2.0, EIP-1474,
// geth's "execution reverted"); any other becomes -32603.
const NODE_ERROR_CODES = [
  -32700, -32600, -32601, -32602, -32603, -32000, -32001, -32002, -32003, -32004, -32005, -32006, 3,
] as const satisfies readonly RpcErrorCode[]

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
  let body: unknown
  try {
    const response = await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    })
    body = await response.json()
  } catch (cause) {
    throw new ApiError(EMBEDDED_WALLET_MESSAGES.rpcUnreachable, {
      code: 'RPC_UNREACHABLE',
      cause,
      details: `${method} to ${url} failed`,
    })
  }
  const error = readUntrustedField(body, 'error')
  if (error) {
    // the node's answer is untrusted: an integer code, a string message cut to a bounded length
    const code = readUntrustedField(error, 'code')
    const raw = readUntrustedField(error, 'message')
    const message = typeof raw === 'string' && raw.length > 0 ? describeUntrusted(raw) : undefined
    throw new WalletRequestError(message ?? `${method} failed`, {
      code: (NODE_ERROR_CODES as readonly unknown[]).includes(code) ? (code as RpcErrorCode) : -32603,
      details: `${method}: ${message ?? 'error'}`,
      meta: { data: readUntrustedField(error, 'data') },
    })
  }
  return readUntrustedField(body, 'result')
}
