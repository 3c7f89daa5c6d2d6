// Messages of the {@link LocaleError}s `latch.setLocale()` rejects with, and of the
// `STRINGS_NOT_LOADED` error of a plain translator's formats, for the developer: not SPEC catalogue
// messages, each defined once. The tag shown is cut by the caller.
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

/** A plain translator's formats: the modal loaded plain English, and nothing has loaded the whole translator yet. */
export const formatsNotLoaded =
  "Latch's number and date formats are not loaded yet: await latch.i18n.load() (the views that show them load them)"
