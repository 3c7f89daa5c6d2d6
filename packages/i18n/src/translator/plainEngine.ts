import { parsePlainMessage } from '../message/parsePlainMessage'
import { renderPlainMessage } from '../message/renderPlainMessage'
import type { MessageEngine } from './createLookup'

/**
 * The {@link MessageEngine} of plain templates, text and `{name}` (the English of the modal's frame
 * and Connect): no ICU parser, plural rules or `Intl` formats. A template beyond that (a plural,
 * select, number or quote) is a `TEMPLATE_SYNTAX` error to it, reported and skipped like a broken
 * one: such strings need {@link createTranslator}.
 *
 * @example
 * ```ts
 * const t = createLookup({ locale: 'en' }, plainEngine)
 * t('connect.continueWith', { provider: 'MetaMask' }) // 'Continue with MetaMask'
 * ```
 */
export const plainEngine: MessageEngine = {
  parse: parsePlainMessage,
  render: (message, params, _fallback, lenient) => renderPlainMessage(message, params, lenient),
}
