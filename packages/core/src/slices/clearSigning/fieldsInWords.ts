import { CLEAR_SIGNING_MESSAGES } from './clearSigningMessages'
import type { AbiValue } from './decodeAbiParameters'
import type { DescriptorField } from './descriptor'
import { formatField } from './formatField'
import { plainText } from './plainText'
import type { CallField, ClearSigningToken, RiskFlag } from './types'

const asText = (value: unknown) => (typeof value === 'string' ? value : undefined)

/**
 * A descriptor's fields in words: each value read at its path and formatted (plain text, labels
 * and values capped), a field whose value is absent left out, and the unlimited-approval flag
 * raised once when an amount reaches 2^256-1 or its threshold.
 *
 * @param fields - The descriptor's fields.
 * @param read - Reads a path (`@.to`, a parameter, a message path).
 * @param tokens - The tokens whose amounts are named.
 * @param native - The network's currency.
 * @returns The fields and the flags they raise.
 * @example
 * ```ts
 * fieldsInWords(fn.fields, (path) => values[fn.names.indexOf(path)], [usdc], undefined).fields // [{ label: 'Amount', value: '5 USDC' }]
 * ```
 */
export function fieldsInWords(
  fields: readonly DescriptorField[],
  read: (path: string) => AbiValue | undefined,
  tokens: readonly ClearSigningToken[],
  native: { symbol: string; decimals: number } | undefined,
): { fields: CallField[]; flags: RiskFlag[] } {
  const flags: RiskFlag[] = []
  const words = fields.flatMap((field) => {
    const value = read(field.path)
    if (value === undefined) return []
    const token = field.token ?? (field.tokenPath === undefined ? undefined : asText(read(field.tokenPath)))
    const formatted = formatField(value, field, { token, tokens, native })
    if (formatted.unlimited && flags.length === 0)
      flags.push({ kind: 'unlimitedApproval', why: CLEAR_SIGNING_MESSAGES.unlimitedApproval })
    return [{ label: plainText(field.label, 80), value: plainText(formatted.text) }]
  })
  return { fields: words, flags }
}
