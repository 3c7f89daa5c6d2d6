import { I18nError } from './I18nError'
import type { ParsedMessage } from './messageAst'
import type { MessageParams } from './renderMessage'
import * as TEMPLATE_MESSAGES from './templateMessages'

/**
 * Renders a plain template's parts ({@link parsePlainMessage}: text and `{name}`) as
 * {@link renderMessage} does, without the plural rules and number formats it carries.
 *
 * @param message - The parsed template: text and argument parts (any other part renders empty).
 * @param params - The parameters.
 * @param lenient - When true a missing parameter is written back as `{name}` instead of failing.
 * @returns The text.
 * @throws {I18nError} `MISSING_PARAM` when a parameter is missing (unless `lenient`).
 * @example
 * ```ts
 * renderPlainMessage(parsePlainMessage('Continue with {provider}'), { provider: 'Rabby' }) // 'Continue with Rabby'
 * ```
 */
export function renderPlainMessage(message: ParsedMessage, params: MessageParams, lenient = false): string {
  let out = ''
  for (const part of message) {
    if (part.type === 'text') out += part.value
    else if (part.type === 'argument') {
      const value = Object.hasOwn(params, part.name) ? params[part.name] : undefined
      if (value === undefined && !lenient)
        throw new I18nError('MISSING_PARAM', TEMPLATE_MESSAGES.missingParam(part.name))
      out += value === undefined ? `{${part.name}}` : String(value)
    }
  }
  return out
}
