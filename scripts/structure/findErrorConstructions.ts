import ts from 'typescript'
import { constructedName } from './constructedName'
import { type Finding, findingAt } from './findingAt'

/**
 * One `new XError(…)` of a class named `…Error` other than the plain `Error`, with which of its
 * arguments are text written on the spot.
 *
 * @example
 * ```ts
 * const c: ErrorConstruction = {
 *   file: 'a.ts',
 *   line: 3,
 *   code: "new ApiError('Bad', {…})",
 *   error: 'ApiError',
 *   writtenArguments: [0],
 *   inCatalogue: false,
 * }
 * ```
 */
export type ErrorConstruction = Finding & {
  error: string
  /** Positions of the arguments that are a string literal or a template (with or without substitutions). */
  writtenArguments: number[]
  /**
   * Built by an entry of a catalogue of errors: the body of a function that is a property of an
   * object literal (`invalidEmail: () => new ApiError(400, 'Enter a valid email address.')`), where
   * each message is defined once.
   */
  inCatalogue: boolean
}

function isCatalogueEntry(node: ts.NewExpression): boolean {
  const fn = node.parent
  if (!ts.isArrowFunction(fn) || fn.body !== node) return false
  return ts.isPropertyAssignment(fn.parent) && ts.isObjectLiteralExpression(fn.parent.parent)
}

function isWrittenText(node: ts.Expression): boolean {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)
}

/**
 * Every construction of an error class (named `…Error`, not the plain `Error`) in `source`, thrown
 * or not.
 *
 * @param source - The parsed module.
 * @returns The constructions, in source order.
 * @example
 * ```ts
 * findErrorConstructions(parse("throw new ApiError('Bad answer', { code: 'X' })"))[0]?.writtenArguments // [0]
 * ```
 */
export function findErrorConstructions(source: ts.SourceFile): ErrorConstruction[] {
  const found: ErrorConstruction[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isNewExpression(node)) {
      const error = constructedName(node)
      if (error !== undefined && error !== 'Error' && error.endsWith('Error'))
        found.push({
          ...findingAt(source, node),
          error,
          writtenArguments: (node.arguments ?? []).flatMap((a, i) => (isWrittenText(a) ? [i] : [])),
          inCatalogue: isCatalogueEntry(node),
        })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}
