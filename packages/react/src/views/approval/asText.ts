/**
 * A request's value as readable text: strings as they are, anything else as indented JSON
 * (bigints as decimal strings).
 *
 * @param value - The value.
 * @returns The text.
 * @example
 * ```ts
 * asText({ amount: 1n }) // '{\n  "amount": "1"\n}'
 * ```
 */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value
  try {
    return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2) ?? ''
  } catch {
    return String(value)
  }
}
