/**
 * The English words of ERC-7715 permissions in the views: a grant and a revoke in
 * ApproveTransaction, and the granted permissions with Revoke in ProfileWallets. They load with the
 * views that show them (`useViewTranslation(enApproval, enPermissions)` in `@latch/react`), in their
 * own entry (`@latch/i18n/permissions`); every other locale keeps these keys in its one chunk.
 *
 * @example
 * ```ts
 * enPermissions['profile.permissions.revoke'] // 'Revoke'
 * ```
 */
export const enPermissions = {
  'approve.lead.grantPermissions':
    '{app} asks you to let another account act for yours, within these limits.',
  'approve.lead.revokePermissions': '{app} asks you to revoke a permission you granted.',
  'approve.permission.type': 'Permission',
  'approve.permission.to': 'Granted to',
  'approve.permission.expiry': 'Expires',
  'approve.permission.noExpiry': 'Never',
  'approve.permission.reason': 'Reason given',
  'approve.permission.adjustable': 'Your wallet may let you grant less than this.',
  'profile.permissions.title': 'Granted permissions',
  'profile.permissions.revoke': 'Revoke',
  'profile.permissions.to': 'To {address}',
  'profile.permissions.expires': 'Expires {date}',
  'profile.permissions.noExpiry': 'No expiry',
  'profile.permissions.revokeLabel': 'Revoke {type} for {address}',
} as const
