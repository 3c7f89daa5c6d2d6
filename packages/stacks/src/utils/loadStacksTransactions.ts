/**
 * Loads `@stacks/transactions` (a peer dependency) on the path that needs it, so the adapter's
 * initial entry stays free of it.
 *
 * @returns The module.
 * @example
 * ```ts
 * const { serializeCV } = await loadStacksTransactions()
 * ```
 */
export function loadStacksTransactions(): Promise<typeof import('@stacks/transactions')> {
  return import('@stacks/transactions')
}
