import { describe, expect, it } from 'vitest'
import type { Messages } from '../locales/en'
import { createTranslator } from '../translator/createTranslator'
import { defineLocale } from './defineLocale'

const codeOf = (run: () => unknown): string | undefined => {
  try {
    run()
  } catch (error) {
    return (error as { code?: string }).code
  }
  return undefined
}

describe('defineLocale', () => {
  it('gives a translator the app’s strings, English for the keys it leaves out', () => {
    const sw = defineLocale('sw', {
      'connect.allWallets': 'Pochi Zote',
      'connect.continueIn': 'Endelea kwenye {wallet}',
    })
    expect(sw).toMatchObject({ locale: 'sw', dir: 'ltr' })
    const { t } = createTranslator(sw)
    expect(t('connect.allWallets')).toBe('Pochi Zote')
    expect(t('connect.continueIn', { wallet: 'MetaMask' })).toBe('Endelea kwenye MetaMask')
    expect(t('common.close')).toBe('Close')
  })

  it('canonicalises the tag and takes the direction from the language unless told', () => {
    expect(defineLocale('fa-ir', {})).toMatchObject({ locale: 'fa-IR', dir: 'rtl' })
    expect(defineLocale('en-gb', {}, { dir: 'rtl' }).dir).toBe('rtl')
  })

  it('rejects an invalid tag', () => {
    expect(codeOf(() => defineLocale('not a tag', {}))).toBe('INVALID_LOCALE_CODE')
    expect(codeOf(() => defineLocale('', {}))).toBe('INVALID_LOCALE_CODE')
  })

  it('rejects an unknown key, naming it', () => {
    const messages = { 'connect.titlee': 'Connect' } as unknown as Partial<Messages>
    expect(() => defineLocale('sw', messages)).toThrow('Unknown message key "connect.titlee"')
    expect(codeOf(() => defineLocale('sw', messages))).toBe('UNKNOWN_KEY')
  })

  it('rejects a malformed template', () => {
    expect(codeOf(() => defineLocale('sw', { 'approve.waiting': '{count, plural, one {#}' }))).toBe(
      'TEMPLATE_SYNTAX',
    )
    expect(codeOf(() => defineLocale('sw', { 'common.close': 42 as unknown as string }))).toBe(
      'TEMPLATE_SYNTAX',
    )
    expect(codeOf(() => defineLocale('sw', { 'common.close': 'x'.repeat(2001) }))).toBe('TEMPLATE_SYNTAX')
  })

  it('rejects a template that reads other parameters than English', () => {
    expect(() => defineLocale('sw', { 'connect.continueIn': 'Endelea kwenye {walet}' })).toThrow(
      'Message "connect.continueIn" reads {walet} but English reads {wallet}',
    )
    expect(codeOf(() => defineLocale('sw', { 'common.close': 'Funga {x}' }))).toBe('PLACEHOLDER_MISMATCH')
  })

  it('rejects messages that are not an object', () => {
    expect(codeOf(() => defineLocale('sw', null as unknown as Partial<Messages>))).toBe('UNKNOWN_KEY')
  })
})
