/** Parameters accepted by {@link LatchError}. */
export type LatchErrorParameters = {
  /** Stable machine-readable code, e.g. `'UserRejected'` or `-31001`. */
  code: string | number
  /** Extra detail shown after the short message (for logs, not for end users). */
  details?: string | undefined
  /** The error this one wraps (a wallet error, an HTTP error...). */
  cause?: unknown
  /** Path of the docs page that explains this error, relative to the docs root. */
  docsPath?: string | undefined
  /** Extra structured data, e.g. the wallet's original error code. */
  meta?: Record<string, unknown> | undefined
}

/**
 * Base class of every error Latch throws. Carries a stable `code`, the catalogue `shortMessage`,
 * optional `details`, a `docsPath` and the wrapped `cause`.
 *
 * @example
 * ```ts
 * try {
 *   await latch.send.send()
 * } catch (error) {
 *   if (error instanceof LatchError) console.log(error.code, error.shortMessage)
 * }
 * ```
 */
export class LatchError extends Error {
  override name = 'LatchError'
  /** Stable machine-readable code. */
  readonly code: string | number
  /** The catalogue message, without details. */
  readonly shortMessage: string
  /** Extra detail, if any. */
  readonly details: string | undefined
  /** Docs page for this error, if any. */
  readonly docsPath: string | undefined
  /** Structured extra data (for example the wallet's original code). */
  readonly meta: Record<string, unknown>

  constructor(shortMessage: string, parameters: LatchErrorParameters) {
    const message = parameters.details ? `${shortMessage}\n\nDetails: ${parameters.details}` : shortMessage
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.code = parameters.code
    this.shortMessage = shortMessage
    this.details = parameters.details
    this.docsPath = parameters.docsPath
    this.meta = parameters.meta ?? {}
  }
}

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
