import { enSendErrors } from '@latch/i18n/errors'
import { describe, expect, it } from 'vitest'
import { createLocaleSlice } from './createLocaleSlice'

const state = () => ({ locale: 'en', dir: 'ltr' as const, ready: false })

describe('the language slice’s message (core’s English shown in the locale)', () => {
  it('finds the key of a core message in another locale, and leaves other text as it is', async () => {
    const tr = await createLocaleSlice({ locale: 'de' }, state()).load()
    expect(tr.message('User rejected the request')).toBe('Anfrage vom Nutzer abgelehnt')
    expect(tr.message('Some wallet text')).toBe('Some wallet text')
  })

  it('finds a core message whose English a view handed over (the Send views’ errors), in every locale after a switch', async () => {
    const slice = createLocaleSlice({ locale: 'de' }, state())
    const tr = await slice.load()
    // before the Send view hands its part over, the runtime has no key for it
    expect(tr.message('Amount exceeds the token balance')).toBe('Amount exceeds the token balance')
    tr.addEnglish(enSendErrors)
    expect(tr.message('Amount exceeds the token balance')).toBe('Der Betrag übersteigt das Token-Guthaben')
    await slice.setLocale('fr')
    expect(slice.peek()?.message('Amount exceeds the token balance')).not.toBe(
      'Amount exceeds the token balance',
    )
    expect(slice.peek()?.message('Amount exceeds the token balance')).toBe(
      slice.peek()?.t('send.error.insufficientBalance'),
    )
  })

  it('an English page with no overrides shows core’s messages as thrown: the runtime carries no key for them', async () => {
    const tr = await createLocaleSlice({ locale: 'en' }, state()).load()
    expect(tr.message('User rejected the request')).toBe('User rejected the request')
    expect(tr.hasKey('errors.userRejected')).toBe(false)
  })

  it('loads core’s messages’ English with the app’s overrides (an English override applies) and with a switch to another locale', async () => {
    const own = await createLocaleSlice(
      { locale: 'en', messages: { 'errors.userRejected': 'You declined in your wallet' } },
      state(),
    ).load()
    expect(own.message('User rejected the request')).toBe('You declined in your wallet')
    const slice = createLocaleSlice({ locale: 'en' }, state())
    await slice.load()
    await slice.setLocale('de')
    expect(slice.peek()?.message('User rejected the request')).toBe('Anfrage vom Nutzer abgelehnt')
  })

  it('applies the app’s override of a handed-over core message in English too', async () => {
    const slice = createLocaleSlice(
      { locale: 'en', messages: { 'send.error.insufficientBalance': 'Not enough tokens' } },
      state(),
    )
    const tr = await slice.load()
    tr.addEnglish(enSendErrors)
    expect(tr.message('Amount exceeds the token balance')).toBe('Not enough tokens')
  })
})
