import { describeGrantPermissions } from '../../permissions/describePermissions'
import { APPROVAL_TITLES, type ApprovalSummary } from './approvalSummary'

/**
 * The permission context an ERC-7715 `wallet_revokePermissions` revokes (`[{ permissionContext }]`),
 * when the params have that shape.
 *
 * @param params - The frozen params.
 * @returns The context, or undefined.
 * @example
 * ```ts
 * revokedContext([{ permissionContext: '0x01' }]) // '0x01'
 * ```
 */
function revokedContext(params: unknown): string | undefined {
  const item: unknown = Array.isArray(params) ? params[0] : undefined
  const context =
    typeof item === 'object' && item !== null
      ? (item as Record<string, unknown>).permissionContext
      : undefined
  return typeof context === 'string' && /^0x[0-9a-fA-F]+$/.test(context) ? context : undefined
}

/**
 * An ERC-7715 `wallet_grantPermissions` or `wallet_revokePermissions` request in words for
 * ApproveTransaction (see {@link describeGrantPermissions}, {@link revokedContext}); undefined when
 * its params are not ERC-7715's shape (an EIP-2255 revoke, anything else), which the view then
 * shows as given.
 *
 * @param method - The request's method.
 * @param params - Its frozen params.
 * @returns The summary, or undefined.
 * @example
 * ```ts
 * describePermissionRequest('wallet_revokePermissions', [{ permissionContext: '0x01' }])
 * // { kind: 'revokePermissions', title: 'Approve Request', context: '0x01' }
 * ```
 */
export function describePermissionRequest(
  method: string,
  params: unknown,
): Extract<ApprovalSummary, { kind: 'grantPermissions' | 'revokePermissions' }> | undefined {
  if (method === 'wallet_grantPermissions') {
    const permissions = describeGrantPermissions(params)
    return permissions && { kind: 'grantPermissions', title: APPROVAL_TITLES.other, permissions }
  }
  const context = method === 'wallet_revokePermissions' ? revokedContext(params) : undefined
  return context === undefined
    ? undefined
    : { kind: 'revokePermissions', title: APPROVAL_TITLES.other, context }
}
