import { describeUntrusted, readBodyCapped, readUntrustedField } from '@latch/core/kit'
import { SMART_ACCOUNT_MESSAGES, SmartAccountError } from './SmartAccountError'

/**
 * Who answers a call: it names the error codes a bad or refusing answer becomes.
 *
 * @example
 * ```ts
 * const who: RpcService = 'bundler'
 * ```
 */
export type RpcService = 'bundler' | 'paymaster' | 'node'

/** The most bytes read of an answer: a receipt with its logs fits well under it. */
const DEFAULT_MAX_BYTES = 256 * 1024

const INVALID = {
  bundler: ['BUNDLER_INVALID', SMART_ACCOUNT_MESSAGES.bundlerInvalid],
  paymaster: ['PAYMASTER_INVALID', SMART_ACCOUNT_MESSAGES.paymasterInvalid],
  node: ['NODE_INVALID', SMART_ACCOUNT_MESSAGES.nodeInvalid],
} as const
const REFUSED = {
  bundler: ['BUNDLER_REFUSED', SMART_ACCOUNT_MESSAGES.bundlerRefused],
  paymaster: ['PAYMASTER_REFUSED', SMART_ACCOUNT_MESSAGES.paymasterRefused],
  node: ['NODE_INVALID', SMART_ACCOUNT_MESSAGES.nodeInvalid],
} as const

/**
 * One JSON-RPC 2.0 call to a bundler, a paymaster service or a node, read as untrusted: at most
 * `maxBytes` of the body, JSON, an object with `result` or `error`. A JSON-RPC error becomes
 * `*_REFUSED` with the service's message (cut) in `details`; any other bad answer `*_INVALID`; no
 * answer `UNREACHABLE`.
 *
 * @param url - The service's HTTP endpoint.
 * @param method - The method.
 * @param params - Its params.
 * @param options - `service` (for the error codes), `fetch`, `maxBytes` (default 256 KiB).
 * @returns The `result`, still to be shape-checked by the caller.
 * @throws {SmartAccountError} As above.
 * @example
 * ```ts
 * const hash = await callUntrustedRpc(bundlerUrl, 'eth_sendUserOperation', [op, entryPoint], { service: 'bundler', fetch })
 * ```
 */
export async function callUntrustedRpc(
  url: string,
  method: string,
  params: readonly unknown[],
  options: { service: RpcService; fetch: typeof fetch; maxBytes?: number },
): Promise<unknown> {
  const { service } = options
  let response: Response
  try {
    response = await options.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
  } catch (cause) {
    throw new SmartAccountError(SMART_ACCOUNT_MESSAGES.unreachable, {
      code: 'UNREACHABLE',
      cause,
      details: `${method} to ${service} failed`,
    })
  }
  const [code, message] = INVALID[service]
  const invalid = (details: string, cause?: unknown) =>
    new SmartAccountError(message, { code, details: `${method}: ${details}`, cause })
  let bytes: Uint8Array | 'tooLarge'
  try {
    bytes = await readBodyCapped(response, options.maxBytes ?? DEFAULT_MAX_BYTES)
  } catch (cause) {
    throw new SmartAccountError(SMART_ACCOUNT_MESSAGES.unreachable, {
      code: 'UNREACHABLE',
      cause,
      details: `${method}: the ${service}'s answer was cut off`,
    })
  }
  if (bytes === 'tooLarge') throw invalid('the answer is too large')
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder().decode(bytes))
  } catch (cause) {
    throw invalid('the answer is not JSON', cause)
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('not a JSON-RPC answer')
  const error = readUntrustedField(body, 'error')
  if (error !== undefined && error !== null) {
    const raw = readUntrustedField(error, 'message')
    const text = typeof raw === 'string' && raw !== '' ? describeUntrusted(raw) : 'error'
    const [refusedCode, refusedMessage] = REFUSED[service]
    throw new SmartAccountError(refusedMessage, {
      code: refusedCode,
      details: `${method}: ${text}`,
      meta: { rpcCode: readUntrustedField(error, 'code') },
    })
  }
  if (!Object.hasOwn(body, 'result')) throw invalid('no result')
  return readUntrustedField(body, 'result')
}
