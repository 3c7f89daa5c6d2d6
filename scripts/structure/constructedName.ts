import ts from 'typescript'

/**
 * The class name of `new X(…)` or `new ns.X(…)`.
 *
 * @param expression - A `new` expression.
 * @returns `X`, or undefined when the constructed class is not named (`new (pick())()`).
 * @example
 * ```ts
 * constructedName(newExpressionOf('new errors.ApiError("x")')) // 'ApiError'
 * ```
 */
export function constructedName(expression: ts.NewExpression): string | undefined {
  const callee = expression.expression
  if (ts.isIdentifier(callee)) return callee.text
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text
  return undefined
}
