import type ts from 'typescript'

/**
 * One place in a module a counter found: the module, the 1-based line and the code there (its
 * first line, cut to 100 characters).
 *
 * @example
 * ```ts
 * const finding: Finding = { file: 'http/fetchJson.ts', line: 12, code: "throw new Error('Bad JSON')" }
 * ```
 */
export type Finding = {
  /** Module path, relative to the package's `src`. */
  file: string
  line: number
  code: string
}

/**
 * The finding for `node` of `source`.
 *
 * @param source - The parsed module (`fileName` relative to the package's `src`).
 * @param node - The node found.
 * @returns Where it stands and its code.
 * @example
 * ```ts
 * findingAt(source, node) // { file: 'a.ts', line: 3, code: "new ApiError('Bad')" }
 * ```
 */
export function findingAt(source: ts.SourceFile, node: ts.Node): Finding {
  const start = node.getStart(source)
  const code = (node.getText(source).split('\n')[0] ?? '').slice(0, 100)
  return { file: source.fileName, line: source.getLineAndCharacterOfPosition(start).line + 1, code }
}
