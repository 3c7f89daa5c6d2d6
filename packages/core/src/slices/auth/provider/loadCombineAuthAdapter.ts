// The `import()` of the combined auth adapter sits here, in its own small chunk: a bundler writes,
// beside each `import()` of a page's entry, the file names of every chunk it preloads, and the
// login's many chunks would otherwise be named in the entry of every app, with `auth` or without.

/**
 * Loads the combined auth adapter (the login's code and the namespace's chain adapter as one).
 *
 * @returns The module.
 * @example
 * ```ts
 * const { combineAuthAdapter } = await import('./loadCombineAuthAdapter').then((m) => m.loadCombineAuthAdapter())
 * ```
 */
export const loadCombineAuthAdapter = () => import('./combineAuthAdapter')
