import { describeUntrusted } from '../errors/describeUntrusted'
import { RpcNotAllowedError } from '../errors/errors'
import { NOT_SAFE_RPC_METHODS, SAFE_RPC_METHODS } from './rpcMethods'

/**
 * How a remote call is treated (SPEC §6): `safe` runs, `notSafe` needs the user's approval,
 * `blocked` is refused.
 *
 * @example
 * ```ts
 * const c: RpcMethodClass = classifyRpcMethod('eth_sign') // 'blocked'
 * ```
 */
export type RpcMethodClass = 'safe' | 'notSafe' | 'blocked'

const SAFE: ReadonlySet<string> = new Set(SAFE_RPC_METHODS)
const NOT_SAFE: ReadonlySet<string> = new Set(NOT_SAFE_RPC_METHODS)

/**
 * Classes a remote-call method by the SPEC §6 lists. Names match exactly (JSON-RPC method names
 * are case-sensitive); anything on neither list, including a non-string, is `blocked`. The lists
 * cover EIP-1193 and Solana requests; Stacks and Bitcoin wallet methods are checked by their
 * adapter against what the wallet session supports.
 *
 * @param method - The JSON-RPC method name.
 * @returns `'safe'`, `'notSafe'` or `'blocked'`.
 * @example
 * ```ts
 * classifyRpcMethod('eth_getBalance') // 'safe'
 * classifyRpcMethod('eth_sendTransaction') // 'notSafe'
 * classifyRpcMethod('eth_sign') // 'blocked'
 * ```
 */
export function classifyRpcMethod(method: unknown): RpcMethodClass {
  if (typeof method !== 'string') return 'blocked'
  if (SAFE.has(method)) return 'safe'
  if (NOT_SAFE.has(method)) return 'notSafe'
  return 'blocked'
}

/**
 * Throws {@link RpcNotAllowedError} ("Requested RPC call is not allowed", UI text "Action not
 * allowed") when the method is blocked; returns its class otherwise.
 *
 * @param method - The JSON-RPC method name.
 * @returns `'safe'` or `'notSafe'`.
 * @throws {RpcNotAllowedError} when the method is on neither list (or is not a string: an object
 *   whose `toString` throws or a symbol is refused the same way, never with a raw TypeError).
 * @example
 * ```ts
 * assertRpcAllowed('eth_sign') // throws RpcNotAllowedError
 * ```
 */
export function assertRpcAllowed(method: unknown): 'safe' | 'notSafe' {
  const kind = classifyRpcMethod(method)
  if (kind === 'blocked') throw new RpcNotAllowedError(describeUntrusted(method))
  return kind
}
