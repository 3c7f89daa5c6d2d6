/**
 * Messages of the {@link LocaleError}s `latch.setLocale()` rejects with, for the developer: not
 * SPEC catalogue messages, each defined once. The tag shown is cut by the caller.
 *
 * @example
 * ```ts
 * new LocaleError(LOCALE_MESSAGES.invalidTag('xx_YY'))
 * ```
 */
export const LOCALE_MESSAGES = {
  /** Not a BCP 47 tag. */
  invalidTag: (shown: string) => `"${shown}" is not a valid BCP 47 locale tag`,
  /** Neither a shipped locale nor one the app added. */
  noLocale: (shown: string, available: readonly string[]) =>
    `No locale "${shown}": Latch ships ${available.join(', ')}; add your own with the locales option of createLatch`,
} as const
