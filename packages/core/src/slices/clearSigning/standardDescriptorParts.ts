/**
 * The context of a standard's descriptor: a contract with no deployment, so it applies to any
 * contract whose call matches (an app's descriptor for a contract comes first).
 *
 * @example
 * ```ts
 * const descriptor = { context: STANDARD_CONTRACT, metadata: { owner: 'ERC-20 token' }, display: { formats: {} } }
 * ```
 */
export const STANDARD_CONTRACT = { contract: {} }

/**
 * tokenAmount parameters of an allowance: at 2^256-1 it reads "Unlimited" (and is flagged).
 *
 * @example
 * ```ts
 * const field = { path: 'value', label: 'Allowance', format: 'tokenAmount', params: { tokenPath: '@.to', ...UNLIMITED } }
 * ```
 */
export const UNLIMITED = { threshold: `0x${'f'.repeat(64)}`, message: 'Unlimited' }
