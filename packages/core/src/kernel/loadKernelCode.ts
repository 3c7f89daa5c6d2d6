// The `import()`s of kernel code that runs only after a click sit here, in one small chunk: a
// bundler writes, beside each `import()` of a page's entry, the file names of every chunk it
// preloads (the switch error's reader brings the wallet-error normaliser and the catalogue), and
// those names would be bytes of every app's first load. The code a reload's restore waits for (the
// connections and account controllers, the flows, the restore) keeps its own `import()`s: through
// this chunk it would wait one more load.

/**
 * Loads the reader of a wallet's network-switch error.
 *
 * @returns The module.
 * @example
 * ```ts
 * const { readSwitchError } = await import('../loadKernelCode').then((m) => m.loadSwitchErrorReader())
 * ```
 */
export const loadSwitchErrorReader = () => import('./chains/readSwitchError')

/**
 * Loads ModalClosedError (a connect from a modal closed while the flows' code loaded ends with it).
 *
 * @returns The module.
 * @example
 * ```ts
 * const { ModalClosedError } = await import('../loadKernelCode').then((m) => m.loadModalClosedError())
 * ```
 */
export const loadModalClosedError = () => import('../shared/errors/ModalClosedError')

/**
 * Loads the wallet picker's pick code.
 *
 * @returns The module.
 * @example
 * ```ts
 * const { createWalletPicker } = await import('../loadKernelCode').then((m) => m.loadWalletPicker())
 * ```
 */
export const loadWalletPicker = () => import('./picker/createWalletPicker')
