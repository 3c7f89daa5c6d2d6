import type { IntlCache } from '../intl/createIntlCache'
import { I18nError } from './I18nError'
import type { MessagePart, ParsedMessage } from './messageAst'
import * as TEMPLATE_MESSAGES from './templateMessages'

/**
 * A value a template parameter takes: text and numbers (bigint and decimal strings stay exact in
 * `{n, number}` and plurals).
 *
 * @example
 * ```ts
 * const params: MessageParams = { count: 3, wallet: 'MetaMask' }
 * ```
 */
export type MessageParams = Readonly<Record<string, string | number | bigint>>

/** `Intl.NumberFormat.format` takes decimal strings exactly (ES2023); the lib types lag behind. */
type ExactFormat = (value: number | bigint | string) => string

function toNumber(value: string | number | bigint): number {
  return typeof value === 'number' ? value : Number(value)
}

/**
 * The branch of a plural or select for a key, by own key only: a value such as `constructor`,
 * `toString` or `__proto__` (a wallet's name, say) never reaches `Object.prototype`.
 */
function branchOf(
  options: Readonly<Record<string, readonly MessagePart[]>>,
  key: string,
): readonly MessagePart[] | undefined {
  return Object.hasOwn(options, key) ? options[key] : undefined
}

/**
 * Renders a parsed template with its parameters.
 *
 * @param message - The parsed template ({@link parseMessage}).
 * @param params - The parameters.
 * @param intl - The locale's {@link IntlCache} (plural rules, number formats).
 * @param lenient - When true a missing parameter is written back as `{name}` instead of failing.
 * @returns The text.
 * @throws {I18nError} `MISSING_PARAM` when a parameter is missing (unless `lenient`).
 * @example
 * ```ts
 * renderMessage(parseMessage('{n, plural, one {# item} other {# items}}'), { n: 2 }, createIntlCache('en', 'latin'))
 * // '2 items'
 * ```
 */
export function renderMessage(
  message: ParsedMessage,
  params: MessageParams,
  intl: IntlCache,
  lenient = false,
): string {
  const read = (name: string): string | number | bigint | undefined => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined
    if (value === undefined && !lenient)
      throw new I18nError('MISSING_PARAM', TEMPLATE_MESSAGES.missingParam(name))
    return value
  }
  const render = (parts: readonly MessagePart[], pound: string | undefined): string => {
    let out = ''
    for (const part of parts) {
      switch (part.type) {
        case 'text':
          out += part.value
          break
        case 'pound':
          out += pound ?? '#'
          break
        case 'argument': {
          const value = read(part.name)
          out += value === undefined ? `{${part.name}}` : String(value)
          break
        }
        case 'number': {
          const value = read(part.name)
          if (value === undefined) out += `{${part.name}}`
          else {
            const options: Intl.NumberFormatOptions =
              part.style === 'integer'
                ? { maximumFractionDigits: 0 }
                : part.style === 'percent'
                  ? { style: 'percent' }
                  : {}
            out += (intl.number(options).format as ExactFormat)(value)
          }
          break
        }
        case 'plural': {
          const value = read(part.name)
          if (value === undefined) {
            out += `{${part.name}}`
            break
          }
          const number = toNumber(value) - part.offset
          const branch =
            branchOf(part.options, `=${toNumber(value)}`) ??
            branchOf(part.options, intl.plural(part.ordinal).select(number)) ??
            branchOf(part.options, 'other') ??
            []
          // `#` is the exact value (a bigint or decimal string stays exact) unless an offset applies
          out += render(branch, (intl.number().format as ExactFormat)(part.offset === 0 ? value : number))
          break
        }
        case 'select': {
          const value = read(part.name)
          const key = value === undefined ? 'other' : String(value)
          out += render(branchOf(part.options, key) ?? branchOf(part.options, 'other') ?? [], pound)
          break
        }
      }
    }
    return out
  }
  return render(message, undefined)
}
