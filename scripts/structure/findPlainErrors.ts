import ts from 'typescript'
import { constructedName } from './constructedName'
import { type Finding, findingAt } from './findingAt'

/** `new Error(…)` or `Error(…)`. */
function isPlainError(node: ts.Expression): boolean {
  let inner = node
  while (ts.isParenthesizedExpression(inner)) inner = inner.expression
  if (ts.isNewExpression(inner))
    return constructedName(inner) === 'Error' && ts.isIdentifier(inner.expression)
  return ts.isCallExpression(inner) && ts.isIdentifier(inner.expression) && inner.expression.text === 'Error'
}

/** `Promise.reject(…)`, or `reject(…)` (the executor's reject of `new Promise`). */
function isRejection(call: ts.CallExpression): boolean {
  const callee = call.expression
  if (ts.isIdentifier(callee)) return callee.text === 'reject'
  return (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === 'Promise' &&
    callee.name.text === 'reject'
  )
}

/**
 * The plain `Error`s handed to a caller: `throw new Error(…)` (or `throw Error(…)`) and a promise
 * rejected with one (`Promise.reject(new Error(…))`, `reject(new Error(…))` in a `new Promise`
 * executor). A plain `Error` wrapped before it leaves (`throw normalize(new Error(…))`) is not
 * counted: the caller gets what the wrapper returns.
 *
 * @param source - The parsed module.
 * @returns Each such throw or rejection, in source order.
 * @example
 * ```ts
 * findPlainErrors(parse("throw new Error('Bad')")) // one finding
 * findPlainErrors(parse("throw new ApiError(MESSAGES.bad, { code: 'X' })")) // []
 * ```
 */
export function findPlainErrors(source: ts.SourceFile): Finding[] {
  const found: Finding[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isThrowStatement(node) && isPlainError(node.expression)) found.push(findingAt(source, node))
    else if (ts.isCallExpression(node) && isRejection(node) && node.arguments.some(isPlainError))
      found.push(findingAt(source, node))
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}
