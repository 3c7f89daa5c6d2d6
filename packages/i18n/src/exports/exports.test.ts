import { describe, expect, it } from 'vitest'
import * as i18n from './index'

describe('@latch/i18n public exports', () => {
  it('exports exactly these runtime names (an accidental export or removal shows here)', () => {
    expect(Object.keys(i18n).sort()).toMatchInlineSnapshot(`
      [
        "BUILT_IN_LOCALES",
        "I18nError",
        "createTranslator",
        "defineLocale",
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
})
