/**
 * Reads a dotted provider path (`'XverseProviders.BitcoinProvider'`) on a window-like object.
 * Cross-origin access errors (a parent frame of another origin) read as `undefined`.
 *
 * @param root - `window` (or `window.parent`).
 * @param path - Dotted path.
 * @returns What is there, or `undefined`.
 * @example
 * ```ts
 * resolveProviderPath(window, 'LeatherProvider')
 * ```
 */
export function resolveProviderPath(root: unknown, path: string): unknown {
  let current: unknown = root
  try {
    for (const key of path.split('.')) {
      if ((typeof current !== 'object' && typeof current !== 'function') || current === null) return undefined
      current = (current as Record<string, unknown>)[key]
    }
    return current
  } catch {
    return undefined
  }
}
