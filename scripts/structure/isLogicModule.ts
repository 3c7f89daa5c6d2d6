import ts from 'typescript'

/** True when the statement emits no JavaScript of its own (an import, a re-export or a type). */
function isDeclarationOnly(statement: ts.Statement): boolean {
  if (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) return true
  if (ts.isImportEqualsDeclaration(statement)) return statement.isTypeOnly
  if (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) return true
  if (ts.isEmptyStatement(statement)) return true
  const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined
  return modifiers?.some((m) => m.kind === ts.SyntaxKind.DeclareKeyword) ?? false
}

/**
 * Whether a module holds logic: at least one top-level statement that emits JavaScript other than
 * an import or a re-export. Type-only modules (type aliases, interfaces, `declare`s) and export
 * lists (`export … from`) are not logic; a constant, a function, a class or an enum is.
 *
 * @param source - The parsed module.
 * @returns True for a logic module.
 * @example
 * ```ts
 * const parse = (code: string) => ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest)
 * isLogicModule(parse("export type A = 1\nexport { b } from './b'\n")) // false
 * isLogicModule(parse('export const a = 1\n')) // true
 * ```
 */
export function isLogicModule(source: ts.SourceFile): boolean {
  return source.statements.some((statement) => !isDeclarationOnly(statement))
}
