import { I18nError } from './I18nError'
import type { MessagePart, ParsedMessage } from './messageAst'
import * as TEMPLATE_MESSAGES from './templateMessages'

/** Text and `{name}` only: no plural, select, number, quoted brace or stray brace. */
const PLAIN = /^(?:[^{}']|'(?![{}'])|\{[A-Za-z_][\w.-]*\})*$/
const ARGUMENT = /\{([A-Za-z_][\w.-]*)\}/

/**
 * Parses a plain template (text and `{name}` arguments, the English of the modal's frame and
 * Connect) into the parts {@link parseMessage} gives it, without the ICU parser: a template with a
 * plural, select, number or quoting throws.
 *
 * @param template - The template.
 * @returns The parsed parts, equal to `parseMessage(template)`'s.
 * @throws {I18nError} `TEMPLATE_SYNTAX` when the template is more than text and `{name}`.
 * @example
 * ```ts
 * parsePlainMessage('Continue with {provider}')
 * // [{ type: 'text', value: 'Continue with ' }, { type: 'argument', name: 'provider' }]
 * ```
 */
export function parsePlainMessage(template: string): ParsedMessage {
  if (!PLAIN.test(template)) throw new I18nError('TEMPLATE_SYNTAX', TEMPLATE_MESSAGES.notPlain(template))
  const parts: MessagePart[] = []
  template.split(ARGUMENT).forEach((piece, i) => {
    if (i % 2) parts.push({ type: 'argument', name: piece })
    else if (piece) parts.push({ type: 'text', value: piece })
  })
  return parts
}
