/**
 * Storage key of the remembered account type.
 *
 * @example
 * ```ts
 * storage.get(PREFERRED_ACCOUNT_TYPE_KEY, isAccountType) // 'smartAccount'
 * ```
 */
export const PREFERRED_ACCOUNT_TYPE_KEY = 'preferredAccountType'
