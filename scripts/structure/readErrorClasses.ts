import ts from 'typescript'

/**
 * An error class a module declares (a class named `…Error` that extends another class), with where
 * its constructor takes the message.
 *
 * @example
 * ```ts
 * const c: ErrorClass = { file: 'errors.ts', name: 'ApiError', base: 'LatchError', exported: true, messageIndex: 0 }
 * ```
 */
export type ErrorClass = {
  /** Module path, relative to the package's `src`. */
  file: string
  name: string
  /** The class it extends, as written (`LatchError`, `errors.ApiError`). */
  base: string
  exported: boolean
  /**
   * The position of the constructor parameter named `message` or `shortMessage`; -1 when its
   * constructor takes no message (it builds one from a catalogue); undefined when it declares no
   * constructor (it takes its base's).
   */
  messageIndex: number | undefined
}

const MESSAGE_PARAMETER = /^(short)?message$/i

/**
 * The error classes `source` declares at its top level.
 *
 * @param source - The parsed module (`fileName` relative to the package's `src`).
 * @returns Each class named `…Error` with an `extends` clause, and each `…Error` constant a factory
 *   call builds (`export const XError = fixedCodeError(…)`, base `factory`, no message parameter),
 *   in source order.
 * @example
 * ```ts
 * readErrorClasses(parse('export class XError extends LatchError { constructor(method: string) { super(M.x, {}) } }'))
 * // [{ file: 'x.ts', name: 'XError', base: 'LatchError', exported: true, messageIndex: -1 }]
 * ```
 */
export function readErrorClasses(source: ts.SourceFile): ErrorClass[] {
  return source.statements.flatMap((statement) => {
    if (ts.isVariableStatement(statement)) return readFactoryErrors(statement, source)
    if (!ts.isClassDeclaration(statement) || !statement.name?.text.endsWith('Error')) return []
    const extended = statement.heritageClauses?.find((c) => c.token === ts.SyntaxKind.ExtendsKeyword)
    const base = extended?.types[0]?.expression.getText(source)
    if (base === undefined) return []
    const ctor = statement.members.find(ts.isConstructorDeclaration)
    return [
      {
        file: source.fileName,
        name: statement.name.text,
        base,
        exported: ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false,
        messageIndex: ctor?.parameters.findIndex(
          (p) => ts.isIdentifier(p.name) && MESSAGE_PARAMETER.test(p.name.text),
        ),
      },
    ]
  })
}

/** The `…Error` constants `statement` builds with a call (error classes made by a factory). */
function readFactoryErrors(statement: ts.VariableStatement, source: ts.SourceFile): ErrorClass[] {
  const exported = ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false
  return statement.declarationList.declarations.flatMap((declaration) =>
    ts.isIdentifier(declaration.name) &&
    declaration.name.text.endsWith('Error') &&
    declaration.initializer !== undefined &&
    ts.isCallExpression(declaration.initializer)
      ? [{ file: source.fileName, name: declaration.name.text, base: 'factory', exported, messageIndex: -1 }]
      : [],
  )
}
