import { BUILT_IN_LOCALE_CODES, createTranslator, en, type Messages, resolveLocale } from '@latch/i18n'
import { defineLocale } from '@latch/i18n/define'
import { enSendErrors } from '@latch/i18n/errors'
import { enApproval } from '@latch/i18n/views'
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { createLocaleSlice } from './createLocaleSlice'
import { isEnglishFirst } from './isEnglishFirst'

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

describe('the plain English the modal’s prefetch loads (load({ plain: true }))', () => {
  it('shows the same strings as the whole translator; its formats wait for load(), which completes the same translator in place', async () => {
    const slice = createLocaleSlice({ locale: 'en' }, state())
    const tr = await slice.load({ plain: true })
    const whole = createTranslator({ locale: 'en' })
    const params = { provider: 'Rabby', email: 'a@b.c', network: 'Base' }
    for (const key of Object.keys(en) as (keyof typeof en)[])
      if (key !== 'allWallets.count') expect(tr.t(key, params)).toBe(whole.t(key, params))
    expect(() => tr.formatNumber('1234.5')).toThrow(
      expect.objectContaining({ name: 'ValidationError', code: 'STRINGS_NOT_LOADED' }),
    )
    const completed = await slice.load()
    expect(completed).toBe(tr)
    expect(slice.peek()).toBe(tr)
    expect(tr.formatNumber('1234.5')).toBe('1,234.50')
    expect(tr.formatCurrency('12.5')).toBe('$12.50')
    expect(tr.t('allWallets.count', { count: 2 })).toBe('2 wallets')
    expect([tr.locale, tr.dir, tr.isolate('0xab')]).toEqual(['en', 'ltr', '0xab'])
    // once whole, a plain load gives the same whole translator
    expect(await slice.load({ plain: true })).toBe(tr)
  })

  it('a view’s plural reads once load() has completed the translator, with the view’s words handed over before', async () => {
    const slice = createLocaleSlice({ locale: 'en' }, state())
    const tr = await slice.load({ plain: true })
    tr.addEnglish(enApproval)
    await slice.load()
    expect(tr.t('approve.waiting', { count: 3 })).toBe('3 more requests waiting')
  })

  it('is whole at once for another locale, the app’s overrides or an app’s own locale', async () => {
    const german = await createLocaleSlice({ locale: 'de' }, state()).load({ plain: true })
    expect(german.formatNumber('1234.5')).toBe('1.234,50')
    const overridden = await createLocaleSlice(
      { locale: 'en', messages: { 'title.connect': 'Log in' } },
      state(),
    ).load({ plain: true })
    expect(overridden.t('title.connect')).toBe('Log in')
    expect(overridden.formatNumber('1')).toBe('1.00')
    const own = defineLocale('en', { 'title.connect': 'Sign in' } as Partial<Messages>)
    const ownEnglish = await createLocaleSlice({ locale: 'en', locales: [own] }, state()).load({
      plain: true,
    })
    expect(ownEnglish.t('title.connect')).toBe('Sign in')
    expect(ownEnglish.t('allWallets.count', { count: 1 })).toBe('1 wallet')
    const arabic = createLocaleSlice({ locale: 'ar' }, state())
    const ar = await arabic.load({ plain: true })
    expect([ar.dir, ar.isolate('0xab')]).toEqual(['rtl', '\u20680xab\u2069'])
  })

  it('a setLocale back to English gives the whole translator', async () => {
    const slice = createLocaleSlice({ locale: 'en' }, state())
    await slice.load({ plain: true })
    await slice.setLocale('en-GB')
    expect(slice.peek()?.formatNumber('2')).toBe('2.00')
  })
})

describe('the language slice under calls that overlap (load, plain load, setLocale)', () => {
  it('over random orders of overlapping calls: the last setLocale wins, the state names the translator shown, and every load() without plain gives a whole translator', async () => {
    type Call = { kind: 'plain' } | { kind: 'whole' } | { kind: 'set'; code: 'de' | 'fr' | 'en-GB' }
    const call = fc.oneof(
      fc.constant<Call>({ kind: 'plain' }),
      fc.constant<Call>({ kind: 'whole' }),
      fc.constantFrom<Call>(
        { kind: 'set', code: 'de' },
        { kind: 'set', code: 'fr' },
        { kind: 'set', code: 'en-GB' },
      ),
    )
    const expected = { de: 'de', fr: 'fr', 'en-GB': 'en' } as const
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ call, settleFirst: fc.boolean() }), { minLength: 1, maxLength: 6 }),
        async (steps) => {
          const slice = createLocaleSlice({ locale: 'en' }, state())
          const sliceState = state()
          const watched = createLocaleSlice({ locale: 'en' }, sliceState)
          for (const target of [slice, watched]) {
            const wholes: Promise<unknown>[] = []
            const all: Promise<unknown>[] = []
            for (const { call: c, settleFirst } of steps) {
              const started =
                c.kind === 'set'
                  ? target.setLocale(c.code)
                  : c.kind === 'whole'
                    ? target.load()
                    : target.load({ plain: true })
              if (c.kind === 'whole') wholes.push(started)
              all.push(started)
              // some calls start while the previous ones are still loading, others after they settled
              if (settleFirst) await started
            }
            await Promise.all(all)
            for (const translator of (await Promise.all(wholes)) as { formatNumber(v: string): string }[])
              expect(translator.formatNumber('1')).not.toBe('')
            const lastSet = steps
              .map((step) => step.call)
              .filter((c) => c.kind === 'set')
              .at(-1)
            const shown = target.peek()
            if (lastSet?.kind === 'set') {
              expect(shown?.locale).toBe(expected[lastSet.code])
              // a locale set by setLocale is whole
              expect(() => shown?.formatNumber('1')).not.toThrow()
            } else if (steps.some((step) => step.call.kind === 'whole')) {
              expect(shown?.locale).toBe('en')
              expect(() => shown?.formatNumber('1')).not.toThrow()
            }
          }
          expect(sliceState.locale).toBe(watched.peek()?.locale)
          expect(sliceState.ready).toBe(true)
        },
      ),
      { numRuns: 60 },
    )
  })
})

describe('the locale the slice picks without the locale matching’s code', () => {
  it('takes English only where resolveLocale takes it: nothing asked, or a first tag of English', () => {
    const tag = fc.oneof(
      fc.constantFrom(
        'en',
        'EN',
        'en-US',
        ' en_gb ',
        'en-Latn-US',
        'eng',
        'en-',
        'en--x',
        'iw',
        'de',
        'zh-HK',
        '',
      ),
      fc.string({ maxLength: 8 }),
      fc.string({ minLength: 60, maxLength: 70 }).map((s) => `en-${s}`),
      fc.constantFrom(undefined, 42, null),
    )
    fc.assert(
      fc.property(fc.array(tag, { maxLength: 3 }), (tags) => {
        if (isEnglishFirst(tags)) expect(resolveLocale(tags as string[], BUILT_IN_LOCALE_CODES)).toBe('en')
      }),
      { numRuns: 3000 },
    )
    expect([[], ['en-US', 'de'], ['en_GB'], [' EN ']].map(isEnglishFirst)).toEqual([true, true, true, true])
    expect([['de', 'en'], ['xx!!', 'en'], [42], ['']].map(isEnglishFirst)).toEqual([
      false,
      false,
      false,
      false,
    ])
  })

  it('matches the browser’s languages with the matching’s code when the first is not English (sw-KE, de-AT → de)', async () => {
    vi.stubGlobal('navigator', { languages: ['sw-KE', 'de-AT'], language: 'sw-KE' })
    try {
      const tr = await createLocaleSlice({}, state()).load({ plain: true })
      expect(tr.locale).toBe('de')
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
