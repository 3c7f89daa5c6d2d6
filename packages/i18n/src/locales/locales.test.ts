import { describe, expect, it } from 'vitest'
import { BUILT_IN_LOCALES } from '../locale/builtInLocales'
import { isRtlLocale } from '../locale/isRtlLocale'
import { loadLocale } from '../locale/loadLocale'
import { type BuiltInLocaleCode, LOCALE_LOADERS } from '../locale/localeLoaders'
import { validateMessages } from '../locale/validateMessages'
import { createTranslator } from '../translator/createTranslator'
import { en, type MessageKey } from './en'
import { enAccount } from './en/account'
import { enApproval } from './en/approval'
import { enEmail } from './en/email'
import { enPermissions } from './en/permissions'
import { enProfile } from './en/profile'
import { enSend } from './en/send'
import { enSiwx } from './en/siwx'
import { enSocial } from './en/social'
import { englishCatalogue } from './englishCatalogue'

const CODES = BUILT_IN_LOCALES.map((l) => l.code as BuiltInLocaleCode)

/** Parameters for every placeholder English reads, so each string of each locale renders. */
const SAMPLE: Record<string, string | number> = {
  app: 'Uniswap',
  wallet: 'MetaMask',
  provider: 'Google',
  network: 'Ethereum',
  address: '0xAb58…9B',
  amount: '1.5 ETH',
  symbol: 'USDC',
  contract: '0xA0b8…eB48',
  type: 'Permit',
  reason: 'The simulation took too long',
  email: 'you@example.com',
  count: 3,
  index: 2,
  direction: 'in',
  family: 'EVM',
  function: 'swap',
  to: '9xQe…VFin',
  program: 'Comp…1111',
  principal: 'ST1P…GZGM',
  condition: 'sends at most',
  asset: 'STX',
  date: 'Jan 1, 2026',
}

describe('the English catalogue', () => {
  it('parses every template', () => {
    expect(() => validateMessages(englishCatalogue, englishCatalogue, true)).not.toThrow()
  })

  it('is the runtime’s part and the views’ parts, each key in exactly one of them', () => {
    const parts = [en, enApproval, enAccount, enProfile, enPermissions, enSend, enSiwx, enEmail, enSocial]
    const keys = parts.flatMap((part) => Object.keys(part))
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys.sort()).toEqual(Object.keys(englishCatalogue).sort())
  })

  it('keeps core’s messages in the runtime’s part (keyOfEnglish finds them without any view loaded)', () => {
    const core = /^(errors|alerts|send\.error|amount\.error|auth\.error|embedded\.error|approve\.title)\./
    const moved = [
      enApproval,
      enAccount,
      enProfile,
      enPermissions,
      enSend,
      enSiwx,
      enEmail,
      enSocial,
    ].flatMap((part) => Object.keys(part))
    expect(moved.filter((key) => core.test(key))).toEqual([])
    expect(Object.keys(englishCatalogue).filter((key) => core.test(key) && !Object.hasOwn(en, key))).toEqual(
      [],
    )
  })

  it('keeps SPEC §8’s strings verbatim', () => {
    expect(en['errors.siwxInitFailed']).toBe('A problem occurred while trying initialize authentication')
    expect(en['errors.siwxAuthenticating']).toBe('Authenticating...')
    expect(en['errors.callStatusNotApproved']).toBe('Fetching call status not approved by the wallet.')
    expect(en['alerts.WALLET_REQUEST_TIMEOUT']).toBe('Wallet Request Timeout')
  })
})

describe('every shipped locale', () => {
  it('has a loader for each listed locale but English, and no other', () => {
    expect(Object.keys(LOCALE_LOADERS).sort()).toEqual(CODES.filter((c) => c !== 'en').sort())
  })

  it('lists each locale’s direction as the runtime computes it', () => {
    for (const { code, dir } of BUILT_IN_LOCALES)
      expect([code, dir]).toEqual([code, isRtlLocale(code) ? 'rtl' : 'ltr'])
  })

  describe.each(CODES)('%s', (code) => {
    it('loads its own messages', async () => {
      const locale = await loadLocale(code)
      expect(locale.locale).toBe(code)
      expect(locale.dir).toBe(BUILT_IN_LOCALES.find((l) => l.code === code)?.dir)
      if (code !== 'en') expect(locale.messages['common.close']).not.toBe(en['common.close'])
    })

    it('has exactly English’s keys, every template parsing and reading English’s parameters', async () => {
      // English's own chunk is the runtime's part; the views bring the rest of its words
      const loaded = (await loadLocale(code)).messages
      const messages = code === 'en' ? { ...loaded, ...englishCatalogue } : loaded
      expect(Object.keys(messages).sort()).toEqual(Object.keys(englishCatalogue).sort())
      expect(() => validateMessages(messages, englishCatalogue, true)).not.toThrow()
    })

    it('renders every string, for several counts, without falling back', async () => {
      const errors: unknown[] = []
      const { t } = createTranslator({
        ...(await loadLocale(code)),
        fallback: englishCatalogue,
        onError: (e) => errors.push(e),
      })
      for (const key of Object.keys(englishCatalogue) as MessageKey[]) {
        for (const count of [0, 1, 2, 5, 21, 100]) {
          const text = t(key, { ...SAMPLE, count })
          expect(text.length, `${code} ${key}`).toBeGreaterThan(0)
          expect(text, `${code} ${key}`).not.toMatch(/\{[A-Za-z_]/)
        }
      }
      expect(errors).toEqual([])
    })
  })

  it('rejects a code it does not ship', async () => {
    await expect(loadLocale('xx' as BuiltInLocaleCode)).rejects.toMatchObject({ code: 'UNKNOWN_LOCALE' })
  })
})
