import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../errors/catalogue'
import { ValidationError } from '../errors/errors'
import { formatWalletLink } from './formatWalletLink'

const URI = 'wc:7f6e@2?relay-protocol=irn&symKey=58'
const ENCODED = 'wc%3A7f6e%402%3Frelay-protocol%3Dirn%26symKey%3D58'

describe('formatWalletLink (the one pairing deep-link formatter)', () => {
  it('appends /wc?uri=<encoded> to a universal link, with one slash however many the link ended with', () => {
    expect(formatWalletLink('https://metamask.app.link', URI)).toBe(
      `https://metamask.app.link/wc?uri=${ENCODED}`,
    )
    expect(formatWalletLink('https://link.trustwallet.com/', URI)).toBe(
      `https://link.trustwallet.com/wc?uri=${ENCODED}`,
    )
    expect(formatWalletLink('https://app.example//', URI)).toBe(`https://app.example/wc?uri=${ENCODED}`)
  })

  it("keeps a custom scheme's host and path, so a wallet opens on the screen its link names", () => {
    expect(formatWalletLink('metamask://', URI)).toBe(`metamask://wc?uri=${ENCODED}`)
    expect(formatWalletLink('okex://main', URI)).toBe(`okex://main/wc?uri=${ENCODED}`)
    expect(formatWalletLink('okex://main/', URI)).toBe(`okex://main/wc?uri=${ENCODED}`)
  })

  it('turns a bare scheme into <scheme>://wc?uri=<encoded>', () => {
    expect(formatWalletLink('trust', URI)).toBe(`trust://wc?uri=${ENCODED}`)
    expect(formatWalletLink('ledgerlive:', URI)).toBe(`ledgerlive://wc?uri=${ENCODED}`)
  })

  it('refuses, with a typed error, a registry link that would run script or open the disk (an app may call it with its own data)', () => {
    for (const link of [
      'javascript://%0aalert(document.domain)//',
      'javascript:alert(1)',
      'JavaScript://x',
      'data://text/html,x',
      'file:///etc/passwd',
      'intent://scan/#Intent;end',
      'http://wallet.example',
      'javascript',
    ]) {
      expect(() => formatWalletLink(link, URI), link).toThrow(ValidationError)
      expect(() => formatWalletLink(link, URI), link).toThrow(MESSAGES.unsafeLink)
    }
  })
})
