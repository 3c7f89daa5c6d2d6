/**
 * SOL, the native currency of every Solana network (9 decimals: lamports).
 *
 * @example
 * ```ts
 * solanaLocalnet(params).nativeCurrency === NATIVE_SOL // true
 * ```
 */
export const NATIVE_SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const
