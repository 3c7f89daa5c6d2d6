/**
 * The messages of the errors `@latch/react` throws, defined once (the app's own setup mistakes).
 *
 * @example
 * ```ts
 * REACT_MESSAGES.noProvider // 'Latch hooks must be used inside <LatchProvider>'
 * ```
 */
export const REACT_MESSAGES = {
  // i18n-ignore: an app developer's setup mistake, thrown, never shown in the modal
  noProvider: 'Latch hooks must be used inside <LatchProvider>',
  // i18n-ignore: an app developer's setup mistake, thrown, never shown in the modal
  stringsNotLoaded: "Latch's strings are not loaded yet: await latch.i18n.load() (the modal does on open)",
} as const
