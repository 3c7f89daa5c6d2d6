import { describe, expect, it } from 'vitest'
import type { BuiltInLocaleCode } from '../locale/builtInLocaleCodes'
import { BUILT_IN_LOCALES } from '../locale/builtInLocales'
import { isRtlLocale } from '../locale/isRtlLocale'
import { loadLocale } from '../locale/loadLocale'
import { LOCALE_LOADERS } from '../locale/localeLoaders'
import { validateMessages } from '../locale/validateMessages'
import { createTranslator } from '../translator/createTranslator'
import { en, type MessageKey } from './en'
import { enAccount } from './en/account'
import { enApproval } from './en/approval'
import { enConnecting } from './en/connecting'
import { enCoreMessages } from './en/coreMessages'
import { enEmail } from './en/email'
import { enPermissions } from './en/permissions'
import { enProfile } from './en/profile'
import { enSend } from './en/send'
import { enSendErrors } from './en/sendErrors'
import { enSiwx } from './en/siwx'
import { enSocial } from './en/social'
import { englishCatalogue } from './englishCatalogue'

const CODES = BUILT_IN_LOCALES.map((l) => l.code as BuiltInLocaleCode)

/** The parts that load with the lazily loaded views, by name. */
const PARTS = {
  enApproval,
  enAccount,
  enProfile,
  enPermissions,
  enSend,
  enSiwx,
  enEmail,
  enSocial,
  enConnecting,
  enSendErrors,
  enCoreMessages,
}

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
    const keys = [en, ...Object.values(PARTS)].flatMap((part) => Object.keys(part))
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys.sort()).toEqual(Object.keys(englishCatalogue).sort())
  })

  it('keeps core’s messages out of the runtime’s part: the Send views’ errors load with them, the others with another locale or the app’s overrides', () => {
    const core = /^(errors|alerts|send\.error|amount\.error|auth\.error|embedded\.error|approve\.title)\./
    expect(Object.keys(en).filter((key) => core.test(key))).toEqual([])
    const parts = Object.entries(PARTS).flatMap(([name, part]) =>
      Object.keys(part)
        .filter((key) => core.test(key))
        .map((key) => `${name}:${key}`),
    )
    // every core message is in one of the two parts, and the two hold nothing else
    expect(parts.sort()).toEqual(
      [
        ...Object.keys(enSendErrors).map((key) => `enSendErrors:${key}`),
        ...Object.keys(enCoreMessages).map((key) => `enCoreMessages:${key}`),
      ].sort(),
    )
    // alerts (the frame's banner), toasts' and wallet errors, login errors (Connect) and the
    // approval's titles
    for (const key of [
      'alerts.SESSION_EXPIRED',
      'errors.failedToDisconnect',
      'errors.tokenBalanceUnavailable',
      'errors.siwxSignFailed',
      'errors.userRejected',
      'errors.popupClosed',
      'auth.error.invalidEmail',
      'embedded.error.serviceUnreachable',
      'approve.title.signMessage',
    ])
      expect(Object.hasOwn(enCoreMessages, key), key).toBe(true)
  })

  it('keeps in the runtime’s part no word of the views a visitor reaches from Connect', () => {
    const prefixes = /^(allWallets|walletConnect|networks|failure|help)\./
    expect(Object.keys(enConnecting).filter((key) => prefixes.test(key)).length).toBeGreaterThan(40)
    // the wallet count no view shows (the runtime's documented plural), Connect's link to the help,
    // the header's "Switch to {network}"
    expect(Object.keys(en).filter((key) => prefixes.test(key))).toEqual([
      'allWallets.count',
      'help.noWallet',
      'networks.switchTo',
    ])
    // what the frame and Connect read stays: the header's titles and its Switch to…, Connect's list
    for (const key of ['title.walletConnect', 'title.networks', 'connect.allWallets', 'connect.walletsLabel'])
      expect(Object.hasOwn(en, key), key).toBe(true)
  })

  it('keeps SPEC §8’s strings verbatim', () => {
    expect(enCoreMessages['errors.siwxInitFailed']).toBe(
      'A problem occurred while trying initialize authentication',
    )
    expect(enCoreMessages['errors.siwxAuthenticating']).toBe('Authenticating...')
    expect(enCoreMessages['errors.callStatusNotApproved']).toBe(
      'Fetching call status not approved by the wallet.',
    )
    expect(enCoreMessages['alerts.WALLET_REQUEST_TIMEOUT']).toBe('Wallet Request Timeout')
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
