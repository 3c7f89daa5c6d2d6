// The `import()` of MethodNotSupportedError sits here, in its own small chunk, for code of the
// page's first load that throws it only after other code has loaded (the lazy chain adapter, for a
// capability its loaded adapter lacks): a bundler writes, beside each `import()` of a page's entry,
// the file names of every chunk it preloads, and the error's (its base classes, the catalogue)
// would be bytes of every app's first load.

/**
 * Loads MethodNotSupportedError.
 *
 * @returns The module.
 * @example
 * ```ts
 * const { MethodNotSupportedError } = await import('./loadMethodNotSupportedError').then((m) => m.loadMethodNotSupportedError())
 * ```
 */
export const loadMethodNotSupportedError = () => import('./MethodNotSupportedError')
