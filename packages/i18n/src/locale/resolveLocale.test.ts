import { describe, expect, it } from 'vitest'
import { BUILT_IN_LOCALE_CODES } from './builtInLocaleCodes'
import { resolveLocale } from './resolveLocale'

// the shipped codes: a case fails when the list loses the locale it expects
const AVAILABLE = BUILT_IN_LOCALE_CODES

describe('resolveLocale', () => {
  it.each([
    ['ja', 'ja'],
    ['pt-BR', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['pt_BR', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['de-AT', 'de'],
    ['en-GB', 'en'],
    ['zh', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-HK', 'zh-TW'],
    ['zh-MO', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-HK', 'zh-TW'],
    ['iw', 'he'],
    ['in', 'id'],
    ['ar-EG', 'ar'],
    ['sw', 'en'],
    ['not a tag', 'en'],
    ['', 'en'],
  ])('%s → %s', (requested, expected) => {
    expect(resolveLocale(requested, AVAILABLE)).toBe(expected)
  })

  it('takes the first of the user’s preferences that matches, language matches included', () => {
    expect(resolveLocale(['sw', 'fr-CA', 'de'], AVAILABLE)).toBe('fr')
    expect(resolveLocale(['de-CH', 'fr'], AVAILABLE)).toBe('de')
  })

  it('falls back to English with nothing asked or nothing matching', () => {
    expect(resolveLocale(undefined, AVAILABLE)).toBe('en')
    expect(resolveLocale([], AVAILABLE)).toBe('en')
    expect(resolveLocale(['xx', 'yy'], ['en', 'ja'])).toBe('en')
  })

  it('matches an app’s own locale among the available ones, exact before language', () => {
    expect(resolveLocale('en-GB', ['en', 'en-GB'])).toBe('en-GB')
    expect(resolveLocale('sw-KE', [...AVAILABLE, 'sw'])).toBe('sw')
  })

  it('skips values that are not tags (untrusted navigator data)', () => {
    expect(resolveLocale([42 as unknown as string, 'x'.repeat(100), 'ko-KR'], AVAILABLE)).toBe('ko')
  })
})
