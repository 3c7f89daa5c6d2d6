import { assertSiwxText } from './assertSiwxText'
import type { SiwxText, SiwxTextLayout } from './siwxTextLayout'
import { isSiwxFieldLine, SIWX_TEXT_FIELDS, siwxHeaderLine } from './siwxTextLayout'

/**
 * Reads a sign-in message in the layout EIP-4361, CAIP-122 and Sign-In-With-Solana share,
 * strictly: the header line with the layout's account words and a domain (after an optional
 * `scheme://`, read as its own `scheme` field), the address, the
 * statement where the layout puts it, the field lines in the standard order and each at most once,
 * then `Resources:` with only `- <uri>` lines; an unknown line, a repeated or misplaced field, a
 * missing required field or a date-time that does not exist is refused ({@link assertSiwxText}).
 * The family checks its own value rules on the result.
 *
 * @param message - The text.
 * @param layout - The family's layout.
 * @returns The values as written (the `Chain ID` as the family writes it).
 * @throws {ValidationError} (the layout's) when the text is not in the layout.
 * @example
 * ```ts
 * parseSiwxText(message, layout).nonce // 'abcdef12'
 * ```
 */
export function parseSiwxText(message: string, layout: SiwxTextLayout): SiwxText {
  const fail = layout.error
  const lines = message.split('\n')
  const suffix = siwxHeaderLine('', layout)
  const first = lines[0] ?? ''
  if (!first.endsWith(suffix) || first.length === suffix.length) throw fail('missing the sign-in header line')
  const accountAddress = lines[1]
  if (accountAddress === undefined) throw fail('missing the address line')
  // `[ scheme "://" ] domain`: the scheme is its own field, the domain the authority alone
  const origin = /^([^:/]+):\/\/(.*)$/.exec(first.slice(0, -suffix.length))
  const text: SiwxText = origin
    ? { scheme: origin[1]!, domain: origin[2]!, accountAddress }
    : { domain: first.slice(0, -suffix.length), accountAddress }
  let i = 2
  // `[ LF LF statement ] [ LF LF fields ]` (EIP-4361: `LF LF [ statement LF ] LF fields`, an empty
  // line where there is no statement). Field lines are never empty, so the statement (which may
  // look like a field, or hold empty lines where the layout allows) ends at the last empty line.
  const eip4361 = layout.statement === 'eip4361'
  if (lines.length > 2 || eip4361) {
    if (lines[2] !== '') throw fail('expected an empty line after the address')
    const separator = lines.lastIndexOf('')
    if (separator > 3) {
      text.statement = lines.slice(3, separator).join('\n')
      i = separator + 1
    } else if (separator === 3 && eip4361) {
      i = 4
    } else if (separator === 3 || lines.length === 3 || eip4361) {
      throw fail('expected one empty line before the fields')
    } else if (isSiwxFieldLine(lines[3])) {
      i = 3
    } else {
      text.statement = lines.slice(3).join('\n')
      i = lines.length
    }
  }
  let next = 0
  for (; i < lines.length; i++) {
    const line = lines[i]!
    if (line === 'Resources:') {
      text.resources = lines.slice(i + 1).map((r) => {
        if (!r.startsWith('- ')) throw fail(`unexpected line "${r}" among the resources`)
        return r.slice(2)
      })
      break
    }
    const at = SIWX_TEXT_FIELDS.findIndex(([, label]) => line.startsWith(`${label}: `))
    if (at < next) throw fail(`unexpected line "${line}" (out of order, repeated or unknown)`)
    const [key, label] = SIWX_TEXT_FIELDS[at]!
    text[key] = line.slice(label.length + 2)
    next = at + 1
  }
  assertSiwxText(text, layout)
  return text
}
