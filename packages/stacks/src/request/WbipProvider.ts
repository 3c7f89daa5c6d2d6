/**
 * The request surface of a WBIP / SIP-030 wallet provider found on `window`:
 * `provider.request(method, params)`. Wallets answer either the bare result, a JSON-RPC envelope
 * (`{ result }` / `{ error }`) or a sats-connect style `{ status, result | error }`; they reject
 * with an error object carrying a `code`.
 *
 * @example
 * ```ts
 * const provider = window.LeatherProvider as WbipProvider
 * await provider.request('getAddresses')
 * ```
 */
export interface WbipProvider {
  request(method: string, params?: unknown): Promise<unknown>
}

/**
 * True when `value` has a callable `request`.
 *
 * @example
 * ```ts
 * isWbipProvider(window.LeatherProvider) // true when Leather is installed
 * ```
 */
export function isWbipProvider(value: unknown): value is WbipProvider {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  )
}
