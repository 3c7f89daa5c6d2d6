import type { IntlCache } from '../intl/createIntlCache'

/** `Intl.NumberFormat.format` takes decimal strings exactly (ES2023); the lib types lag behind. */
type ExactFormat = (value: number | bigint | string) => string

/**
 * A money amount in a fiat currency, in the locale's way (symbol placement, grouping, decimal
 * sign), with the currency's own decimals (2 for USD). A decimal string or bigint is formatted
 * exactly.
 *
 * @param intl - The locale's {@link IntlCache}.
 * @param value - A decimal string, bigint or number, in whole units of the currency.
 * @param currency - ISO 4217 code; default `USD`.
 * @returns The formatted amount.
 * @example
 * ```ts
 * formatCurrency(createIntlCache('en-US', 'latin'), '1234.5') // '$1,234.50'
 * formatCurrency(createIntlCache('de-DE', 'latin'), '1234.5', 'EUR') // '1.234,50 €'
 * ```
 */
export function formatCurrency(intl: IntlCache, value: number | bigint | string, currency = 'USD'): string {
  return (intl.number({ style: 'currency', currency }).format as ExactFormat)(value)
}
