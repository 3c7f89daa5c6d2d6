import { assertSiwxText } from './assertSiwxText'
import type { SiwxText, SiwxTextLayout } from './siwxTextLayout'
import { isSiwxFieldLine, SIWX_TEXT_FIELDS, siwxHeaderLine } from './siwxTextLayout'

/**
 * Writes a sign-in message in the layout EIP-4361, CAIP-122 and Sign-In-With-Solana share:
 * `<domain> wants you to sign in with your <account> account:`, the address, the statement where
 * the layout puts it, the present field lines in the standard order, then `Resources:` and its
 * `- <uri>` lines. Values are checked first ({@link assertSiwxText}); the family checks its own
 * value rules before calling this.
 *
 * @param text - The values, the `Chain ID` as the family writes it.
 * @param layout - The family's layout.
 * @returns The exact text to sign.
 * @throws {ValidationError} (the layout's) when a value is invalid or would not read back (nothing is signed).
 * @example
 * ```ts
 * formatSiwxText({ domain: 'app.example', accountAddress: 'SP...', uri: 'https://app.example', ... }, layout)
 * ```
 */
export function formatSiwxText(text: SiwxText, layout: SiwxTextLayout): string {
  assertSiwxText(text, layout)
  const fields: string[] = []
  for (const [key, label] of SIWX_TEXT_FIELDS) {
    const value = text[key]
    if (value !== undefined) fields.push(`${label}: ${value}`)
  }
  // `Resources:` with no entry is valid and reads back as an empty list.
  if (text.resources !== undefined) fields.push('Resources:', ...text.resources.map((r) => `- ${r}`))
  const origin = text.scheme === undefined ? text.domain : `${text.scheme}://${text.domain}`
  const lines = [siwxHeaderLine(origin, layout), text.accountAddress]
  const { statement } = text
  if (statement !== undefined) {
    // With no field line after it, the statement is the rest of the text: an empty line in it or
    // a first line that looks like a field would read back as something else.
    if (!fields[0] && (/^$/m.test(statement) || isSiwxFieldLine(statement.split('\n')[0])))
      throw layout.error(`statement "${statement}" would not read back`)
    lines.push('', statement)
  } else if (layout.statement === 'eip4361') lines.push('')
  if (fields.length > 0) lines.push('', ...fields)
  return lines.join('\n')
}
