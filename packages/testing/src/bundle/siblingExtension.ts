/**
 * The file extension of the module at `moduleUrl` (`.ts` when it runs from the workspace source,
 * `.js` in the published package's dist), for naming a sibling module that is bundled at run time:
 * the same code then finds `./inject.ts` in the source and `./inject.js` once built.
 *
 * @param moduleUrl - The calling module's `import.meta.url`.
 * @returns `'.ts'` or `'.js'`.
 * @example
 * ```ts
 * const entry = new URL(`./injectWallet${siblingExtension(import.meta.url)}`, import.meta.url)
 * ```
 */
export function siblingExtension(moduleUrl: string): '.ts' | '.js' {
  return new URL(moduleUrl).pathname.endsWith('.ts') ? '.ts' : '.js'
}
