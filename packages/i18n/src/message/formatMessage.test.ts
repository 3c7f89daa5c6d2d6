import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatMessage } from './formatMessage'
import { I18nError } from './I18nError'

const ITEMS = '{count, plural, =0 {no items} one {# item} other {# items}}'

describe('formatMessage', () => {
  it('puts parameters in place', () => {
    expect(formatMessage('Continue in {wallet}', { wallet: 'MetaMask' }, 'en')).toBe('Continue in MetaMask')
    expect(formatMessage('{a} and {a} and {b}', { a: 1, b: 2n }, 'en')).toBe('1 and 1 and 2')
  })

  it('chooses English plural branches, exact =N first, # as the formatted number', () => {
    expect(formatMessage(ITEMS, { count: 0 }, 'en')).toBe('no items')
    expect(formatMessage(ITEMS, { count: 1 }, 'en')).toBe('1 item')
    expect(formatMessage(ITEMS, { count: 1234 }, 'en')).toBe('1,234 items')
    expect(formatMessage(ITEMS, { count: 2n ** 64n }, 'en')).toBe('18,446,744,073,709,551,616 items')
  })

  it('uses all six Arabic categories from Intl.PluralRules', () => {
    const template =
      '{n, plural, zero {لا طلبات} one {طلب واحد} two {طلبان} few {# طلبات} many {# طلبًا} other {# طلب}}'
    expect([0, 1, 2, 3, 11, 100].map((n) => formatMessage(template, { n }, 'ar'))).toEqual([
      'لا طلبات',
      'طلب واحد',
      'طلبان',
      '3 طلبات',
      '11 طلبًا',
      '100 طلب',
    ])
  })

  it('uses the Russian and Polish one/few/many/other categories', () => {
    const ru = '{n, plural, one {# кошелёк} few {# кошелька} many {# кошельков} other {# кошелька}}'
    expect([1, 2, 5, 21, 22, 25, 1.5].map((n) => formatMessage(ru, { n }, 'ru'))).toEqual([
      '1 кошелёк',
      '2 кошелька',
      '5 кошельков',
      '21 кошелёк',
      '22 кошелька',
      '25 кошельков',
      '1,5 кошелька',
    ])
    const pl = '{n, plural, one {# portfel} few {# portfele} many {# portfeli} other {# portfela}}'
    expect([1, 2, 5, 12, 22, 1.5].map((n) => formatMessage(pl, { n }, 'pl'))).toEqual([
      '1 portfel',
      '2 portfele',
      '5 portfeli',
      '12 portfeli',
      '22 portfele',
      '1,5 portfela',
    ])
  })

  it('gives Japanese only the other category', () => {
    const ja = '{n, plural, other {#件のリクエストが待機中}}'
    expect(formatMessage(ja, { n: 1 }, 'ja')).toBe('1件のリクエストが待機中')
    expect(formatMessage(ja, { n: 12000 }, 'ja')).toBe('12,000件のリクエストが待機中')
  })

  it('subtracts an offset before choosing the category and writing #', () => {
    const template =
      '{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}'
    expect([0, 1, 2, 3].map((n) => formatMessage(template, { n }, 'en'))).toEqual([
      'nobody',
      'you',
      'you and 1 other',
      'you and 2 others',
    ])
  })

  it('uses ordinal rules for selectordinal', () => {
    const template = '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}'
    expect([1, 2, 3, 4, 11, 21].map((n) => formatMessage(template, { n }, 'en'))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '21st',
    ])
  })

  it('chooses a select branch, and other for anything else', () => {
    const template = '{dir, select, in {Received} out {Sent} other {Moved}}'
    expect(formatMessage(template, { dir: 'in' }, 'en')).toBe('Received')
    expect(formatMessage(template, { dir: 'out' }, 'en')).toBe('Sent')
    expect(formatMessage(template, { dir: 'self' }, 'en')).toBe('Moved')
  })

  it('nests a select in a plural with # still the plural number', () => {
    const template =
      '{n, plural, one {{kind, select, nft {# NFT} other {# token}}} other {{kind, select, nft {# NFTs} other {# tokens}}}}'
    expect(formatMessage(template, { n: 3, kind: 'nft' }, 'en')).toBe('3 NFTs')
    expect(formatMessage(template, { n: 1, kind: 'erc20' }, 'en')).toBe('1 token')
  })

  it('formats {n, number} in the locale, exactly for decimal strings and bigints', () => {
    expect(formatMessage('{n, number}', { n: 1234.5 }, 'en')).toBe('1,234.5')
    expect(formatMessage('{n, number}', { n: 1234.5 }, 'de-DE')).toBe('1.234,5')
    expect(formatMessage('{n, number}', { n: '12345678901234567890.123' }, 'en')).toBe(
      '12,345,678,901,234,567,890.123',
    )
    expect(formatMessage('{n, number}', { n: 2n ** 70n }, 'fr')).toBe(
      '1\u202f180\u202f591\u202f620\u202f717\u202f411\u202f303\u202f424',
    )
    expect(formatMessage('{n, number, integer}', { n: 2.7 }, 'en')).toBe('3')
    expect(formatMessage('{n, number, percent}', { n: 0.25 }, 'tr')).toBe('%25')
  })

  it('writes Arabic numbers with Latin digits by default and the native ones on request', () => {
    expect(formatMessage('{n, number}', { n: 1234.5 }, 'ar-EG')).toBe('1,234.5')
    expect(formatMessage('{n, number}', { n: 1234.5 }, 'ar-EG', 'native')).toBe('١٬٢٣٤٫٥')
  })

  it('keeps apostrophes as text and quotes braces the ICU way', () => {
    expect(formatMessage("l'adresse de {name}", { name: 'Bob' }, 'fr')).toBe("l'adresse de Bob")
    expect(formatMessage("'{literal}' and '' and {x}", { x: 1 }, 'en')).toBe("{literal} and ' and 1")
    expect(formatMessage("{n, plural, other {'#' is #}}", { n: 4 }, 'en')).toBe('# is 4')
  })

  it('throws a typed error on a missing parameter', () => {
    expect(() => formatMessage('Hi {name}', {}, 'en')).toThrow(
      expect.objectContaining({ code: 'MISSING_PARAM', message: 'Missing message parameter "name"' }),
    )
  })

  it.each([
    ['Hi {name', 'expected ","'],
    ['Hi name}', 'unmatched "}"'],
    ['{n, plural, one {#}}', 'missing "other" branch'],
    ['{n, plural, single {#} other {#}}', 'unknown plural category "single"'],
    ['{n, plural, =x {#} other {#}}', 'bad exact match "=x"'],
    ['{n, plural, one {a} one {b} other {c}}', 'duplicate branch "one"'],
    ['{n, date}', 'unknown argument type "date"'],
    ['{n, number, currency}', 'unknown number style "currency"'],
    ['{1x}', 'bad argument name "1x"'],
    ["'{open", 'unterminated quote'],
    ['{k, select, a {x} b {y}}', 'missing "other" branch'],
  ])('rejects the malformed template %s (%s)', (template, reason) => {
    let caught: unknown
    try {
      formatMessage(template, { n: 1, k: 'a', name: 'x' }, 'en')
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(I18nError)
    expect((caught as I18nError).code).toBe('TEMPLATE_SYNTAX')
    expect((caught as I18nError).message).toContain(reason)
  })

  describe('values and branch keys named like Object members (a wallet named "constructor")', () => {
    const MEMBERS = [...Object.getOwnPropertyNames(Object.prototype), 'prototype', 'length', '__proto__']
    const anyKey = fc.oneof(fc.constantFrom(...MEMBERS), fc.string({ maxLength: 12 }))
    // a select key the parser takes (letters, digits, _ and -)
    const branchKey = fc.oneof(
      fc.constantFrom(...MEMBERS.filter((name) => /^[\w-]+$/.test(name))),
      fc.stringMatching(/^[\w-]{1,12}$/),
    )
    const formats = (template: string, params: Record<string, string | number>): string | I18nError => {
      try {
        return formatMessage(template, params, 'en')
      } catch (error) {
        if (error instanceof I18nError) return error
        throw error
      }
    }

    it('picks the own branch or other for any value, and never throws anything but an I18nError', () => {
      fc.assert(
        fc.property(anyKey, branchKey, (value, key) => {
          const template = `{v, select, ${key} {own} other {fallback}}`
          expect(formats(template, { v: value })).toBe(value === key ? 'own' : 'fallback')
          expect(formats('{v, select, a {A} other {O}}', { v: value })).toBe(value === 'a' ? 'A' : 'O')
          expect(formats(`{v, plural, one {# one} other {# other}}`, { v: value })).toMatch(/other|one/)
          expect(formats(`{v, selectordinal, one {#st} other {#th}}`, { v: value })).toMatch(/st|th/)
        }),
      )
    })

    it('reads only own parameters: an argument named like an Object member is missing, not Object', () => {
      for (const name of MEMBERS.filter((member) => /^[A-Za-z_][\w.-]*$/.test(member))) {
        const result = formats(`{${name}}`, {})
        expect(result, name).toBeInstanceOf(I18nError)
        expect((result as I18nError).code).toBe('MISSING_PARAM')
      }
      expect(
        formatMessage('{__proto__, select, __proto__ {p} other {o}}', { ['__proto__']: '__proto__' }, 'en'),
      ).toBe('p')
    })

    it('keeps a __proto__ branch of the template as an ordinary branch', () => {
      const template = '{v, select, __proto__ {proto} constructor {ctor} other {other}}'
      expect(formatMessage(template, { v: '__proto__' }, 'en')).toBe('proto')
      expect(formatMessage(template, { v: 'constructor' }, 'en')).toBe('ctor')
      expect(formatMessage(template, { v: 'toString' }, 'en')).toBe('other')
      expect(() =>
        formatMessage('{v, select, __proto__ {a} __proto__ {b} other {c}}', { v: 'x' }, 'en'),
      ).toThrow(I18nError)
    })
  })
})
