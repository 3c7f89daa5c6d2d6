/**
 * Makes sure TypeScript's native compiler is installed (see ensure.mjs) and returns its `tsc`.
 *
 * @returns The path of its `tsc` executable.
 * @example
 * ```ts
 * const tsc = ensureTypescriptNative()
 * ```
 */
export declare function ensureTypescriptNative(): string
