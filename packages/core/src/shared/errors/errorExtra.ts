import type { LatchErrorParameters } from './LatchError'

/**
 * What a Latch error subclass takes besides its message: {@link LatchErrorParameters} without the
 * code, which the subclass sets or defaults.
 *
 * @example
 * ```ts
 * const extra: ErrorExtra = { details: 'send.token is empty' }
 * ```
 */
export type ErrorExtra = Omit<LatchErrorParameters, 'code'>

/**
 * The parameters of an error whose code the caller may give: `extra` with its own `code`, or
 * `fallback` (the class's default code) when it has none.
 *
 * @param extra - What the caller passed, with or without a code.
 * @param fallback - The class's default code.
 * @returns The parameters for {@link LatchError}'s constructor.
 * @example
 * ```ts
 * withCode({ details: 'x' }, 'VALIDATION') // { details: 'x', code: 'VALIDATION' }
 * ```
 */
export function withCode<Code extends string | number>(
  extra: ErrorExtra & { code?: Code | undefined },
  fallback: Code,
): ErrorExtra & { code: Code } {
  return { ...extra, code: extra.code ?? fallback }
}
