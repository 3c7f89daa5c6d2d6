/** Stable codes of {@link I18nError}. */
export type I18nErrorCode =
  | 'TEMPLATE_SYNTAX'
  | 'MISSING_PARAM'
  | 'UNKNOWN_KEY'
  | 'PLACEHOLDER_MISMATCH'
  | 'INVALID_LOCALE_CODE'
  | 'UNKNOWN_LOCALE'

/**
 * Base class of the errors `@latch/i18n` reports: a bad template, a missing parameter, a locale
 * definition with unknown keys. It carries a stable `code` like core's `LatchError` does, but is
 * its own class: `@latch/core` will import this package (the `locale` option of `createLatch`), so
 * this package does not import core.
 *
 * Views never see one thrown: {@link Translator.t} falls back to English and hands the error to
 * the `onError` option. {@link defineLocale} and {@link loadLocale} throw them (developer input at
 * setup).
 *
 * @example
 * ```ts
 * try {
 *   defineLocale('en-GB', { 'connect.titlee': 'Connect' })
 * } catch (error) {
 *   if (error instanceof I18nError) console.log(error.code) // 'UNKNOWN_KEY'
 * }
 * ```
 */
export class I18nError extends Error {
  override name = 'I18nError'
  /** Stable machine-readable code. */
  readonly code: I18nErrorCode
  /** The message key concerned, when there is one. */
  readonly key: string | undefined

  constructor(
    code: I18nErrorCode,
    message: string,
    options: { key?: string | undefined; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.key = options.key
  }
}
