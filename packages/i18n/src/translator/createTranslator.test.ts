import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defineLocale } from '../locale/defineLocale'
import { en, type MessageKey, type Messages } from '../locales/en'
import { enApproval } from '../locales/en/approval'
import { enCoreMessages } from '../locales/en/coreMessages'
import type { I18nError } from '../message/I18nError'
import { createTranslator } from './createTranslator'

const broken = { 'connect.continueWith': 'Weiter mit {provider' } as Partial<Messages>

describe('createTranslator', () => {
  it('translates with English by default, parameters filled', () => {
    const { t, locale, dir } = createTranslator({ locale: 'en' })
    expect([locale, dir]).toEqual(['en', 'ltr'])
    expect(t('connect.continueWith', { provider: 'MetaMask' })).toBe('Continue with MetaMask')
    expect(t('allWallets.count', { count: 1 })).toBe('1 wallet')
    expect(t('allWallets.count', { count: 3 })).toBe('3 wallets')
    // core's messages' English is not the runtime's: a translator given it finds them
    expect(t('common.close')).toBe('Close')
    expect(
      createTranslator({ locale: 'en', fallback: { ...en, ...enCoreMessages } }).t('errors.userRejected'),
    ).toBe('User rejected the request')
  })

  it('reads a view’s English from the fallback at each call, so words added after creation are found', () => {
    const fallback: Partial<Messages> = { ...en }
    const errors: I18nError[] = []
    const { t } = createTranslator({ locale: 'en', fallback, onError: (e) => errors.push(e) })
    expect(t('approve.waiting', { count: 1 })).toBe('approve.waiting')
    expect(errors.map((e) => e.code)).toEqual(['UNKNOWN_KEY'])
    Object.assign(fallback, enApproval)
    expect(t('approve.waiting', { count: 1 })).toBe('1 more request waiting')
    expect(t('approve.waiting', { count: 3 })).toBe('3 more requests waiting')
  })

  it('takes the locale’s string, and English where the locale lacks one', () => {
    const { t } = createTranslator({ locale: 'de', messages: { 'common.close': 'Schließen' } })
    expect(t('common.close')).toBe('Schließen')
    expect(t('common.back')).toBe('Back')
  })

  it('puts the app’s override first, for that key only', () => {
    const { t } = createTranslator({
      locale: 'de',
      messages: { 'common.close': 'Schließen', 'common.back': 'Zurück' },
      overrides: { 'common.close': 'Zumachen', 'connect.continueWith': 'Öffne {provider}' },
    })
    expect(t('common.close')).toBe('Zumachen')
    expect(t('common.back')).toBe('Zurück')
    expect(t('connect.continueWith', { provider: 'Rabby' })).toBe('Öffne Rabby')
  })

  it('never throws on a broken template: shows the next string and tells onError once', () => {
    const errors: I18nError[] = []
    const { t } = createTranslator({ locale: 'de', messages: broken, onError: (e) => errors.push(e) })
    expect(t('connect.continueWith', { provider: 'MetaMask' })).toBe('Continue with MetaMask')
    expect(t('connect.continueWith', { provider: 'MetaMask' })).toBe('Continue with MetaMask')
    expect(errors.map((e) => [e.code, e.key])).toEqual([['TEMPLATE_SYNTAX', 'connect.continueWith']])
  })

  it('falls back from a broken override to the locale’s string', () => {
    const errors: I18nError[] = []
    const { t } = createTranslator({
      locale: 'de',
      messages: { 'common.close': 'Schließen' },
      overrides: { 'common.close': 'Zu {' },
      onError: (e) => errors.push(e),
    })
    expect(t('common.close')).toBe('Schließen')
    expect(errors[0]?.code).toBe('TEMPLATE_SYNTAX')
  })

  it('shows English on a missing parameter and, as a last resort, the placeholder itself', () => {
    const errors: I18nError[] = []
    const { t } = createTranslator({
      locale: 'de',
      messages: { 'connect.continueWith': 'Weiter mit {provider}' },
      onError: (e) => errors.push(e),
    })
    expect(t('connect.continueWith')).toBe('Continue with {provider}')
    expect(errors.map((e) => e.code)).toEqual(['MISSING_PARAM'])
  })

  it('returns the key of an unknown key (plain JavaScript callers) and reports it', () => {
    const errors: I18nError[] = []
    const { t } = createTranslator({ locale: 'en', onError: (e) => errors.push(e) })
    expect(t('connect.titlee' as MessageKey)).toBe('connect.titlee')
    expect(errors[0]?.code).toBe('UNKNOWN_KEY')
  })

  it('keeps its state in the translator: a second translator reports the same broken string again', () => {
    const first: I18nError[] = []
    const second: I18nError[] = []
    const a = createTranslator({ locale: 'de', messages: broken, onError: (e) => first.push(e) })
    for (let i = 0; i < 50; i++) a.t('connect.continueWith', { provider: 'Rabby' })
    const b = createTranslator({ locale: 'de', messages: broken, onError: (e) => second.push(e) })
    expect(b.t('connect.continueWith', { provider: 'Rabby' })).toBe('Continue with Rabby')
    expect([first.length, second.length]).toEqual([1, 1])
  })

  it('is right to left for Arabic and Hebrew, and for an app locale that says so', () => {
    expect(createTranslator({ locale: 'ar' }).dir).toBe('rtl')
    expect(createTranslator({ locale: 'he' }).dir).toBe('rtl')
    expect(createTranslator(defineLocale('ckb', {})).dir).toBe('rtl')
    expect(createTranslator({ locale: 'ja' }).dir).toBe('ltr')
  })
})

describe('formatting by locale', () => {
  it('keeps SPEC §9’s en-US, 2 decimals, as the English default', () => {
    const { formatNumber, formatCurrency } = createTranslator({ locale: 'en-US' })
    expect(formatNumber('1234.565')).toBe('1,234.57')
    expect(formatNumber('1')).toBe('1.00')
    expect(formatNumber(2n ** 64n)).toBe('18,446,744,073,709,551,616.00')
    expect(formatNumber('0.123456', { fractionDigits: 4 })).toBe('0.1235')
    expect(formatCurrency('1234.5')).toBe('$1,234.50')
  })

  it('never shows a non-zero amount as zero, in any locale: to its first significant digit, up to 8 places, then a bound', () => {
    const en = createTranslator({ locale: 'en-US' })
    expect(en.formatNumber('0.0005')).toBe('0.0005')
    expect(en.formatNumber('-0.001')).toBe('-0.001')
    expect(en.formatNumber('0.00096')).toBe('0.001')
    expect(en.formatNumber('0.005')).toBe('0.01')
    expect(en.formatNumber('0.000000001')).toBe('< 0.00000001')
    expect(en.formatNumber('-0.000000001')).toBe('> -0.00000001')
    expect(en.formatNumber(0.0005)).toBe('0.0005')
    expect(en.formatNumber('0.0000004', { fractionDigits: 6 })).toBe('0.0000004')
    expect(en.formatNumber('0')).toBe('0.00')
    expect(createTranslator({ locale: 'de-DE' }).formatNumber('0.0005')).toBe('0,0005')
    expect(createTranslator({ locale: 'ar-EG', digits: 'native' }).formatNumber('0.0005')).toBe('٠٫٠٠٠٥')
  })

  it('property: a non-zero decimal below one never reads as zero', () => {
    const en = createTranslator({ locale: 'en-US' })
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.boolean(),
        (places, digits, negative) => {
          const text = `${negative ? '-' : ''}0.${digits.toString().padStart(places + 12, '0')}`
          expect(/[1-9]/.test(en.formatNumber(text))).toBe(true)
        },
      ),
    )
  })

  it('writes German decimals and grouping', () => {
    const { formatNumber, formatCurrency } = createTranslator({ locale: 'de-DE' })
    expect(formatNumber('1234567.891')).toBe('1.234.567,89')
    expect(formatCurrency('1234.5')).toBe('1.234,50\u00a0$')
    expect(formatCurrency('1234.5', 'EUR')).toBe('1.234,50\u00a0€')
  })

  it('writes Arabic amounts with Latin digits by default (the digits wallets and explorers show)', () => {
    const latin = createTranslator({ locale: 'ar-EG' })
    expect(latin.formatNumber('1234.5')).toBe('1,234.50')
    expect(latin.formatCurrency('12.5')).toMatch(/12\.50/)
    const native = createTranslator({ locale: 'ar-EG', digits: 'native' })
    expect(native.formatNumber('1234.5')).toBe('١٬٢٣٤٫٥٠')
  })

  it('takes the app’s currency', () => {
    expect(createTranslator({ locale: 'ja', currency: 'JPY' }).formatCurrency('1234')).toBe('￥1,234')
    expect(createTranslator({ locale: 'fr', currency: 'EUR' }).formatCurrency('3.5')).toBe('3,50\u00a0€')
  })

  it('formats dates and relative times in the locale', () => {
    const at = Date.UTC(2026, 10, 25, 8, 30)
    expect(createTranslator({ locale: 'en-US' }).formatDate(at, { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      'November 25, 2026',
    )
    expect(createTranslator({ locale: 'de' }).formatDate(at, { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      '25. November 2026',
    )
    expect(createTranslator({ locale: 'ja' }).formatDate(at, { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      '2026年11月25日',
    )
    const { formatRelativeTime } = createTranslator({ locale: 'en' })
    expect(formatRelativeTime(at - 5 * 60_000, at)).toBe('5 minutes ago')
    expect(formatRelativeTime(at - 24 * 3600_000, at)).toBe('yesterday')
    expect(formatRelativeTime(at + 2 * 3600_000, at)).toBe('in 2 hours')
    expect(formatRelativeTime(at, at)).toBe('now')
    expect(createTranslator({ locale: 'fr' }).formatRelativeTime(at - 3 * 24 * 3600_000, at)).toBe(
      'il y a 3 jours',
    )
  })
})
