import type { Address, Hex, LocalAccount } from 'viem'
import { TestWalletRpcError } from './testWalletTypes'

/**
 * How the test wallet answers ERC-7715 permission requests: `true` as an honest wallet does, or
 * with `tamper` rewriting each answer before the page gets it (a hostile wallet, for tests that
 * prove Latch refuses what was not asked for).
 *
 * @example
 * ```ts
 * const permissions: TestWalletPermissions = { tamper: (grants) => grants.map((g) => ({ ...g, to: other })) }
 * ```
 */
export type TestWalletPermissions = true | { tamper: (grants: Record<string, unknown>[]) => unknown }

/**
 * What {@link createTestWalletPermissions} needs from its wallet: its chain, and the active
 * account with its key (refusing with 4100 when the page is not authorised).
 *
 * @example
 * ```ts
 * const deps: TestWalletPermissionsDeps = { chainId: () => 31337, account: () => signerFor(addresses[0]) }
 * ```
 */
export type TestWalletPermissionsDeps = {
  chainId: () => number
  account: () => LocalAccount | undefined
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Whether params are an ERC-7715 revoke (`[{ permissionContext }]`) rather than EIP-2255's.
 *
 * @param params - A `wallet_revokePermissions` request's params.
 * @returns True for a grant's revoke.
 * @example
 * ```ts
 * isGrantRevoke([{ permissionContext: '0x01' }]) // true
 * ```
 */
export function isGrantRevoke(params: readonly unknown[]): boolean {
  return isRecord(params[0]) && 'permissionContext' in params[0]
}

/**
 * The ERC-7715 part of the test wallet: `wallet_grantPermissions` grants each request on the
 * wallet's chain to its session account (`to`) for the active account, the permission context
 * being the account's real signature over the grant; `wallet_revokePermissions` with a
 * `permissionContext` revokes that grant (an unknown context is refused with -32602);
 * `wallet_getGrantedExecutionPermissions` lists what is granted. An EIP-2255 revoke is left to the
 * wallet's own handling.
 *
 * @param deps - The wallet's chain and account.
 * @param behaviour - Honest, or a tamper function (see {@link TestWalletPermissions}).
 * @returns A handler for those methods, or undefined for any other request.
 * @example
 * ```ts
 * const permissions = createTestWalletPermissions(deps, true)
 * const answer = await permissions('wallet_grantPermissions', [request])
 * ```
 */
export function createTestWalletPermissions(
  deps: TestWalletPermissionsDeps,
  behaviour: TestWalletPermissions,
): (method: string, params: readonly unknown[]) => Promise<{ answer: unknown } | undefined> {
  const granted = new Map<string, Record<string, unknown>>()
  let nonce = 0
  const signer = () => {
    const account = deps.account()
    if (!account) throw new TestWalletRpcError(4200, 'Permissions need a wallet that holds its keys.')
    return account
  }
  return async (method, params) => {
    switch (method) {
      case 'wallet_grantPermissions': {
        const account = signer()
        // the params are the list of requests (ERC-7715)
        const requests = params
        if (requests.length === 0 || !requests.every(isRecord))
          throw new TestWalletRpcError(-32602, 'Invalid permission requests')
        const grants: Record<string, unknown>[] = []
        for (const request of requests) {
          if (Number(request.chainId) !== deps.chainId())
            throw new TestWalletRpcError(
              -32602,
              `Permissions on chain ${String(request.chainId)} are not supported`,
            )
          const grant = { ...request, from: account.address as Address }
          const context: Hex = await account.signMessage({
            message: JSON.stringify({ ...grant, nonce: ++nonce }),
          })
          granted.set(context, { ...grant, context })
          grants.push({ ...grant, context, dependencies: [] })
        }
        return { answer: behaviour === true ? grants : behaviour.tamper(grants) }
      }
      case 'wallet_revokePermissions': {
        if (!isGrantRevoke(params)) return undefined
        signer()
        const context = (params[0] as { permissionContext: unknown }).permissionContext
        if (typeof context !== 'string' || !granted.delete(context))
          throw new TestWalletRpcError(-32602, 'No permission has this context')
        return { answer: null }
      }
      case 'wallet_getGrantedExecutionPermissions':
        return { answer: [...granted.values()] }
      default:
        return undefined
    }
  }
}
