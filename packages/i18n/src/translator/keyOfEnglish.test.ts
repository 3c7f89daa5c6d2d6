import { describe, expect, it } from 'vitest'
import { loadLocale } from '../locale/loadLocale'
import { en } from '../locales/en'
import { enCoreMessages } from '../locales/en/coreMessages'
import { enSendErrors } from '../locales/en/sendErrors'
import { englishCatalogue } from '../locales/englishCatalogue'
import { createTranslator } from './createTranslator'
import { keyOfEnglish } from './keyOfEnglish'

describe('keyOfEnglish', () => {
  it('finds the key of core’s messages from their exact English, in the English it is given', () => {
    const english = { ...en, ...enCoreMessages }
    expect(keyOfEnglish('User rejected the request', english)).toBe('errors.userRejected')
    expect(keyOfEnglish('Session Expired', english)).toBe('alerts.SESSION_EXPIRED')
    expect(keyOfEnglish('Sign Message', english)).toBe('approve.title.signMessage')
    expect(keyOfEnglish('The sign-in service could not be reached', english)).toBe(
      'embedded.error.serviceUnreachable',
    )
    // the runtime's English alone has none of them (they load with another locale or overrides)
    expect(keyOfEnglish('User rejected the request')).toBeUndefined()
  })

  it('finds a message whose English loads with its view only in the English it is given', () => {
    expect(keyOfEnglish('Amount exceeds the token balance')).toBeUndefined()
    expect(keyOfEnglish('Amount exceeds the token balance', { ...en, ...enSendErrors })).toBe(
      'send.error.insufficientBalance',
    )
    expect(keyOfEnglish('A token is required', englishCatalogue)).toBe('errors.tokenRequired')
  })

  it('has no key for a wallet’s own text, nor for view strings', () => {
    expect(keyOfEnglish('MetaMask Tx Signature: User denied transaction signature.')).toBeUndefined()
    expect(keyOfEnglish('All Wallets')).toBeUndefined()
    expect(keyOfEnglish('Copy link', englishCatalogue)).toBeUndefined()
    expect(keyOfEnglish('user rejected the request')).toBeUndefined()
  })

  it('lets a view show core’s error in the user’s language', async () => {
    const { t } = createTranslator(await loadLocale('ja'))
    const key = keyOfEnglish('User rejected the request', { ...en, ...enCoreMessages })
    expect(key && t(key)).toBe('ユーザーがリクエストを拒否しました')
  })
})
