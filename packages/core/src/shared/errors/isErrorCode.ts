/**
 * Whether a code that came from outside Latch (a service's or a wallet's answer) is one of a list
 * of known codes, so an error can keep it with its typed union. Never throws.
 *
 * @param codes - The known codes (one of the `*_ERROR_CODES` lists).
 * @param code - What was received.
 * @returns Whether `code` is in `codes`.
 * @example
 * ```ts
 * const code = isErrorCode(RPC_ERROR_CODES, answer.code) ? answer.code : -32603
 * ```
 */
export function isErrorCode<const T extends string | number>(codes: readonly T[], code: unknown): code is T {
  return (
    (typeof code === 'string' || typeof code === 'number') && (codes as readonly unknown[]).includes(code)
  )
}
