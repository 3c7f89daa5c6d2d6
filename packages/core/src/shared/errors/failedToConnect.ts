/**
 * SPEC §8's "Failed to connect", `MESSAGES.failedToConnect`, in a module of its own: the embedded
 * wallet's first load throws it and imports it from here, so that load carries neither the whole
 * catalogue nor the first-load messages of core's own page load.
 *
 * @example
 * ```ts
 * FAILED_TO_CONNECT === MESSAGES.failedToConnect // true
 * ```
 */
export const FAILED_TO_CONNECT = 'Failed to connect'
