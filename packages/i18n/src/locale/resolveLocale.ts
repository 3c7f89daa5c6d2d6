/** Chinese regions and scripts written in Traditional characters. */
const TRADITIONAL_CHINESE = new Set(['hant', 'tw', 'hk', 'mo'])

function canonical(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag.trim().replaceAll('_', '-'))[0]
  } catch {
    return undefined
  }
}

function matchOne(tag: string, available: readonly string[]): string | undefined {
  const lower = tag.toLowerCase()
  const exact = available.find((code) => code.toLowerCase() === lower)
  if (exact) return exact
  const [language = '', ...rest] = lower.split('-')
  if (language === 'zh') {
    const traditional = rest.some((subtag) => TRADITIONAL_CHINESE.has(subtag))
    const preferred = available.find((code) => code.toLowerCase() === (traditional ? 'zh-tw' : 'zh-cn'))
    if (preferred) return preferred
  }
  return (
    available.find((code) => code.toLowerCase() === language) ??
    available.find((code) => code.toLowerCase().split('-')[0] === language)
  )
}

/**
 * The best available locale for what the user asked for (e.g. `navigator.languages`): for each
 * requested tag in order, an exact match (case-insensitive, `_` read as `-`, legacy tags such as
 * `iw` canonicalised to `he`), else one of the same language (`pt` → `pt-BR`, `de-AT` → `de`;
 * Chinese by script: `zh-HK`, `zh-MO`, `zh-Hant` → `zh-TW`, `zh`, `zh-SG`, `zh-Hans` → `zh-CN`).
 * Nothing matches, or nothing was asked: `en`.
 *
 * @param requested - One tag, the user's list in preference order, or undefined.
 * @param available - The locales to choose from (the built-in codes plus any of the app's own).
 * @returns One of `available`, or `'en'`.
 * @example
 * ```ts
 * resolveLocale(['fr-CA', 'en'], ['en', 'fr', 'pt-BR']) // 'fr'
 * resolveLocale('zh-HK', ['en', 'zh-CN', 'zh-TW']) // 'zh-TW'
 * resolveLocale(undefined, ['en', 'ja']) // 'en'
 * ```
 */
export function resolveLocale(
  requested: string | readonly string[] | undefined,
  available: readonly string[],
): string {
  const tags = requested === undefined ? [] : typeof requested === 'string' ? [requested] : requested
  for (const tag of tags) {
    if (typeof tag !== 'string' || tag.length === 0 || tag.length > 64) continue
    const normalised = canonical(tag)
    if (normalised === undefined) continue
    const match = matchOne(normalised, available)
    if (match) return match
  }
  return 'en'
}
