import { I18nError } from './I18nError'
import type { MessagePart, ParsedMessage } from './messageAst'
import * as TEMPLATE_MESSAGES from './templateMessages'

/** The plural categories of CLDR (`Intl.PluralRules`), the only keywords a plural branch takes. */
const PLURAL_CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other'])
const NAME = /^[A-Za-z_][\w.-]*$/
const SELECTOR = /^[\w-]+$/

/**
 * Parses a template of Latch's ICU MessageFormat subset into parts, strictly: any syntax error
 * throws an {@link I18nError} `TEMPLATE_SYNTAX` naming the offset.
 *
 * The subset: `{name}`; `{n, number}` (`, integer` / `, percent` styles);
 * `{count, plural, =0 {…} one {# item} other {# items}}` with `offset:N`, exact `=N` branches
 * and the CLDR categories (`zero one two few many other`), `#` standing for the number inside a
 * branch; `{count, selectordinal, …}` alike; `{kind, select, a {…} other {…}}`. Every plural and
 * select needs an `other` branch. Quoting as in ICU: `''` is one apostrophe, `'{…}'` is literal
 * text, and any other apostrophe is itself (so “l'adresse” needs no escaping).
 *
 * @param template - The template.
 * @returns The parsed parts.
 * @throws {I18nError} `TEMPLATE_SYNTAX` on malformed input.
 * @example
 * ```ts
 * parseMessage('{count, plural, one {# item} other {# items}}')
 * ```
 */
export function parseMessage(template: string): ParsedMessage {
  let pos = 0
  const fail = (what: string): never => {
    throw new I18nError('TEMPLATE_SYNTAX', TEMPLATE_MESSAGES.malformed(pos, what, template))
  }
  const skipSpace = () => {
    while (pos < template.length && /\s/.test(template[pos] as string)) pos++
  }
  const readWord = (): string => {
    skipSpace()
    const start = pos
    while (pos < template.length && /[^\s,{}]/.test(template[pos] as string)) pos++
    return template.slice(start, pos)
  }
  const expect = (char: string) => {
    skipSpace()
    if (template[pos] !== char) fail(`expected "${char}"`)
    pos++
  }

  /** Parses parts until the end or an unmatched `}` (left for the caller). */
  const parseParts = (inPlural: boolean): MessagePart[] => {
    const parts: MessagePart[] = []
    let text = ''
    const flush = () => {
      if (text) parts.push({ type: 'text', value: text })
      text = ''
    }
    while (pos < template.length) {
      const char = template[pos] as string
      if (char === "'") {
        const next = template[pos + 1]
        if (next === "'") {
          text += "'"
          pos += 2
        } else if (next === '{' || next === '}' || (inPlural && next === '#')) {
          const end = template.indexOf("'", pos + 1)
          if (end === -1) fail('unterminated quote')
          text += template.slice(pos + 1, end).replaceAll("''", "'")
          pos = end + 1
        } else {
          text += char
          pos++
        }
      } else if (char === '{') {
        flush()
        parts.push(parseArgument(inPlural))
      } else if (char === '}') {
        break
      } else if (char === '#' && inPlural) {
        flush()
        parts.push({ type: 'pound' })
        pos++
      } else {
        text += char
        pos++
      }
    }
    flush()
    return parts
  }

  const parseBranches = (plural: boolean, pluralScope: boolean) => {
    // a null-prototype map: a branch named `__proto__` or `constructor` is an ordinary key here
    const options: Record<string, readonly MessagePart[]> = Object.create(null)
    let offset = 0
    for (;;) {
      skipSpace()
      if (template[pos] === '}') break
      const selector = readWord()
      if (!selector) fail('expected a branch selector')
      if (plural && selector.startsWith('offset:')) {
        const value = Number(selector.slice('offset:'.length))
        if (!Number.isInteger(value) || value < 0) fail('bad offset')
        offset = value
        continue
      }
      if (plural) {
        if (selector.startsWith('=')) {
          if (!/^=\d+$/.test(selector)) fail(`bad exact match "${selector}"`)
        } else if (!PLURAL_CATEGORIES.has(selector)) fail(`unknown plural category "${selector}"`)
      } else if (!SELECTOR.test(selector)) fail(`bad select key "${selector}"`)
      if (Object.hasOwn(options, selector)) fail(`duplicate branch "${selector}"`)
      expect('{')
      options[selector] = parseParts(pluralScope)
      expect('}')
    }
    if (!Object.hasOwn(options, 'other')) fail('missing "other" branch')
    return { options, offset }
  }

  const parseArgument = (inPlural: boolean): MessagePart => {
    pos++ // '{'
    const name = readWord()
    if (!NAME.test(name)) fail(`bad argument name "${name}"`)
    skipSpace()
    if (template[pos] === '}') {
      pos++
      return { type: 'argument', name }
    }
    expect(',')
    const kind = readWord()
    skipSpace()
    let part: MessagePart
    if (kind === 'number') {
      let style: 'decimal' | 'integer' | 'percent' = 'decimal'
      if (template[pos] === ',') {
        pos++
        const word = readWord()
        if (word !== 'integer' && word !== 'percent') fail(`unknown number style "${word}"`)
        style = word as 'integer' | 'percent'
      }
      part = { type: 'number', name, style }
    } else if (kind === 'plural' || kind === 'selectordinal') {
      expect(',')
      const { options, offset } = parseBranches(true, true)
      part = { type: 'plural', name, ordinal: kind === 'selectordinal', offset, options }
    } else if (kind === 'select') {
      expect(',')
      part = { type: 'select', name, options: parseBranches(false, inPlural).options }
    } else {
      part = fail(`unknown argument type "${kind}"`)
    }
    expect('}')
    return part
  }

  const parts = parseParts(false)
  if (pos < template.length) fail('unmatched "}"')
  return parts
}
