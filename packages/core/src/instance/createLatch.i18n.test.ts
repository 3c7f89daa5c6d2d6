import { defineLocale } from '@latch/i18n/define'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MESSAGES } from '../shared/errors/catalogue'
import { ValidationError } from '../shared/errors/errors'
import { LocaleError } from '../slices/i18n/LocaleError'
import { createMemoryAdapter, testConnector, testNetworks } from '../testing/memoryAdapter'
import { createLatch } from './createLatch'
import type { LatchOptions } from './options'

function latchWith(options: Partial<LatchOptions> = {}) {
  const evm = createMemoryAdapter({
    namespace: 'eip155',
    connectors: [testConnector('eip155', 'io.metamask')],
  })
  return createLatch({ adapters: [evm.adapter], networks: [testNetworks.ethereum], ...options })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('createLatch locale, messages and locales', () => {
  it('loads no strings at createLatch(): the state holds the requested locale until the first load', () => {
    const latch = latchWith({ locale: 'ar' })
    expect(latch.i18n.peek()).toBeUndefined()
    expect(latch.getState().i18n).toEqual({ locale: 'ar', dir: 'ltr', ready: false })
  })

  it('shows the option locale once loaded, right to left for Arabic', async () => {
    const latch = latchWith({ locale: 'ar' })
    const tr = await latch.i18n.load()
    expect(latch.getState().i18n).toEqual({ locale: 'ar', dir: 'rtl', ready: true })
    expect(tr.t('title.connect')).not.toBe('Connect Wallet')
    expect(tr.locale).toBe('ar')
  })

  it('defaults to the browser language through resolveLocale (de-AT → de), else English', async () => {
    vi.stubGlobal('navigator', { languages: ['sw-KE', 'de-AT'], language: 'sw-KE' })
    const german = latchWith()
    expect((await german.i18n.load()).locale).toBe('de')
    vi.stubGlobal('navigator', { languages: ['sw-KE'], language: 'sw-KE' })
    const english = latchWith()
    const tr = await english.i18n.load()
    expect(tr.locale).toBe('en')
    expect(tr.t('title.connect')).toBe('Connect Wallet')
  })

  it('an unknown option locale falls back to English; an invalid tag is a ValidationError at createLatch', async () => {
    expect((await latchWith({ locale: 'sw' }).i18n.load()).locale).toBe('en')
    expect(() => latchWith({ locale: 'not a tag!' })).toThrow(ValidationError)
    expect(() => latchWith({ locale: 'not a tag!' })).toThrow(/options\.locale "not a tag!" is not a BCP 47/)
    expect(() => latchWith({ locale: 42 as unknown as string })).toThrow(ValidationError)
  })

  it('app overrides replace one string, as a deep partial object or by dotted key', async () => {
    const nested = await latchWith({
      locale: 'de',
      messages: { title: { connect: 'Einloggen' } },
    }).i18n.load()
    expect(nested.t('title.connect')).toBe('Einloggen')
    const flat = await latchWith({
      locale: 'en',
      messages: { 'connect.allWallets': 'Browse wallets' },
    }).i18n.load()
    expect(flat.t('connect.allWallets')).toBe('Browse wallets')
    expect(flat.t('title.connect')).toBe('Connect Wallet')
  })

  it('refuses messages that are not strings by key at createLatch; reports keys no string has when the strings load', async () => {
    expect(() =>
      latchWith({ locale: 'en', messages: { title: { connect: 42 as unknown as string } } }),
    ).toThrow(expect.objectContaining({ name: 'ValidationError', code: 'INVALID_MESSAGES' }))
    expect(() => latchWith({ messages: { title: { connect: 'x'.repeat(4097) } } })).toThrow(
      /options\.messages must be an object of strings by key/,
    )
    expect(() => latchWith({ locales: [{ locale: 'sw' }] as never })).toThrow(
      /options\.locales must be an array of locales made with defineLocale/,
    )
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const tr = await latchWith({ messages: { connect: { titlee: 'x' } } }).i18n.load()
    expect(tr.t('title.connect')).toBe('Connect Wallet')
    // a key outside the runtime's English is checked against the whole catalogue, loaded for it
    await vi.waitFor(() =>
      expect(reported).toHaveBeenCalledWith(expect.stringMatching(/keys no string uses: connect\.titlee/)),
    )
    expect(reported).toHaveBeenCalledTimes(1)
    reported.mockRestore()
  })

  it('an app-defined locale is used and selectable', async () => {
    const sw = defineLocale('sw', { 'connect.allWallets': 'Pochi Zote' })
    const latch = latchWith({ locale: 'sw', locales: [sw] })
    const tr = await latch.i18n.load()
    expect(tr.t('connect.allWallets')).toBe('Pochi Zote')
    expect(tr.t('title.connect')).toBe('Connect Wallet') // missing keys fall back to English
  })
})

describe('latch.setLocale', () => {
  it('switches at runtime: translator, locale and dir change together', async () => {
    const latch = latchWith({ locale: 'ar' })
    await latch.open()
    await latch.i18n.load()
    await latch.setLocale('ja')
    expect(latch.getState().i18n).toEqual({ locale: 'ja', dir: 'ltr', ready: true })
    expect(latch.i18n.peek()?.t('connect.allWallets')).not.toBe('All Wallets')
    expect(latch.getState().modal.open).toBe(true)
    await latch.setLocale('pt')
    expect(latch.getState().i18n.locale).toBe('pt-BR')
  })

  it('a bad code is a LocaleError with a clear message, and nothing changes', async () => {
    const latch = latchWith({ locale: 'de' })
    const before = await latch.i18n.load()
    for (const bad of ['xx', 'not a tag!', '', 42 as unknown as string]) {
      const error = await latch.setLocale(bad).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(LocaleError)
      expect(error).toBeInstanceOf(ValidationError)
      expect((error as LocaleError).code).toBe('UNSUPPORTED_LOCALE')
    }
    await expect(latch.setLocale('xx')).rejects.toThrow(/No locale "xx": Latch ships .*\bja\b/)
    expect(latch.getState().i18n).toEqual({ locale: 'de', dir: 'ltr', ready: true })
    expect(latch.i18n.peek()).toBe(before)
  })

  it("views show core's English messages in the locale by key; thrown errors keep their English", async () => {
    const latch = latchWith({ locale: 'fr' })
    const tr = await latch.i18n.load()
    const shown = tr.message(MESSAGES.userRejected)
    expect(shown).not.toBe(MESSAGES.userRejected)
    expect(shown.length).toBeGreaterThan(0)
    expect(tr.message('Some wallet text')).toBe('Some wallet text')
  })
})
