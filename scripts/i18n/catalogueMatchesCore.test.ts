import {
  ALERTS,
  AUTH_MESSAGES,
  describeApproval,
  MESSAGES,
  NUMBER_MESSAGES,
  SEND_MESSAGES,
} from '@latch/core'
import { EMBEDDED_WALLET_MESSAGES } from '@latch/embedded-wallet'
import { en, keyOfEnglish } from '@latch/i18n'
import { englishCatalogue } from '@latch/i18n/define'
import { enCoreMessages } from '@latch/i18n/errors'
import { describe, expect, it } from 'vitest'
// not a public export: the batch summary the approval controller builds with the batch's code
import { describeBatch } from '../../packages/core/src/slices/auth/approval/describeBatch'
// not a public export either: the smart account's messages load with its lazily loaded code
import { SMART_ACCOUNT_MESSAGES } from '../../packages/embedded-wallet/src/smartAccount/SmartAccountError'

/** The catalogue keys under `prefix`, as `{ name: English }`. */
function under(prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(englishCatalogue)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, value]) => [key.slice(prefix.length), value]),
  )
}

// Lives in scripts/ because it needs core and the embedded wallet: @latch/i18n imports neither.
describe('the English catalogue keeps core’s messages verbatim (SPEC §5, §8)', () => {
  it('errors.* is MESSAGES, key for key', () => {
    expect(under('errors.')).toEqual({ ...MESSAGES })
  })

  it('alerts.<CODE> is each ALERT’s message', () => {
    expect(under('alerts.')).toEqual(
      Object.fromEntries(Object.values(ALERTS).map((a) => [a.code, a.message])),
    )
  })

  it('send.error.*, amount.error.*, auth.error.* are core’s send, amount and auth messages', () => {
    expect(under('send.error.')).toEqual({ ...SEND_MESSAGES })
    const { invalidDecimals: _developerOnly, ...amount } = NUMBER_MESSAGES
    expect(under('amount.error.')).toEqual(amount)
    expect(under('auth.error.')).toEqual({ ...AUTH_MESSAGES })
  })

  it('embedded.error.* holds the embedded wallet’s messages a user can meet (its smart account’s among them)', () => {
    const messages: Record<string, string> = { ...SMART_ACCOUNT_MESSAGES, ...EMBEDDED_WALLET_MESSAGES }
    for (const [name, text] of Object.entries(under('embedded.error.'))) expect(text).toBe(messages[name])
    // the two a visitor meets switching back to a standard account
    expect(keyOfEnglish(SMART_ACCOUNT_MESSAGES.feeUnaffordable, englishCatalogue)).toBe(
      'embedded.error.feeUnaffordable',
    )
    expect(keyOfEnglish(SMART_ACCOUNT_MESSAGES.undelegationFailed, englishCatalogue)).toBe(
      'embedded.error.undelegationFailed',
    )
  })

  it('approve.title.* are the titles describeApproval gives each kind of request', () => {
    const titles = {
      signMessage: describeApproval({ method: 'personal_sign', params: ['0x6869', '0xabc'] }).title,
      signTypedData: describeApproval({
        method: 'eth_signTypedData_v4',
        params: [
          '0x0000000000000000000000000000000000000001',
          JSON.stringify({
            types: {
              EIP712Domain: [{ name: 'name', type: 'string' }],
              Mail: [{ name: 'contents', type: 'string' }],
            },
            primaryType: 'Mail',
            domain: { name: 'x' },
            message: { contents: 'hi' },
          }),
        ],
      }).title,
      transaction: describeApproval({
        method: 'eth_sendTransaction',
        params: [{ to: '0x0000000000000000000000000000000000000001', value: '0x1' }],
      }).title,
      other: describeApproval({ method: 'wallet_unknownThing', params: [] }).title,
      // a wallet_sendCalls batch, once its calls are read
      batch: describeBatch([{ from: '0x0000000000000000000000000000000000000001', calls: [] }], []).title,
    }
    expect(under('approve.title.')).toEqual(titles)
  })

  it('finds the key of any of them from the English a LatchError carries', () => {
    for (const text of Object.values(MESSAGES))
      expect(keyOfEnglish(text, englishCatalogue)).toMatch(/^errors\./)
    // the runtime's English with core's messages (`enCoreMessages`, loaded with another locale or
    // the app's overrides) finds all but the Send views' two checks, whose English loads with them
    expect(
      Object.entries(MESSAGES)
        .filter(([, text]) => keyOfEnglish(text, { ...en, ...enCoreMessages }) === undefined)
        .map(([name]) => name)
        .sort(),
    ).toEqual(['amountAndReceiverRequired', 'tokenRequired'])
    // the runtime's English alone finds none: an English page shows them as thrown
    expect(Object.values(MESSAGES).filter((text) => keyOfEnglish(text) !== undefined)).toEqual([])
    // the send errors' English loads with the Send views (`@latch/i18n/errors`): found in the catalogue
    for (const text of Object.values(SEND_MESSAGES))
      expect(keyOfEnglish(text, englishCatalogue)).toMatch(/^send\.error\./)
  })
})
