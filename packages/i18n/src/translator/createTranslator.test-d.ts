import { describe, expectTypeOf, it } from 'vitest'
import type { MessageKey } from '../locales/en'
import { createTranslator } from './createTranslator'

describe('Translator types', () => {
  const { t } = createTranslator({ locale: 'en' })

  it('takes the keys of the English catalogue', () => {
    expectTypeOf(t('connect.allWallets')).toEqualTypeOf<string>()
    expectTypeOf<'connect.continueIn'>().toExtend<MessageKey>()
  })

  it('refuses a misspelt key', () => {
    // @ts-expect-error 'connect.titlee' is not a key of the English catalogue
    t('connect.titlee')
    expectTypeOf<'connect.titlee'>().not.toExtend<MessageKey>()
  })

  it('refuses an override of an unknown key', () => {
    // @ts-expect-error overrides are keyed by MessageKey
    createTranslator({ locale: 'en', overrides: { 'connect.titlee': 'x' } })
  })
})
