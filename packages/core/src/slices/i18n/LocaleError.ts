import { ValidationError } from '../../shared/errors/errors'

/**
 * A locale Latch cannot show: not a BCP 47 tag, or neither a shipped locale nor one the app added
 * with the `locales` option (`code` `UNSUPPORTED_LOCALE`). Thrown by `latch.setLocale()` before
 * anything changes: the modal keeps its language. (Its own module, so it loads with the language
 * slice, not in the page's first load.)
 *
 * @example
 * ```ts
 * await latch.setLocale('xx').catch((e) => e instanceof LocaleError) // true
 * ```
 */
export class LocaleError extends ValidationError {
  override name = 'LocaleError'
  declare readonly code: 'UNSUPPORTED_LOCALE'
  constructor(message: string) {
    super(message, { code: 'UNSUPPORTED_LOCALE' })
  }
}
