// Messages of the {@link LocaleError}s `latch.setLocale()` rejects with, for the developer: not
// SPEC catalogue messages, each defined once. The tag shown is cut by the caller.
//
// @example
// ```ts
// new LocaleError(LOCALE_MESSAGES.invalidTag('xx_YY'))
// ```
//
// One export a message: imported as a namespace (`import * as LOCALE_MESSAGES from ...`), the
// catalogue is a frozen object, and a bundle keeps only the messages its code throws.

/** Not a BCP 47 tag. */
export const invalidTag = (shown: string) => `"${shown}" is not a valid BCP 47 locale tag`

/** Neither a shipped locale nor one the app added. */
export const noLocale = (shown: string, available: readonly string[]) =>
  `No locale "${shown}": Latch ships ${available.join(', ')}; add your own with the locales option of createLatch`
