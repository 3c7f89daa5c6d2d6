import ts from 'typescript'

/**
 * One exported error class and the type of its `code`.
 *
 * @example
 * ```ts
 * const entry: ErrorCodeType = {
 *   file: 'packages/embedded-wallet/src/keys/KeyError.ts',
 *   error: 'KeyError',
 *   kind: 'union',
 *   type: '"NOT_SIGNER" | "INTERNAL"',
 * }
 * ```
 */
export type ErrorCodeType = {
  /** The module declaring the class, as given to classifyErrorCodes. */
  file: string
  error: string
  /**
   * `union`: `code` is a literal or a union of literals, so a caller can `switch` over every code;
   * `open`: anything else (`string`, `number`, `string | number`…); `none`: no `code` at all.
   */
  kind: 'union' | 'open' | 'none'
  /** The type of `code` as TypeScript prints it (empty for `none`). */
  type: string
}

function isLiteral(type: ts.Type): boolean {
  return (
    (type.flags & (ts.TypeFlags.StringLiteral | ts.TypeFlags.NumberLiteral | ts.TypeFlags.BooleanLiteral)) !==
    0
  )
}

function isExported(node: ts.ClassDeclaration): boolean {
  return ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false
}

function isExportedStatement(node: ts.VariableStatement): boolean {
  return ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false
}

/**
 * True for `import type { … } from '@latch/…'`: a code typed by another workspace package's list
 * (auth-server's AuthServiceError by embedded-wallet's API_ERROR_CODES) is read through it. Value
 * imports of other packages stay unfollowed, to keep the measure fast.
 */
function isWorkspaceTypeImport(literal: ts.StringLiteralLike): boolean {
  const declaration = literal.parent
  return (
    literal.text.startsWith('@latch/') &&
    ts.isImportDeclaration(declaration) &&
    declaration.importClause?.isTypeOnly === true
  )
}

/** The name of the class `node` extends, if any. */
function extendedName(node: ts.ClassDeclaration, source: ts.SourceFile): string | undefined {
  const clause = node.heritageClauses?.find((c) => c.token === ts.SyntaxKind.ExtendsKeyword)
  return clause?.types[0]?.expression.getText(source)
}

/**
 * The exported error classes of `files` and whether each one's `code` is a closed set: every
 * exported class whose name ends in `Error` and that extends another class, except a base that
 * extends the built-in `Error` and that other error classes extend (such as `LatchError`: its open
 * `code` is what its subclasses narrow). Types come from the TypeScript checker, so an inherited `code` or one
 * typed through aliases (`(typeof CODES)[keyof typeof CODES]`, `(typeof LIST)[number]` of an
 * `as const` list) is read as TypeScript sees it. The standard lib of `options` is loaded: without
 * it `ReadonlyArray` is unknown and the element type of an `as const` list reads as `any`. To stay
 * fast only relative imports and type-only imports of `@latch/*` packages are followed (no
 * `@types`, no other value imports): a subclass of another package's class takes the `code` of the
 * class of that name among `files`.
 *
 * @param files - Modules to read (paths the compiler can open): every module declaring an error.
 * @param options - Compiler options (the repo's `tsconfig.json`).
 * @returns One entry per error subclass, in the order of `files`.
 * @example
 * ```ts
 * classifyErrorCodes(['packages/core/src/shared/errors/ValidationError.ts'], options)
 *   .filter((e) => e.kind !== 'union').length
 * ```
 */
export function classifyErrorCodes(files: readonly string[], options: ts.CompilerOptions): ErrorCodeType[] {
  const compilerOptions = { ...options, noEmit: true, noLib: false, types: [] }
  const host = ts.createCompilerHost(compilerOptions)
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map((literal) =>
      literal.text.startsWith('.') || isWorkspaceTypeImport(literal)
        ? ts.resolveModuleName(literal.text, containingFile, compilerOptions, host)
        : { resolvedModule: undefined },
    )
  const program = ts.createProgram({ rootNames: [...files], options: compilerOptions, host })
  const checker = program.getTypeChecker()
  const codeKind = (type: ts.Type): Pick<ErrorCodeType, 'kind' | 'type'> => {
    const members = type.isUnion() ? type.types : [type]
    return { kind: members.every(isLiteral) ? 'union' : 'open', type: checker.typeToString(type) }
  }
  // Every exported error class, the bases included: a subclass of a class of another package
  // (whose import is not followed) takes its base's `code` by name.
  const classes: { entry: ErrorCodeType; base: string; resolved: boolean }[] = []
  for (const file of files) {
    const source = program.getSourceFile(file)
    if (source === undefined) continue
    for (const statement of source.statements) {
      if (!ts.isClassDeclaration(statement) || !statement.name || !isExported(statement)) continue
      const base = extendedName(statement, source)
      if (!statement.name.text.endsWith('Error') || base === undefined) continue
      const symbol = checker.getSymbolAtLocation(statement.name)
      const code = symbol && checker.getDeclaredTypeOfSymbol(symbol).getProperty('code')
      const entry: ErrorCodeType = { file, error: statement.name.text, kind: 'none', type: '' }
      if (code !== undefined)
        Object.assign(entry, codeKind(checker.getTypeOfSymbolAtLocation(code, statement)))
      classes.push({ entry, base, resolved: code !== undefined })
    }
    // An error class made by a factory (`export const XError = fixedCodeError(…)`): its code is the
    // `code` of what its constructor builds.
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement) || !isExportedStatement(statement)) continue
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !declaration.name.text.endsWith('Error')) continue
        const built = checker.getTypeAtLocation(declaration.name).getConstructSignatures()[0]?.getReturnType()
        const code = built?.getProperty('code')
        if (code === undefined) continue
        const kind = codeKind(checker.getTypeOfSymbolAtLocation(code, declaration))
        const entry: ErrorCodeType = { file, error: declaration.name.text, ...kind }
        classes.push({ entry, base: 'factory', resolved: true })
      }
    }
  }
  const byName = new Map(classes.map((c) => [c.entry.error, c]))
  const inherit = (name: string, seen: Set<string>): ErrorCodeType | undefined => {
    const found = byName.get(name)
    if (found === undefined || seen.has(name)) return undefined
    seen.add(name)
    return found.resolved ? found.entry : inherit(found.base, seen)
  }
  for (const c of classes) {
    const from = c.resolved ? undefined : inherit(c.base, new Set([c.entry.error]))
    if (from !== undefined) Object.assign(c.entry, { kind: from.kind, type: from.type })
  }
  const isBase = (c: (typeof classes)[number]) =>
    c.base === 'Error' && classes.some((other) => other.base === c.entry.error)
  return classes.filter((c) => !isBase(c)).map((c) => c.entry)
}
