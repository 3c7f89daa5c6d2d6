import ts from 'typescript'

/**
 * One controller factory and the shape of its signature.
 *
 * @example
 * ```ts
 * const shape: ControllerShape = {
 *   factory: 'createModalController',
 *   file: 'kernel/modal/createModalController.ts',
 *   shape: '(state, deps) → { actions, dispose? }',
 * }
 * ```
 */
export type ControllerShape = {
  factory: string
  /** Module path, relative to the package's `src`. */
  file: string
  /**
   * `(parameters) → { returned keys }`. Each parameter is `state` (named `state`, or typed with a
   * `…State` type) or `deps` (anything else). The returned keys are the top-level keys of the object
   * literal(s) the factory returns, sorted (`...` for a spread, `?` for a return that is not an
   * object literal, `key?` for a key some returns leave out); `dispose` is optional in every shape
   * (a controller with nothing to release leaves it out), so it is always shown as `dispose?` and
   * never splits shapes.
   */
  shape: string
}

/** Keys a controller may leave out without changing its shape. */
const OPTIONAL_KEYS = new Set(['dispose'])

/** A factory of a controller: `create…Controller`. */
const CONTROLLER_FACTORY = /^create\w*Controller$/

function parameterRole(parameter: ts.ParameterDeclaration, source: ts.SourceFile): string {
  const name = ts.isIdentifier(parameter.name) ? parameter.name.text : ''
  const type = parameter.type?.getText(source) ?? ''
  return /^_?state$/i.test(name) || /\w*State\b/.test(type) ? 'state' : 'deps'
}

function isExported(node: ts.Node): boolean {
  const modifiers = ts.canHaveModifiers(node) ? ts.getModifiers(node) : undefined
  return modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false
}

function unwrap(expression: ts.Expression): ts.Expression {
  let inner = expression
  while (
    ts.isParenthesizedExpression(inner) ||
    ts.isAsExpression(inner) ||
    ts.isSatisfiesExpression(inner) ||
    ts.isNonNullExpression(inner)
  )
    inner = inner.expression
  return inner
}

/** The expressions `body` returns, not looking into nested functions. */
function returnedExpressions(body: ts.ConciseBody): ts.Expression[] {
  if (!ts.isBlock(body)) return [body]
  const found: ts.Expression[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return
    if (ts.isReturnStatement(node) && node.expression !== undefined) found.push(node.expression)
    ts.forEachChild(node, visit)
  }
  ts.forEachChild(body, visit)
  return found
}

/** The object literal a `const name = { … }` of `body` holds, if any. */
function localObject(body: ts.ConciseBody, name: string): ts.ObjectLiteralExpression | undefined {
  if (!ts.isBlock(body)) return undefined
  for (const statement of body.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const declaration of statement.declarationList.declarations) {
      const initializer = declaration.initializer && unwrap(declaration.initializer)
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name && initializer)
        return ts.isObjectLiteralExpression(initializer) ? initializer : undefined
    }
  }
  return undefined
}

function objectKeys(object: ts.ObjectLiteralExpression, source: ts.SourceFile): string[] {
  return object.properties.map((property) =>
    ts.isSpreadAssignment(property) ? '...' : (property.name?.getText(source) ?? '?'),
  )
}

function returnedKeys(body: ts.ConciseBody, source: ts.SourceFile): string {
  const returns = returnedExpressions(body).map((expression) => {
    const value = unwrap(expression)
    const object = ts.isIdentifier(value) ? localObject(body, value.text) : value
    return object !== undefined && ts.isObjectLiteralExpression(object) ? objectKeys(object, source) : ['?']
  })
  if (returns.length === 0) return 'void'
  const all = [...new Set(returns.flat())].filter((key) => !OPTIONAL_KEYS.has(key)).sort()
  const keys = all.map((key) => (returns.every((r) => r.includes(key)) ? key : `${key}?`))
  return `{ ${[...keys, ...[...OPTIONAL_KEYS].map((key) => `${key}?`)].join(', ')} }`
}

function shapeOf(
  factory: string,
  fn: ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression,
  source: ts.SourceFile,
): ControllerShape | undefined {
  if (fn.body === undefined) return undefined
  const parameters = fn.parameters.map((p) => parameterRole(p, source)).join(', ')
  return { factory, file: source.fileName, shape: `(${parameters}) → ${returnedKeys(fn.body, source)}` }
}

/**
 * The exported controller factories of a module (`export function create…Controller(…)` or
 * `export const create…Controller = (…) => …`), each with its signature shape: what it takes and
 * the keys of what it returns. Read from the syntax alone (no type checker), so it stays fast.
 *
 * @param source - The parsed module (`fileName` relative to the package's `src`).
 * @returns One entry per controller factory.
 * @example
 * ```ts
 * readControllerShapes(parse('export function createXController(state: XState, deps: XDeps) { return { actions } }'))
 * // [{ factory: 'createXController', file: 'x.ts', shape: '(state, deps) → { actions, dispose? }' }]
 * ```
 */
export function readControllerShapes(source: ts.SourceFile): ControllerShape[] {
  const shapes: ControllerShape[] = []
  for (const statement of source.statements) {
    if (!isExported(statement)) continue
    if (
      ts.isFunctionDeclaration(statement) &&
      statement.name &&
      CONTROLLER_FACTORY.test(statement.name.text)
    ) {
      const shape = shapeOf(statement.name.text, statement, source)
      if (shape) shapes.push(shape)
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const initializer = declaration.initializer && unwrap(declaration.initializer)
        if (
          ts.isIdentifier(declaration.name) &&
          CONTROLLER_FACTORY.test(declaration.name.text) &&
          initializer &&
          (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer))
        ) {
          const shape = shapeOf(declaration.name.text, initializer, source)
          if (shape) shapes.push(shape)
        }
      }
    }
  }
  return shapes
}
