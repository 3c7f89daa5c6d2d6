import { normalizeWalletError } from '../../shared/errors/normalizeWalletError'

/**
 * Reads what a wallet threw on a network switch as the typed Latch error (SPEC §8). Its own module
 * so the chains controller can load it with `import()`: `normalizeWalletError` itself is also
 * imported statically (by the public entry), and a module imported both ways is one a bundler
 * cannot split, which it reports as a warning in the app's build.
 *
 * @param error - What the wallet threw.
 * @returns The Latch error to throw.
 * @example
 * ```ts
 * throw (await import('./readSwitchError')).readSwitchError(error)
 * ```
 */
export function readSwitchError(error: unknown) {
  return normalizeWalletError(error, 'switchNetwork')
}
