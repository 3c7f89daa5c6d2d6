/**
 * Which digits numbers are written with: `latin` (0-9, the default, so amounts read the same as in
 * wallets and block explorers) or `native` (the locale's own, e.g. Arabic-Indic digits in `ar-EG`).
 */
export type DigitsPolicy = 'latin' | 'native'

/**
 * The `Intl` objects one locale needs, each built once on first use and kept: building an
 * `Intl.NumberFormat` costs far more than using one, and list rows format many numbers.
 *
 * @example
 * ```ts
 * const intl = createIntlCache('de-DE', 'latin')
 * intl.number({ maximumFractionDigits: 2 }).format(1234.5) // '1.234,5'
 * ```
 */
export type IntlCache = {
  /** The locale every object is built for. */
  readonly locale: string
  /** Plural rules (cardinal, or ordinal for `selectordinal`). */
  plural(ordinal: boolean): Intl.PluralRules
  /** A number format with these options (the digits policy applied). */
  number(options?: Intl.NumberFormatOptions): Intl.NumberFormat
  /** A date-time format with these options (the digits policy applied). */
  date(options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat
  /** A relative-time format with these options (the digits policy applied). */
  relativeTime(options?: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat
}

/**
 * Builds the {@link IntlCache} of one locale. The cache lives in the object returned (one per
 * translator), never in the module.
 *
 * @param locale - A BCP 47 tag, e.g. `ar` or `pt-BR`.
 * @param digits - The {@link DigitsPolicy}; `latin` adds `numberingSystem: 'latn'` to every format.
 * @returns The cache.
 * @example
 * ```ts
 * createIntlCache('ar', 'latin').number().format(1234.5) // '1,234.5' (Latin digits)
 * ```
 */
export function createIntlCache(locale: string, digits: DigitsPolicy): IntlCache {
  const cache = new Map<string, unknown>()
  const numbering = digits === 'latin' ? { numberingSystem: 'latn' } : {}
  const memo = <T>(kind: string, options: object | undefined, build: () => T): T => {
    const key = `${kind}:${JSON.stringify(options ?? {})}`
    let value = cache.get(key) as T | undefined
    if (value === undefined) {
      value = build()
      cache.set(key, value)
    }
    return value
  }
  return {
    locale,
    plural: (ordinal) =>
      memo(
        'plural',
        { ordinal },
        () => new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' }),
      ),
    number: (options) =>
      memo('number', options, () => new Intl.NumberFormat(locale, { ...numbering, ...options })),
    date: (options) =>
      memo('date', options, () => new Intl.DateTimeFormat(locale, { ...numbering, ...options })),
    relativeTime: (options) =>
      memo('relative', options, () => new Intl.RelativeTimeFormat(locale, { ...numbering, ...options })),
  }
}
