import ts from 'typescript'

/**
 * One user-visible string literal found in a view's source: text that a translation key must
 * replace.
 *
 * @example
 * ```ts
 * const found: FoundLiteral = { line: 12, kind: 'jsx-text', text: 'All Wallets' }
 * ```
 */
export type FoundLiteral = {
  /** 1-based line of the literal. */
  line: number
  /**
   * Where it sits: text between JSX tags, a text attribute (`aria-label`, `title`, `placeholder`,
   * `alt`, `label`), or a string/template literal elsewhere that reads as prose.
   */
  kind: 'jsx-text' | 'jsx-attribute' | 'string'
  /** The literal's text (a template literal's `${…}` parts shown as `{}`). */
  text: string
}

/** JSX attributes whose value is read out or shown to the user. */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'placeholder',
  'alt',
  'label',
])

/** A comment on the line (or the line above) that marks a literal as not user-visible text. */
const IGNORE_MARK = 'i18n-ignore'

/**
 * True when a string reads as words shown to a person: two letters in a row, and either a space
 * between words, a capital followed by lower-case letters, or sentence punctuation. Identifiers,
 * CSS values, selectors, URLs, MIME types and codes (`'Connect'` as a view name is caught by the
 * context checks, not here) do not.
 */
function readsAsProse(text: string): boolean {
  const t = text.trim()
  if (!/\p{L}{2}/u.test(t)) return false
  if (/^[a-z][\w-]*(\/[\w.+-]+)?$/.test(t)) return false // identifiers, kebab-case, mime types
  if (/^[a-z]\w*(\.\w+)+$/.test(t)) return false // dotted message keys: `title.connect`
  if (/^(https?:|data:|#|\.|\[|[\w-]+=|@)/.test(t)) return false // urls, selectors, attrs
  if (/^[A-Z][A-Za-z0-9]*$/.test(t) && /[a-z][A-Z]/.test(t)) return false // PascalCase names
  if (/^[A-Z0-9_]+$/.test(t)) return false // CONSTANT codes
  if (/^var\(|^calc\(|^\d|px\b|rem\b|ms$/.test(t)) return false // CSS values
  return /\s/.test(t) || /^\p{Lu}\p{Ll}/u.test(t) || /[.!?…:]$/.test(t) || /\p{L}/u.test(t)
}

/** True when the literal is a value compared, switched on, indexed or typed: code, not text. */
function isCodePosition(node: ts.Node): boolean {
  const parent = node.parent
  if (!parent) return false
  if (ts.isLiteralTypeNode(parent)) return true
  if (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isImportTypeNode(parent.parent ?? parent)
  )
    return true
  if (ts.isExternalModuleReference(parent)) return true
  if (ts.isCaseClause(parent)) return true
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return true
  if (ts.isPropertyAssignment(parent) && parent.name === node) return true
  if (ts.isBinaryExpression(parent)) {
    const op = parent.operatorToken.kind
    if (
      op === ts.SyntaxKind.EqualsEqualsEqualsToken ||
      op === ts.SyntaxKind.ExclamationEqualsEqualsToken ||
      op === ts.SyntaxKind.EqualsEqualsToken ||
      op === ts.SyntaxKind.ExclamationEqualsToken ||
      op === ts.SyntaxKind.InKeyword
    )
      return true
  }
  if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
    const callee = parent.expression.getText()
    // a message key given to the translator: `t('common.back')`, `tr.t('send.review', params)`
    if (/(^|\.)t$/.test(callee) && parent.arguments?.[0] === node) return true
    // router names, DOM queries, events, storage keys and errors for developers are not view text
    if (
      /(^|\.)(push|replace|reset|goTo|querySelector|querySelectorAll|closest|getAttribute|setAttribute|removeAttribute|hasAttribute|addEventListener|removeEventListener|matchMedia|createElement|getItem|setItem|removeItem|includes|startsWith|endsWith|split|join|has|get|set|emit|on|off|Error|TypeError|RangeError|log|warn|error|debug|info|useId|Symbol|require)$/.test(
        callee,
      )
    )
      return true
  }
  return false
}

/** True when the JSX attribute holding this literal carries text (see {@link TEXT_ATTRIBUTES}). */
function attributeName(node: ts.Node): string | undefined {
  let current: ts.Node | undefined = node.parent
  while (current && !ts.isJsxAttribute(current)) {
    if (ts.isJsxElement(current) || ts.isJsxSelfClosingElement(current) || ts.isSourceFile(current))
      return undefined
    current = current.parent
  }
  return current ? current.name.getText() : undefined
}

/**
 * True for prose given to one of our components' props (`<WalletRow tag="Recent" />`): a component
 * (capitalised tag) passes it on as text, while a DOM element's other attributes are code.
 */
function isComponentTextProp(node: ts.Node, attribute: string, text: string): boolean {
  // a router view's name (`<RouteButton view="Networks">`) is code, like a key or an id
  if (attribute === 'key' || attribute === 'id' || attribute === 'view' || attribute.startsWith('data-'))
    return false
  let current: ts.Node | undefined = node.parent
  while (current && !ts.isJsxOpeningElement(current) && !ts.isJsxSelfClosingElement(current))
    current = current.parent
  if (!current || !/^[A-Z]/.test(current.tagName.getText())) return false
  return !isCodePosition(node) && readsAsProse(text) && /\s|^\p{Lu}\p{Ll}/u.test(text.trim())
}

/**
 * True for a literal rendered as a JSX child through a conditional or a fallback
 * (`{n === 1 ? 'request' : 'requests'}`, `{name ?? 'the login'}`): text however short.
 */
function isRenderedChild(node: ts.Node): boolean {
  let current: ts.Node = node
  let parent = current.parent
  while (
    parent &&
    (ts.isParenthesizedExpression(parent) ||
      (ts.isConditionalExpression(parent) && parent.condition !== current) ||
      (ts.isBinaryExpression(parent) &&
        [
          ts.SyntaxKind.BarBarToken,
          ts.SyntaxKind.QuestionQuestionToken,
          ts.SyntaxKind.AmpersandAmpersandToken,
        ].includes(parent.operatorToken.kind) &&
        parent.right === current))
  ) {
    current = parent
    parent = current.parent
  }
  return parent !== undefined && ts.isJsxExpression(parent) && !ts.isJsxAttribute(parent.parent)
}

function templateText(node: ts.TemplateExpression | ts.NoSubstitutionTemplateLiteral): string {
  if (ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('')
}

/**
 * Every user-visible string literal in one TypeScript/TSX source: JSX text, text attributes
 * (`aria-label`, `title`, `placeholder`, `alt`, `label`) and string or template literals that read
 * as prose outside code positions (comparisons, `case`, types, imports, object keys, router names,
 * DOM queries, attributes other than the text ones). A line carrying (or following) an
 * `i18n-ignore` comment is skipped.
 *
 * @param fileName - Used for the parser only (`.tsx` enables JSX).
 * @param source - The module's text.
 * @returns The literals, in source order.
 * @example
 * ```ts
 * findLiterals('A.tsx', 'export const A = () => <button aria-label="Close">Back</button>')
 * // [{ line: 1, kind: 'jsx-attribute', text: 'Close' }, { line: 1, kind: 'jsx-text', text: 'Back' }]
 * ```
 */
export function findLiterals(fileName: string, source: string): FoundLiteral[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const lines = source.split('\n')
  const ignored = (line: number) =>
    (lines[line - 1] ?? '').includes(IGNORE_MARK) || (lines[line - 2] ?? '').includes(IGNORE_MARK)
  const found: FoundLiteral[] = []
  const add = (node: ts.Node, kind: FoundLiteral['kind'], text: string) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1
    if (!ignored(line)) found.push({ line, kind, text: text.replace(/\s+/g, ' ').trim() })
  }
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      if (/\p{L}/u.test(node.text)) add(node, 'jsx-text', node.text)
      return
    }
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateExpression(node)
    ) {
      const text =
        ts.isTemplateExpression(node) || ts.isNoSubstitutionTemplateLiteral(node)
          ? templateText(node)
          : node.text
      const attribute = attributeName(node)
      if (attribute !== undefined) {
        if (isCodePosition(node) && ts.isCallExpression(node.parent)) {
          // a key given to the translator inside a text attribute: aria-label={t('common.back')}
        } else if (
          TEXT_ATTRIBUTES.has(attribute) ? /\p{L}/u.test(text) : isComponentTextProp(node, attribute, text)
        )
          add(node, 'jsx-attribute', text)
      } else if (
        !isCodePosition(node) &&
        ((isRenderedChild(node) && /\p{L}/u.test(text)) ||
          (readsAsProse(text) && /\s|^\p{Lu}\p{Ll}/u.test(text.trim())))
      ) {
        add(node, 'string', text)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}
