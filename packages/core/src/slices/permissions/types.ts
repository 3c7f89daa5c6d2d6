import type { ChainNamespace } from '../../shared/networks/types'

type Hex = `0x${string}`

/**
 * One rule of a permission (ERC-7715), e.g. `{ type: 'expiry', data: { timestamp: 1767225600 } }`.
 *
 * @example
 * ```ts
 * const rule: PermissionRule = { type: 'expiry', data: { timestamp: 1767225600 } }
 * ```
 */
export type PermissionRule = { readonly type: string; readonly data: Readonly<Record<string, unknown>> }

/**
 * What an app asks the wallet to grant (ERC-7715's request shape, read 2026-11-30): on `chainId`,
 * let `to` (the app's session account) act for the user's account (`from`, the connected one when
 * absent) within `permission` (a type such as `native-token-stream` or `erc20-token-periodic` and
 * its limits in `data`), under `rules` (e.g. an `expiry`).
 *
 * @example
 * ```ts
 * const request: PermissionRequest = {
 *   chainId: '0x7a69', to: sessionAccount,
 *   permission: { type: 'native-token-periodic', isAdjustmentAllowed: false, data: { periodAmount: '0x2386f26fc10000', periodDuration: 86400 } },
 *   rules: [{ type: 'expiry', data: { timestamp: 1767225600 } }],
 * }
 * ```
 */
export type PermissionRequest = {
  readonly chainId: Hex
  readonly from?: Hex
  readonly to: Hex
  readonly permission: {
    readonly type: string
    readonly isAdjustmentAllowed: boolean
    readonly data: Readonly<Record<string, unknown>>
  }
  readonly rules?: readonly PermissionRule[]
}

/**
 * A permission the wallet granted: the request as the wallet granted it (it may have narrowed an
 * adjustable one), the account it binds (`from`), and the opaque `context` that redeems and revokes
 * it (ERC-7715's response shape).
 *
 * @example
 * ```ts
 * const [grant] = await latch.grantPermissions([request])
 * await latch.revokePermissions(grant.context)
 * ```
 */
export type PermissionGrant = PermissionRequest & {
  readonly from: Hex
  readonly context: Hex
  readonly delegationManager?: Hex
  /** When the permission ends (unix seconds), read from its `expiry` rule; absent when it has none. */
  readonly expiry?: number
}

/**
 * What `latch.grantPermissions` takes besides the requests.
 *
 * @example
 * ```ts
 * await latch.grantPermissions([request], { namespace: 'eip155' })
 * ```
 */
export type PermissionsParameters = { namespace?: ChainNamespace }

/**
 * ERC-7715 permissions of the connected EVM wallet (`latch.grantPermissions`, `revokePermissions`, `listPermissions`, `watchPermissions`), loaded on first use.
 * `wallet_grantPermissions` and `wallet_revokePermissions` are not-safe requests (SPEC §6): with
 * `features.review` they wait in ApproveTransaction before the wallet shows its own prompt.
 *
 * @example
 * ```ts
 * const [grant] = await latch.grantPermissions([request])
 * const stop = await latch.watchPermissions((grants) => render(grants))
 * await latch.revokePermissions(grant.context)
 * ```
 */
export interface PermissionsActions {
  /** Asks the wallet to grant `requests` (1 to 10, each checked first); resolves to the checked grants, kept for the account. */
  grantPermissions(
    requests: readonly PermissionRequest[],
    parameters?: PermissionsParameters,
  ): Promise<PermissionGrant[]>
  /** Asks the wallet to revoke the grant with this `context`; then it leaves the list. */
  revokePermissions(context: string, parameters?: PermissionsParameters): Promise<void>
  /** The unexpired grants of the connected EVM account on its active chain, as kept (read back and checked). */
  listPermissions(parameters?: PermissionsParameters): Promise<PermissionGrant[]>
  /**
   * Calls `listener` with the list once the slice has loaded and after each change (grant, revoke,
   * a change of the wallet's account or network). Resolves to a stop function.
   */
  watchPermissions(listener: (grants: readonly PermissionGrant[]) => void): Promise<() => void>
}
