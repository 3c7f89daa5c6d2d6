import { describe, expect, it } from 'vitest'
import type { BuiltInLocaleCode } from '../locale/builtInLocaleCodes'
import { BUILT_IN_LOCALES } from '../locale/builtInLocales'
import { loadLocale } from '../locale/loadLocale'
import type { MessageKey } from './en'
import { englishCatalogue } from './englishCatalogue'

/**
 * Buttons whose accessible name adds context to their visible text ("Switch" reads "Switch to
 * MetaMask"): in every language the name must contain the visible text (WCAG 2.5.3, axe's
 * label-content-name-mismatch), or a visitor who says what they see to a voice control cannot
 * press it. Each pair is [the aria-label's key, the visible text's key].
 */
const LABEL_IN_NAME: [name: MessageKey, visible: MessageKey][] = [
  ['profile.copyAddressOf', 'account.copyAddress'],
  ['profile.switchTo', 'profile.switch'],
  ['profile.disconnectWallet', 'profile.disconnect'],
  ['profile.connectAgain', 'networks.connect'],
  ['profile.addWalletTo', 'profile.addWallet'],
]

const fold = (text: string | undefined) => (text ?? '').toLocaleLowerCase().normalize('NFC')

describe('buttons whose name adds context keep their visible text in it', () => {
  for (const code of BUILT_IN_LOCALES.map((l) => l.code)) {
    it(`in ${code}`, async () => {
      // English's chunk is the runtime's part; the views bring the rest of its words
      const loaded = (await loadLocale(code as BuiltInLocaleCode)).messages
      const messages = code === 'en' ? englishCatalogue : loaded
      const missing = LABEL_IN_NAME.filter(
        ([name, visible]) => !fold(messages[name]).includes(fold(messages[visible])),
      ).map(([name, visible]) => `${name} "${messages[name]}" lacks ${visible} "${messages[visible]}"`)
      expect(missing).toEqual([])
    })
  }
})
