/**
 * Whether a module belongs to a test kit: the helpers tests and apps' tests build on, kept in a
 * `testing/` or `test-utils/` folder of a package's `src` (the whole `@latch/testing` package is a
 * test kit too; its caller says so).
 *
 * @param file - Module path, relative to the package's `src`.
 * @returns True inside a `testing/` or `test-utils/` folder.
 * @example
 * ```ts
 * isTestKit('slices/auth/testing/createFakePopup.ts') // true
 * isTestKit('slices/auth/createAuthController.ts') // false
 * ```
 */
export function isTestKit(file: string): boolean {
  return file
    .split('/')
    .slice(0, -1)
    .some((folder) => folder === 'testing' || folder === 'test-utils')
}
