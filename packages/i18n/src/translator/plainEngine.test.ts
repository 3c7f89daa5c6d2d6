import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createIntlCache } from '../intl/createIntlCache'
import { en, type MessageKey } from '../locales/en'
import { englishCatalogue } from '../locales/englishCatalogue'
import type { I18nError } from '../message/I18nError'
import { parseMessage } from '../message/parseMessage'
import { parsePlainMessage } from '../message/parsePlainMessage'
import { renderMessage } from '../message/renderMessage'
import { renderPlainMessage } from '../message/renderPlainMessage'
import { createLookup } from './createLookup'
import { createTranslator } from './createTranslator'
import { plainEngine } from './plainEngine'

const intl = createIntlCache('en', 'latin')
/** Templates made of the characters that matter to the parser, and some plain words. */
const templates = fc
  .array(
    fc.constantFrom(
      '{',
      '}',
      "'",
      '#',
      ',',
      ' ',
      'name',
      'a.b',
      '_x',
      '9',
      'plural',
      'one',
      'text ',
      '{name}',
    ),
    { maxLength: 12 },
  )
  .map((pieces) => pieces.join(''))

describe('the plain engine (text and {name}: the first view’s English without the ICU parser)', () => {
  it('parses a template to exactly what parseMessage gives, or refuses it (TEMPLATE_SYNTAX) when it is more than text and {name}', () => {
    fc.assert(
      fc.property(templates, (template) => {
        let plain: unknown
        try {
          plain = parsePlainMessage(template)
        } catch (error) {
          expect((error as I18nError).code).toBe('TEMPLATE_SYNTAX')
          return
        }
        expect(plain).toEqual(parseMessage(template))
      }),
      { numRuns: 2000 },
    )
    // the refused ones: ICU arguments, quoting, stray braces, `{ name }` with spaces
    for (const template of ['{n, number}', "It''s", "'{'", 'a } b', '{ name }', '{count, plural, other {#}}'])
      expect(() => parsePlainMessage(template)).toThrow(/more than text and \{name\}/)
    // a lone apostrophe is text, as in ICU (l'adresse)
    expect(parsePlainMessage("l'adresse {a}")).toEqual(parseMessage("l'adresse {a}"))
  })

  it('renders a plain template as renderMessage does, a missing parameter included', () => {
    fc.assert(
      fc.property(
        templates,
        fc.dictionary(fc.constantFrom('name', 'a.b', '_x'), fc.oneof(fc.string(), fc.integer(), fc.bigInt())),
        fc.boolean(),
        (template, params, lenient) => {
          let message: ReturnType<typeof parsePlainMessage>
          try {
            message = parsePlainMessage(template)
          } catch {
            return
          }
          const full = () => renderMessage(message, params, intl, lenient)
          const plain = () => renderPlainMessage(message, params, lenient)
          let expected: string
          try {
            expected = full()
          } catch (error) {
            expect(plain).toThrow((error as Error).message)
            return
          }
          expect(plain()).toBe(expected)
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('reads every string of the runtime’s English but the documented plural, so the frame and Connect show the same words', () => {
    const notPlain = Object.entries(en).filter(([, template]) => {
      try {
        parsePlainMessage(template)
        return false
      } catch {
        return true
      }
    })
    expect(notPlain.map(([key]) => key)).toEqual(['allWallets.count'])
    const full = createTranslator({ locale: 'en' })
    const plain = createLookup({ locale: 'en' }, plainEngine)
    const params = { provider: 'MetaMask', email: 'a@b.c', network: 'Base' }
    for (const key of Object.keys(en) as MessageKey[])
      if (key !== 'allWallets.count') expect(plain(key, params)).toBe(full.t(key, params))
  })

  it('tells onError about a template beyond it and shows the next string, as a broken template', () => {
    const errors: I18nError[] = []
    const t = createLookup(
      {
        locale: 'en',
        fallback: englishCatalogue,
        overrides: { 'connect.allWallets': '{n, number} wallets' },
        onError: (e) => errors.push(e),
      },
      plainEngine,
    )
    expect(t('connect.allWallets')).toBe('All Wallets')
    expect(t('allWallets.count', { count: 2 })).toBe('allWallets.count')
    expect(errors.map((e) => [e.code, e.key])).toEqual([
      ['TEMPLATE_SYNTAX', 'connect.allWallets'],
      ['TEMPLATE_SYNTAX', 'allWallets.count'],
      ['UNKNOWN_KEY', 'allWallets.count'],
    ])
  })
})
