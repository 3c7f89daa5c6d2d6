import { describe, expect, it } from 'vitest'
import * as connecting from './connecting'
import * as define from './define'
import * as errors from './errors'
import * as i18n from './index'
import * as locales from './locales'
import * as permissions from './permissions'
import * as plain from './plain'
import * as translator from './translator'
import * as views from './views'

describe('@latch/i18n public exports', () => {
  it('exports exactly these runtime names (an accidental export or removal shows here)', () => {
    expect(Object.keys(i18n).sort()).toMatchInlineSnapshot(`
      [
        "BUILT_IN_LOCALES",
        "BUILT_IN_LOCALE_CODES",
        "I18nError",
        "createTranslator",
        "en",
        "formatMessage",
        "isRtlLocale",
        "isolate",
        "keyOfEnglish",
        "loadLocale",
        "parseMessage",
        "placeholdersOf",
        "resolveLocale",
        "validateMessages",
      ]
    `)
  })

  it('keeps each lazily loaded view’s English in ./views, ./connecting and ./permissions, core’s messages only lazily loaded views show in ./errors, and the whole catalogue’s checks in ./define', () => {
    expect(Object.keys(views).sort()).toEqual([
      'enAccount',
      'enApproval',
      'enEmail',
      'enProfile',
      'enSend',
      'enSiwx',
      'enSocial',
    ])
    expect(Object.keys(define).sort()).toEqual(['defineLocale', 'englishCatalogue'])
    expect(Object.keys(permissions)).toEqual(['enPermissions'])
    expect(Object.keys(connecting)).toEqual(['enConnecting'])
    expect(Object.keys(errors)).toEqual(['enCoreMessages', 'enSendErrors'])
  })

  it('keeps the loaders of the locales other than English in ./locales, the same loadLocale as the main entry', () => {
    expect(Object.keys(locales)).toEqual(['loadLocale'])
    expect(locales.loadLocale).toBe(i18n.loadLocale)
  })

  it('keeps createTranslator’s ICU engine and formats without its lookup in ./translator (createIntlTranslator), out of the main entry', () => {
    expect(Object.keys(translator)).toEqual(['createIntlTranslator'])
    expect(Object.keys(i18n)).not.toContain('createIntlTranslator')
  })

  it('keeps the plain translator’s parts (createLookup, plainEngine) in ./plain, out of the main entry', () => {
    expect(Object.keys(plain).sort()).toEqual(['createLookup', 'plainEngine'])
  })
})
