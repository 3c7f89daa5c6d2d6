import { describe, expect, it } from 'vitest'
import type { BuiltInLocaleCode } from '../locale/builtInLocaleCodes'
import { BUILT_IN_LOCALES } from '../locale/builtInLocales'
import { loadLocale } from '../locale/loadLocale'
import type { MessageKey } from './en'
import { englishCatalogue } from './englishCatalogue'

/**
 * GLOSSARY.md's words for "wallet" and "network" in each locale (a stem that every inflected form
 * contains), and the keys that must use them: a string that says "purse" where the glossary says
 * "wallet" fails here.
 */
const GLOSSARY: Record<string, { wallet: RegExp; network: RegExp }> = {
  en: { wallet: /wallet/, network: /network/ },
  ar: { wallet: /محفظ|محافظ/, network: /شبك/ },
  he: { wallet: /ארנק/, network: /רשת/ },
  'zh-CN': { wallet: /钱包/, network: /网络/ },
  'zh-TW': { wallet: /錢包/, network: /網路/ },
  ja: { wallet: /ウォレット/, network: /ネットワーク/ },
  ko: { wallet: /지갑/, network: /네트워크/ },
  hi: { wallet: /वॉलेट/, network: /नेटवर्क/ },
  id: { wallet: /dompet/, network: /jaringan/ },
  vi: { wallet: /ví/, network: /mạng/ },
  th: { wallet: /วอลเล็ต/, network: /เครือข่าย/ },
  tr: { wallet: /cüzdan/, network: /ağ/ },
  ru: { wallet: /кошел/, network: /сет/ },
  uk: { wallet: /гаман/, network: /мереж/ },
  pl: { wallet: /portfel/, network: /sie[ćc]/ },
  de: { wallet: /wallet/, network: /netzwerk/ },
  fr: { wallet: /portefeuille/, network: /réseau/ },
  es: { wallet: /billetera/, network: /red/ },
  'pt-BR': { wallet: /carteira/, network: /rede/ },
  it: { wallet: /wallet/, network: /ret[ei]/ },
  nl: { wallet: /wallet/, network: /netwerk/ },
}

const WALLET_KEYS: MessageKey[] = [
  'title.connect',
  'title.allWallets',
  'title.walletPicker',
  'connectButton.label',
  'connect.allWallets',
  'profile.emptyTitle',
  'send.error.notConnected',
]
const NETWORK_KEYS: MessageKey[] = [
  'title.switchNetwork',
  'title.networks',
  'common.network',
  'networks.label',
  'send.networkFee',
  'approve.unknownNetwork',
]

describe('the glossary', () => {
  it('covers every shipped locale', () => {
    expect(Object.keys(GLOSSARY).sort()).toEqual(BUILT_IN_LOCALES.map((l) => l.code).sort())
  })

  it.each(BUILT_IN_LOCALES.map((l) => l.code))(
    '%s says wallet and network the glossary’s way',
    async (code) => {
      // English's chunk is the runtime's part; the views bring the rest of its words
      const loaded = (await loadLocale(code as BuiltInLocaleCode)).messages
      const messages = code === 'en' ? englishCatalogue : loaded
      const terms = GLOSSARY[code]
      if (!terms) throw new Error(`no glossary for ${code}`)
      for (const key of WALLET_KEYS)
        expect(messages[key]?.toLocaleLowerCase(code), `${code} ${key}`).toMatch(terms.wallet)
      for (const key of NETWORK_KEYS)
        expect(messages[key]?.toLocaleLowerCase(code), `${code} ${key}`).toMatch(terms.network)
    },
  )
})
