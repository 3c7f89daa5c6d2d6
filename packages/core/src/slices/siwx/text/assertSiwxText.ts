import { parseRfc3339DateTime } from '../verify/parseRfc3339DateTime'
import { SIWX_TEXT_FIELDS, type SiwxText, type SiwxTextLayout } from './siwxTextLayout'

/**
 * Checks what every family's sign-in text needs of its values, before formatting and after
 * parsing: a domain and a one-word address, no line break in any value (but a Sign-In-With-Solana
 * statement), no empty statement or resource, the layout's required fields present and not empty,
 * and date-times (`Issued At`, `Expiration Time`, `Not Before`) that exist (`2026-02-30`, `24:00`
 * or `23:60` is refused, never shifted). The family's own value rules come on top.
 *
 * @param text - The values.
 * @param layout - The family's layout.
 * @throws {ValidationError} (the layout's) naming the first invalid value.
 * @example
 * ```ts
 * assertSiwxText({ domain: 'app.example', accountAddress: 'SP...', uri: 'https://app.example' }, layout)
 * ```
 */
export function assertSiwxText(text: SiwxText, layout: SiwxTextLayout): void {
  const fail = layout.error
  const { domain, accountAddress, statement, resources = [] } = text
  if (!/^\S+$/.test(accountAddress)) throw fail(`address line "${accountAddress}"`)
  const values = [domain, ...resources, ...SIWX_TEXT_FIELDS.map(([key]) => text[key] ?? '')]
  if (layout.statement !== 'paragraphs') values.push(statement ?? '')
  const broken = values.find((value) => /[\r\n]/.test(value))
  if (broken !== undefined) throw fail(`line break in "${broken}"`)
  if ([domain, statement, ...resources].includes('')) throw fail('empty domain, statement or resource')
  // RFC 3986: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ); the domain is an authority,
  // so a scheme written into it would read back as a scheme field
  if (text.scheme !== undefined && !/^[a-z][a-z\d+.-]*$/i.test(text.scheme))
    throw fail(`scheme "${text.scheme}"`)
  if (domain.includes('://')) throw fail(`domain "${domain}" holds a scheme`)
  for (const [key, label] of SIWX_TEXT_FIELDS) {
    if (layout.required.includes(key) && !text[key]) throw fail(`missing "${label}:"`)
  }
  for (const value of [text.issuedAt, text.expirationTime, text.notBefore]) {
    if (value !== undefined && parseRfc3339DateTime(value) === undefined)
      throw fail(`"${value}" is not an RFC 3339 date-time`)
  }
}
