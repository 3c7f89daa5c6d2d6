/**
 * Whether a `wallet_revokePermissions` request is MetaMask's EIP-2255 one (`[{ eth_accounts: {} }]`:
 * the page gives up access it was given, as Latch's EVM adapter does on disconnect) rather than an
 * ERC-7715 revoke of a grant (`[{ permissionContext }]`). Only the former skips the review step: it
 * takes nothing from the user. Any other shape counts as a grant's revoke.
 *
 * @param method - The request's method.
 * @param params - Its params.
 * @returns True for an EIP-2255 revoke.
 * @example
 * ```ts
 * isEip2255Revoke('wallet_revokePermissions', [{ eth_accounts: {} }]) // true
 * isEip2255Revoke('wallet_revokePermissions', [{ permissionContext: '0x01' }]) // false
 * ```
 */
export function isEip2255Revoke(method: string, params: unknown): boolean {
  if (method !== 'wallet_revokePermissions' || !Array.isArray(params) || params.length !== 1) return false
  const [item] = params as unknown[]
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return false
  const entries = Object.entries(item)
  return (
    entries.length > 0 &&
    entries.every(
      ([name, caveats]) =>
        name !== 'permissionContext' &&
        typeof caveats === 'object' &&
        caveats !== null &&
        !Array.isArray(caveats),
    )
  )
}
